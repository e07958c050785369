/**
 * The root component: kernel and i18n providers, the top-level error boundary, and the router.
 * Routes are prefix-less; the router's basename is the language prefix (§2), so switching the
 * language re-keys the router on the new prefix and every link keeps it.
 */
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import type { Access, LazyComponent, Language } from '@lemma/sdk';
import type { Kernel } from '../kernel';
import { splitLanguage, withLanguage } from '../services/i18n';
import { allowed } from '../services/plugins';
import { AppShell } from './AppShell';
import { DialogHost } from './Dialogs';
import { ErrorBoundary, ErrorScreen } from './ErrorScreen';
import { PageSpinner, SystemMessageBar, Toaster } from './Overlays';
import { loadChunk } from './chunks';
import { KernelProviders, ViewHost } from './ViewHost';

const kernelPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const auth = () => import('../pages/AuthPages');
const misc = () => import('../pages/MiscPages');
const LoginPage = kernelPage(auth, 'LoginPage');
const SignUpPage = kernelPage(auth, 'SignUpPage');
const VerificationPage = kernelPage(auth, 'VerificationPage');
const ResetPasswordPage = kernelPage(auth, 'ResetPasswordPage');
const PasswordChangePage = kernelPage(auth, 'PasswordChangePage');
const GuestPage = kernelPage(auth, 'GuestPage');
const LogoutPage = kernelPage(auth, 'LogoutPage');
const AppleCallbackPage = kernelPage(auth, 'AppleCallbackPage');
const UserPage = kernelPage(misc, 'UserPage');
const NotFoundPage = kernelPage(misc, 'NotFoundPage');

const lazyCache = new Map<LazyComponent, ComponentType>();
function lazyOf(load: LazyComponent, chunkId: string): ComponentType {
  let c = lazyCache.get(load);
  if (!c) lazyCache.set(load, (c = lazy(() => loadChunk(load, chunkId))));
  return c;
}

/** §2 access gates: non-guest pages send guests to log in; admin pages are hidden from others. */
const Gate = observer(function Gate({ kernel, access, children }: { kernel: Kernel; access?: Access; children: ReactNode }) {
  const { pathname } = useLocation();
  if (allowed(access, kernel.auth)) return <>{children}</>;
  if (access === 'nonGuest') return <Navigate to={`/login?next=${encodeURIComponent(pathname)}`} replace />;
  return <NotFoundPage />;
});

/** Points `INavigation` at the router of the tree it is rendered in. */
export function NavigationBridge({ kernel }: { kernel: Kernel }) {
  const navigate = useNavigate();
  useEffect(() => {
    kernel.navigation.bind((path, o) => navigate(path, o));
  }, [kernel, navigate]);
  return null;
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <AppShell>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </AppShell>
  );
}

export const LemmaRoutes = observer(function LemmaRoutes({ kernel }: { kernel: Kernel }) {
  const routes = kernel.plugins.routes;
  const firstTool =
    routes.find((r) => r.home)?.path ??
    kernel.plugins.menuItems.find((m) => m.menu === 'main' && m.activePath)?.activePath ??
    'user';
  const page = (C: ComponentType, access?: Access) => (
    <Gate kernel={kernel} access={access}>
      <C />
    </Gate>
  );
  const pluginPage = (r: (typeof routes)[number]) => (
    <ViewHost pluginId={r.pluginId} kind="page" route={r.path}>
      {page(lazyOf(r.page, `${r.pluginId}:${r.path}`), r.access)}
    </ViewHost>
  );
  return (
    <Routes>
      <Route path="/login" element={page(LoginPage)} />
      <Route path="/login/sign-up" element={page(SignUpPage)} />
      <Route path="/login/verification" element={page(VerificationPage)} />
      <Route path="/login/reset-password" element={page(ResetPasswordPage)} />
      <Route path="/guest" element={page(GuestPage)} />
      <Route path="/logout" element={page(LogoutPage)} />
      <Route path="/oauth2/apple" element={page(AppleCallbackPage)} />
      {routes
        .filter((r) => r.layout === 'bare')
        .map((r) => (
          <Route key={`${r.pluginId}:${r.path}`} path={`/${r.path}`} element={pluginPage(r)} />
        ))}
      <Route path="/user" element={<Shell>{page(UserPage)}</Shell>} />
      <Route path="/app/user/passwordChange" element={<Shell>{page(PasswordChangePage, 'nonGuest')}</Shell>} />
      {routes
        .filter((r) => r.layout !== 'bare')
        .map((r) => (
          <Route key={`${r.pluginId}:${r.path}`} path={`/${r.path}`} element={<Shell>{pluginPage(r)}</Shell>} />
        ))}
      <Route path="/app" element={<Navigate to={`/${firstTool}`} replace />} />
      <Route path="/" element={<Navigate to={`/${firstTool}`} replace />} />
      <Route path="*" element={<Shell>{page(NotFoundPage)}</Shell>} />
    </Routes>
  );
});

/** Renders the whole app for a kernel. */
export function LemmaApp({ kernel }: { kernel: Kernel }) {
  const [lng, setLng] = useState<Language>(kernel.i18n.language);
  useEffect(() => {
    kernel.i18n.handleSwitch((next) => {
      const { rest } = splitLanguage(window.location.pathname);
      window.history.replaceState(null, '', withLanguage(rest, next) + window.location.search + window.location.hash);
      setLng(next);
    });
  }, [kernel]);
  const basename = lng === 'en' ? '/' : `/${lng}`;
  const fallback = useMemo(
    () => (error: Error) => (
      <ErrorScreen
        error={error}
        supportEmail={kernel.config.supportEmail}
        discordUrl={kernel.config.discordUrl}
        feedbackUrl={withLanguage('/app/feedback', kernel.i18n.language)}
      />
    ),
    [kernel],
  );
  return (
    <KernelProviders kernel={kernel}>
      <Suspense fallback={<PageSpinner />}>
        <ErrorBoundary
          fallback={fallback}
          report={(event) => void kernel.api.post('/error-report', event, { silent: true }).catch(() => {})}
        >
          <BrowserRouter basename={basename} key={lng}>
            <NavigationBridge kernel={kernel} />
            <Suspense fallback={<PageSpinner />}>
              <LemmaRoutes kernel={kernel} />
            </Suspense>
            <DialogHost />
          </BrowserRouter>
          <Toaster />
          <SystemMessageBar />
        </ErrorBoundary>
      </Suspense>
    </KernelProviders>
  );
}
