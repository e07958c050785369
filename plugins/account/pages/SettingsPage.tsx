/**
 * `/app/settings/:tab` (§2 settings tabs by index): my account 0, balance 1, favorites 2, settings 3.
 * The URL holds the tab, so a tab can be linked and reloaded.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  Alert,
  Button,
  Callout,
  Card,
  FormGroup,
  H2,
  HTMLSelect,
  InputGroup,
  NonIdealState,
  Spinner,
  Tab,
  Tabs,
  Tag,
} from '@blueprintjs/core';
import {
  IApi,
  IAuth,
  IDialogs,
  II18n,
  IPlugins,
  IToasts,
  IUser,
  LANGUAGES,
  LANGUAGE_NAMES,
  useService,
  type Language,
} from '@lemma/sdk';
import { EDUCATION, SETTINGS_TABS, WHATS_NEW } from '../shared/contract';
import '../components/account.css';

const AccountTab = observer(function AccountTab() {
  const { t, i18n } = useTranslation(['account', 'common']);
  const user = useService(IUser);
  const auth = useService(IAuth);
  const api = useService(IApi);
  const toasts = useService(IToasts);
  const info = user.info;
  const [form, setForm] = useState({ firstName: '', lastName: '', degreeId: -1, grade: 0, country: '', city: '' });
  const [countries, setCountries] = useState<string[]>([]);
  const [cities, setCities] = useState<{ city: string; province: string }[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (info)
      setForm({
        firstName: info.firstName ?? '',
        lastName: info.lastName ?? '',
        degreeId: info.degreeId,
        grade: info.grade ?? 0,
        country: info.country ?? '',
        city: info.city ?? '',
      });
  }, [info]);
  useEffect(() => {
    void api.get<{ countries: string[] }>('/constants/country-list', { silent: true }).then(
      (r) => setCountries(r.countries),
      () => setCountries([]),
    );
  }, [api]);
  useEffect(() => {
    if (form.city.trim().length < 2) return setCities([]);
    const id = setTimeout(() => {
      const q = new URLSearchParams({ cityName: form.city.trim(), ...(form.country ? { country: form.country } : {}) });
      void api.get<{ cities: { city: string; province: string }[] }>(`/constants/city-list?${q}`, { silent: true }).then(
        (r) => setCities(r.cities),
        () => setCities([]),
      );
    }, 250);
    return () => clearTimeout(id);
  }, [api, form.city, form.country]);
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'region' });
    } catch {
      return null;
    }
  }, [i18n.language]);
  const sortedCountries = useMemo(
    () =>
      countries
        .map((c) => ({ value: c, label: names?.of(c) ?? c }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [countries, names, i18n.language],
  );
  if (!info) return <Spinner />;
  const set = (k: keyof typeof form) => (v: string | number) => setForm((f) => ({ ...f, [k]: v }));
  async function save(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    try {
      await user.update({
        firstName: form.firstName.trim() || null,
        lastName: form.lastName.trim() || null,
        degreeId: form.degreeId,
        grade: form.grade || null,
        country: form.country || null,
        city: form.city.trim() || null,
      });
      // The names are token claims (§3): a fresh token shows them in the shell at once.
      await auth.refresh().catch(() => undefined);
      toasts.success(t('account.saved'));
    } catch {
      /* the API layer showed why */
    }
    setSaving(false);
  }
  return (
    <form className="lemma-settings-form" onSubmit={save}>
      <div className="lemma-settings-row">
        <FormGroup label={t('account.firstName')} labelFor="acc-first">
          <InputGroup id="acc-first" value={form.firstName} onValueChange={set('firstName')} maxLength={60} />
        </FormGroup>
        <FormGroup label={t('account.lastName')} labelFor="acc-last">
          <InputGroup id="acc-last" value={form.lastName} onValueChange={set('lastName')} maxLength={60} />
        </FormGroup>
      </div>
      <FormGroup label={t('account.email')} labelFor="acc-email">
        <InputGroup id="acc-email" value={info.email ?? ''} readOnly />
      </FormGroup>
      <div className="lemma-settings-row">
        <FormGroup label={t('account.degree')} labelFor="acc-degree">
          <HTMLSelect
            id="acc-degree"
            fill
            value={form.degreeId}
            onChange={(e) => {
              const id = Number(e.currentTarget.value);
              const grade = EDUCATION.find((x) => x.id === id)?.grade;
              setForm((f) => ({ ...f, degreeId: id, grade: grade ?? f.grade }));
            }}
            options={[
              { value: -1, label: t('account.notSet') },
              ...EDUCATION.map((x) => ({ value: x.id, label: t(`education.${x.key}`) })),
            ]}
          />
        </FormGroup>
        <FormGroup label={t('account.grade')} labelFor="acc-grade">
          <HTMLSelect
            id="acc-grade"
            fill
            value={form.grade}
            onChange={(e) => set('grade')(Number(e.currentTarget.value))}
            options={[
              { value: 0, label: t('account.notSet') },
              ...[1, 2, 3, 4, 5].map((g) => ({ value: g, label: t(`common:grades.${g}`) })),
            ]}
          />
        </FormGroup>
      </div>
      <div className="lemma-settings-row">
        <FormGroup label={t('account.country')} labelFor="acc-country">
          <HTMLSelect
            id="acc-country"
            fill
            value={form.country}
            onChange={(e) => set('country')(e.currentTarget.value)}
            options={[{ value: '', label: t('account.notSet') }, ...sortedCountries]}
          />
        </FormGroup>
        <FormGroup label={t('account.city')} labelFor="acc-city">
          <InputGroup
            id="acc-city"
            value={form.city}
            onValueChange={set('city')}
            maxLength={120}
            list="acc-city-list"
            autoComplete="off"
          />
          <datalist id="acc-city-list">
            {cities.map((c) => (
              <option key={`${c.city}-${c.province}`} value={c.city}>
                {c.province}
              </option>
            ))}
          </datalist>
        </FormGroup>
      </div>
      <div className="lemma-actions-row">
        <Button type="submit" intent="primary" icon="floppy-disk" text={t('account.save')} loading={saving} />
        <Link to="/app/user/passwordChange">
          <Button icon="key" text={t('common:auth.changePassword')} />
        </Link>
      </div>
    </form>
  );
});

interface SubscriptionInfo {
  memberType: 'FREE' | 'MEMBER' | 'SUPER_MEMBER';
  provider: string | null;
  currentPeriod: string;
  status: string | null;
  platform: string | null;
  currentPeriodEnd: number | null;
  scheduleCancelAtPeriodEnd: boolean;
  subscriptionRetentionStatus: string;
}

const BalanceTab = observer(function BalanceTab() {
  const { t, i18n } = useTranslation(['account', 'common']);
  const user = useService(IUser);
  const api = useService(IApi);
  const dialogs = useService(IDialogs);
  const plugins = useService(IPlugins);
  const navigate = useNavigate();
  const [sub, setSub] = useState<SubscriptionInfo | null>(null);
  const [offer, setOffer] = useState(false);
  const [busy, setBusy] = useState(false);
  const billing = !!plugins.command('billing:checkout');
  const load = () => {
    void user.loadBalance();
    if (billing) void api.get<SubscriptionInfo>('/subscription/info', { silent: true }).then(setSub, () => setSub(null));
  };
  useEffect(load, [api, user, billing]);
  const b = user.balance;
  const date = (ms: number) => new Date(ms).toLocaleDateString(i18n.language);
  async function cancel(keep: boolean) {
    setBusy(true);
    try {
      await api.post('/stripe/schedule-cancel-at-period-end', { cancel: !keep });
      load();
    } catch {
      /* shown by the API layer */
    }
    setBusy(false);
  }
  async function takeOffer() {
    setOffer(false);
    setBusy(true);
    try {
      await api.post('/stripe/discount');
      load();
    } catch {
      /* shown */
    }
    setBusy(false);
  }
  const member = sub && sub.memberType !== 'FREE';
  return (
    <div className="lemma-settings-balance">
      <Card className="lemma-settings-card">
        <h3>{t('balance.credits')}</h3>
        {b ? (
          <div className="lemma-settings-credits" data-testid="wallet-credits">
            <div>
              <strong>{b.proPlanCredit + b.proExtraCredit}</strong> PRO{' '}
              <span className="lemma-muted">({t('balance.planExtra', { plan: b.proPlanCredit, extra: b.proExtraCredit })})</span>
            </div>
            <div>
              <strong>{b.maxPlanCredit + b.maxExtraCredit}</strong> MAX{' '}
              <span className="lemma-muted">({t('balance.planExtra', { plan: b.maxPlanCredit, extra: b.maxExtraCredit })})</span>
            </div>
            <div className="lemma-muted">{t('balance.refresh', { date: date(b.nextPlanRefreshTime) })}</div>
          </div>
        ) : (
          <Spinner size={20} />
        )}
        <div className="lemma-actions-row">
          <Button icon="people" text={t('refer.title')} onClick={() => dialogs.open('refer')} />
          {billing ? (
            <Button icon="shopping-cart" text={t('balance.buyCredits')} onClick={() => navigate('/app/subscribe')} />
          ) : null}
        </div>
      </Card>
      {billing ? (
        <Card className="lemma-settings-card" data-testid="wallet-plan">
          <h3>{t('balance.plan')}</h3>
          {!sub ? (
            <Spinner size={20} />
          ) : member ? (
            <>
              <p>
                <Tag intent="success" icon="crown" large>
                  {t(`common:memberTypes.${sub.memberType}`)}
                </Tag>{' '}
                {t(`common:subscription.periods.${sub.currentPeriod}`, { defaultValue: '' })}
              </p>
              {sub.currentPeriodEnd ? (
                <p>
                  {t(sub.scheduleCancelAtPeriodEnd ? 'balance.endsOn' : 'balance.renewsOn', { date: date(sub.currentPeriodEnd) })}
                </p>
              ) : null}
              {sub.subscriptionRetentionStatus === 'ACTIVE' ? (
                <Callout intent="success" icon="tag">
                  {t('balance.discountActive')}
                </Callout>
              ) : null}
              <div className="lemma-actions-row">
                {sub.scheduleCancelAtPeriodEnd ? (
                  <Button
                    intent="primary"
                    icon="undo"
                    text={t('balance.keep')}
                    loading={busy}
                    onClick={() => void cancel(true)}
                  />
                ) : (
                  <Button
                    icon="cross"
                    text={t('balance.cancel')}
                    loading={busy}
                    onClick={() =>
                      ['NOT_OFFERED', 'OFFERED', 'IN_SCHEDULE'].includes(sub.subscriptionRetentionStatus)
                        ? setOffer(true)
                        : void cancel(false)
                    }
                  />
                )}
                <Button icon="exchange" text={t('balance.changePlan')} onClick={() => navigate('/app/subscribe')} />
                {sub.provider === 'stripe' ? (
                  <Button
                    variant="minimal"
                    icon="share"
                    text={t('balance.manage')}
                    onClick={() =>
                      void api.post<{ url: string }>('/stripe/customer-portal').then(
                        (r) => window.location.assign(r.url),
                        () => undefined,
                      )
                    }
                  />
                ) : null}
              </div>
            </>
          ) : (
            <>
              <p>{t('balance.free')}</p>
              <Button intent="primary" icon="crown" text={t('balance.upgrade')} onClick={() => navigate('/app/subscribe')} />
            </>
          )}
        </Card>
      ) : null}
      <Alert
        isOpen={offer}
        icon="tag"
        intent="primary"
        confirmButtonText={t('balance.offerAccept')}
        cancelButtonText={t('balance.offerDecline')}
        onConfirm={() => void takeOffer()}
        onCancel={() => (setOffer(false), void cancel(false))}
      >
        <p>{t('balance.offer')}</p>
      </Alert>
    </div>
  );
});

interface FavoriteSession {
  id: number;
  uuid: string;
  name: string;
  mode: string;
}

function FavoritesTab() {
  const { t } = useTranslation('account');
  const api = useService(IApi);
  const [items, setItems] = useState<FavoriteSession[] | null>(null);
  useEffect(() => {
    void api.post<{ sessions: FavoriteSession[] }>('/session/favorite/list', { limit: 100, offset: 0 }, { silent: true }).then(
      (r) => setItems(r.sessions),
      () => setItems([]),
    );
  }, [api]);
  if (!items) return <Spinner />;
  if (!items.length) return <NonIdealState icon="star-empty" title={t('favorites.empty')} description={t('favorites.hint')} />;
  return (
    <ul className="lemma-settings-favorites">
      {items.map((s) => (
        <li key={s.id}>
          <Link to={`/app/${s.mode === 'NEW_TUTOR' ? 'tutor' : 'ask'}/${s.uuid}`}>
            <Button variant="minimal" icon="star" alignText="start" text={s.name} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** What's new (§3 whatsNewVersion): the current edition's items, marked read with §7 `GET /display/update/version`. */
const WhatsNew = observer(function WhatsNew() {
  const { t } = useTranslation('account');
  const user = useService(IUser);
  const api = useService(IApi);
  const unread = !!user.info && user.info.whatsNewVersion !== WHATS_NEW.version;
  return (
    <Card className="lemma-settings-card lemma-whats-new" data-testid="whats-new">
      <h3>
        {t('whatsNew.title')}{' '}
        {unread ? (
          <Tag intent="primary" round>
            {t('whatsNew.new')}
          </Tag>
        ) : null}
      </h3>
      <ul>
        {WHATS_NEW.items.map((k) => (
          <li key={k}>{t(`whatsNew.items.${k}`)}</li>
        ))}
      </ul>
      {unread ? (
        <Button
          icon="tick"
          text={t('whatsNew.markRead')}
          onClick={() =>
            void api.get('/display/update/version').then(
              () => user.loadInfo(),
              () => undefined,
            )
          }
        />
      ) : (
        <span className="lemma-muted">{t('whatsNew.read')}</span>
      )}
    </Card>
  );
});

const PreferencesTab = observer(function PreferencesTab() {
  const { t } = useTranslation(['account', 'common']);
  const i18n = useService(II18n);
  const user = useService(IUser);
  const toasts = useService(IToasts);
  return (
    <div className="lemma-settings-form">
      <FormGroup label={t('preferences.language')} labelFor="pref-language" helperText={t('preferences.languageHelp')}>
        <HTMLSelect
          id="pref-language"
          value={i18n.language}
          onChange={(e) => void i18n.changeLanguage(e.currentTarget.value as Language)}
          options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
        />
      </FormGroup>
      <FormGroup label={t('preferences.defaultMode')} labelFor="pref-mode" helperText={t('preferences.defaultModeHelp')}>
        <HTMLSelect
          id="pref-mode"
          value={user.info?.defaultMode ?? 'ANSWER'}
          onChange={(e) =>
            void user.update({ defaultMode: e.currentTarget.value }).then(
              () => toasts.success(t('account.saved')),
              () => undefined,
            )
          }
          options={[
            { value: 'ANSWER', label: t('preferences.modes.ANSWER') },
            { value: 'NEW_TUTOR', label: t('preferences.modes.NEW_TUTOR') },
          ]}
        />
      </FormGroup>
      <WhatsNew />
    </div>
  );
});

export default observer(function SettingsPage() {
  const { t } = useTranslation('account');
  const auth = useService(IAuth);
  const navigate = useNavigate();
  const { tab } = useParams();
  const { pathname } = useLocation();
  // `app/settings/2` (favorites, open to guests) is its own route, so the index may not be a param.
  const index = tab !== undefined ? Number(tab) : Number(/\/app\/settings\/(\d+)$/.exec(pathname)?.[1] ?? 0);
  const valid = Number.isInteger(index) && index >= 0 && index < SETTINGS_TABS.length;
  useEffect(() => {
    if (!valid) navigate('/app/settings/0', { replace: true });
  }, [valid, navigate]);
  const id = SETTINGS_TABS[valid ? index : 0]!;
  return (
    <div className="lemma-page lemma-settings">
      <H2>{t('title')}</H2>
      <Tabs
        id="settings"
        selectedTabId={id}
        onChange={(next) => navigate(`/app/settings/${SETTINGS_TABS.indexOf(next as (typeof SETTINGS_TABS)[number])}`)}
        renderActiveTabPanelOnly
        large
      >
        {SETTINGS_TABS.map((k) => (
          <Tab
            key={k}
            id={k}
            title={t(`tabs.${k}`)}
            disabled={auth.isGuest && k !== 'favorites'}
            panel={
              k === 'account' ? (
                <AccountTab />
              ) : k === 'balance' ? (
                <BalanceTab />
              ) : k === 'favorites' ? (
                <FavoritesTab />
              ) : (
                <PreferencesTab />
              )
            }
          />
        ))}
      </Tabs>
    </div>
  );
});
