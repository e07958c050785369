/**
 * The app shell: top bar (64 px) and sidebar (280 px), drawn from plugin contributions.
 * Breakpoints (§2, §9): mobile < 600 px (sidebar as an overlay drawer), pad 600–959 px (sidebar
 * hidden until toggled), desktop ≥ 960 px (sidebar shown).
 * First-visit weight (issue #13): the sidebar's entries are Blueprint menu items written out (no
 * popover machinery for submenus they never have); the drawer, the signed-in user's menu and its
 * popover load when first needed.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, HTMLSelect, Icon, Navbar, NavbarGroup, Tag, type IconName } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { IAuth, II18n, IPlugins, IUser, useService, LANGUAGES, LANGUAGE_NAMES, LAYOUT, LIMITS, type Language } from '@lemma/sdk';
import { allowed } from '../services/plugins';
import { SvgIcon } from '@lemma/sdk/components/SvgIcon';
import brandIcon from '@blueprintjs/icons/lib/esm/generated/20px/paths/function';
import { LoadingIndicator } from './Overlays';

const Drawer = lazy(() => import('./MobileDrawer'));
const UserMenuPopover = lazy(() => import('./UserMenu'));

export type Viewport = 'mobile' | 'pad' | 'desktop';

export function viewportOf(width: number): Viewport {
  if (width < LAYOUT.BREAKPOINT_PAD) return 'mobile';
  if (width < LAYOUT.BREAKPOINT_DESKTOP) return 'pad';
  return 'desktop';
}

/** The current viewport class, updated on resize with the §9 debounce (300 ms). */
export function useViewport(): Viewport {
  const [vp, setVp] = useState<Viewport>(() => viewportOf(window.innerWidth));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setVp(viewportOf(window.innerWidth)), LIMITS.RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return vp;
}

const sidebarCache = new Map<string, ComponentType<{ onNavigate?: () => void }>>();
/** Sidebar sections contributed by plugins (lazy), under the menu. */
const SidebarSections = observer(function SidebarSections({ onNavigate }: { onNavigate?: () => void }) {
  const plugins = useService(IPlugins);
  return (
    <>
      {plugins.sidebar.map((s) => {
        const key = `${s.pluginId}:${s.id}`;
        let C = sidebarCache.get(key);
        if (!C) sidebarCache.set(key, (C = lazy(s.component)));
        return (
          <Suspense key={key} fallback={null}>
            <C onNavigate={onNavigate} />
          </Suspense>
        );
      })}
    </>
  );
});

/** One sidebar entry: Blueprint's `MenuItem` markup (same classes and roles), without its submenu popover. */
function NavItem({ icon, text, active, onClick }: { icon: IconName; text: string; active: boolean; onClick: () => void }) {
  return (
    <li role="none">
      <a
        role="menuitem"
        tabIndex={0}
        className={`bp6-menu-item ${active ? 'bp6-active' : ''}`}
        onClick={onClick}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            onClick();
          }
        }}
      >
        <span className="bp6-menu-item-icon" aria-hidden="true">
          <Icon icon={icon} tabIndex={-1} />
        </span>
        <div className="bp6-text-overflow-ellipsis bp6-fill">{text}</div>
      </a>
    </li>
  );
}

const SideMenu = observer(function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const plugins = useService(IPlugins);
  const auth = useService(IAuth);
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const groups: { menu: 'main' | 'admin'; title: string }[] = [
    { menu: 'main', title: t('common:nav.tools') },
    { menu: 'admin', title: t('common:nav.admin') },
  ];
  return (
    <nav className="lemma-sidebar-nav" aria-label={t('common:nav.tools')}>
      {groups.map((g) => {
        const items = plugins.menuItems
          .filter((m) => m.menu === g.menu)
          .map((m) => ({ m, cmd: plugins.command(m.command) }))
          .filter((x) => x.cmd && allowed(x.cmd.access, auth));
        if (!items.length) return null;
        return (
          <div key={g.menu} className="lemma-menu-group">
            <div className="lemma-menu-title">{g.title}</div>
            <ul role="menu" className="lemma-menu bp6-menu">
              {items.map(({ m, cmd }) => (
                <NavItem
                  key={`${m.pluginId}:${m.command}`}
                  icon={(cmd!.icon as IconName) ?? 'application'}
                  text={t(cmd!.label)}
                  active={!!m.activePath && pathname.replace(/^\//, '').startsWith(m.activePath)}
                  onClick={() => {
                    void plugins.runCommand(m.command);
                    onNavigate?.();
                  }}
                />
              ))}
            </ul>
          </div>
        );
      })}
      <SidebarSections onNavigate={onNavigate} />
    </nav>
  );
});

const LanguagePicker = observer(function LanguagePicker() {
  const i18n = useService(II18n);
  const { t } = useTranslation('common');
  return (
    <HTMLSelect
      aria-label={t('nav.language')}
      className="lemma-language"
      value={i18n.language}
      onChange={(e) => void i18n.changeLanguage(e.currentTarget.value as Language)}
      options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
      minimal
    />
  );
});

const BalanceTag = observer(function BalanceTag() {
  const user = useService(IUser);
  const { t } = useTranslation('common');
  const b = user.balance;
  if (!b) return null;
  const pro = b.proPlanCredit + b.proExtraCredit;
  const max = b.maxPlanCredit + b.maxExtraCredit;
  return (
    <Tag
      minimal
      round
      icon="lightning"
      className="lemma-balance-tag"
      title={`${t('balance.pro')}: ${pro} · ${t('balance.max')}: ${max}`}
    >
      {pro} PRO · {max} MAX
    </Tag>
  );
});

const UserMenu = observer(function UserMenu() {
  const auth = useService(IAuth);
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  if (auth.isGuest) {
    return (
      <div className="lemma-auth-buttons">
        <Button variant="minimal" text={t('auth.login')} onClick={() => navigate('/login')} />
        <Button intent="primary" text={t('auth.signup')} onClick={() => navigate('/login/sign-up')} />
      </div>
    );
  }
  return (
    <Suspense fallback={<span className="lemma-avatar">{auth.initials}</span>}>
      <UserMenuPopover />
    </Suspense>
  );
});

const TopbarActions = observer(function TopbarActions() {
  const plugins = useService(IPlugins);
  const auth = useService(IAuth);
  const { t } = useTranslation();
  return (
    <>
      {plugins.toolbarActions
        .filter((a) => a.target === 'topbar')
        .map((a) => plugins.command(a.command))
        .filter((c) => c && allowed(c.access, auth))
        .map((c) => (
          <Button
            key={c!.id}
            variant="minimal"
            icon={(c!.icon as IconName) ?? 'application'}
            aria-label={t(c!.label)}
            title={t(c!.label)}
            onClick={() => void plugins.runCommand(c!.id)}
          />
        ))}
    </>
  );
});

/** The sidebar as a drawer (below desktop width): Blueprint's Drawer, loaded the first time it opens. */
function MobileSidebar(props: {
  isOpen: boolean;
  onClose: () => void;
  position: 'left';
  size: number;
  title: string;
  className: string;
  children: ReactNode;
}) {
  const [used, setUsed] = useState(props.isOpen);
  if (props.isOpen && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}

export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const vp = useViewport();
  // The sidebar starts open on desktops and closed below; a viewport change resets it (state kept per viewport).
  const [state, setState] = useState({ vp, open: vp === 'desktop' });
  const open = state.vp === vp ? state.open : vp === 'desktop';
  const setOpen = (next: boolean | ((o: boolean) => boolean)) =>
    setState({ vp, open: typeof next === 'function' ? next(open) : next });
  return (
    <div className={`lemma-shell lemma-vp-${vp}`}>
      <Navbar className="lemma-topbar" style={{ height: LAYOUT.TOP_BAR }}>
        <NavbarGroup align="start">
          <Button
            variant="minimal"
            icon="menu"
            aria-label={t('nav.toggleSidebar')}
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
          />
          <Link to="/app" className="lemma-brand" aria-label={`${t('brand')} · ${t('nav.home')}`}>
            <SvgIcon name="function" paths={brandIcon} size={20} />
            <span>{t('brand')}</span>
          </Link>
        </NavbarGroup>
        <NavbarGroup align="end" className="lemma-topbar-end">
          <LoadingIndicator />
          <TopbarActions />
          {vp !== 'mobile' ? <BalanceTag /> : null}
          <LanguagePicker />
          <UserMenu />
        </NavbarGroup>
      </Navbar>
      <div className="lemma-body">
        {vp === 'desktop' ? (
          open ? (
            <aside className="lemma-sidebar" style={{ width: LAYOUT.SIDEBAR }}>
              <SideMenu />
            </aside>
          ) : null
        ) : (
          <MobileSidebar
            isOpen={open}
            onClose={() => setOpen(false)}
            position="left"
            size={LAYOUT.SIDEBAR}
            title={t('brand')}
            className="lemma-drawer"
          >
            <SideMenu onNavigate={() => setOpen(false)} />
          </MobileSidebar>
        )}
        <main className="lemma-main" id="main">
          {children}
        </main>
      </div>
    </div>
  );
}
