/**
 * The plugin test harness for views (as Backstage's extension tester): `renderPluginView(plugin,
 * { route | panel })` boots a real kernel (the same services the app runs, in a child scope per
 * plugin), with the real translation files, activates the plugin (and any others it works with),
 * and renders its page or workspace tile with React Testing Library through the shell's own view
 * host, so `useService`, `useViewContext` and `useRunCommand` behave as in the app.
 *
 * The only fake is the network: IApi's transport answers from `http` routes (`fakeServer`),
 * so the API client's real behaviour (Bearer header, error catalogue, dialogs) is exercised.
 * Import it as `@lemma/testing` in a plugin's `*.test.tsx` (client test project).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { lazy, type ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render, type RenderResult } from '@testing-library/react';
import type { ApiService, Claims, Language, PluginDefinition, PublicConfig, Token } from '@lemma/sdk';
import { createKernel, type Kernel } from '@lemma/core/kernel';
import { Api, type ApiTransport } from '@lemma/core/services/api';
import { STORAGE_KEYS } from '@lemma/core/services/storage';
import { KernelProviders, ViewHost } from '@lemma/core/shell/ViewHost';
import { NavigationBridge } from '@lemma/core/shell/App';
import { DialogHost } from '@lemma/core/shell/Dialogs';

/** The repository (this file is tests/support/client.tsx). */
const ROOT = join(import.meta.dirname, '..', '..');

/** A request as the fake server saw it. */
export interface FakeRequest {
  method: string;
  /** The path under `/api`, without the query string, e.g. `/calculator/compute`. */
  path: string;
  /** Query parameters (the URL's query, including a call's `params`). */
  query: Record<string, unknown>;
  /** The parsed JSON body, if any. */
  body: unknown;
  /** The Authorization header, if any. */
  authorization: string | null;
}

/** A non-2xx answer: return `httpError(status, data)` from a handler. */
export interface HttpError {
  readonly __httpError: true;
  status: number;
  data: unknown;
}
/** An error answer for a fake route, e.g. `httpError(409, { errorCode: 'DUPLICATED_RECORD', message: '…' })`. */
export function httpError(status: number, data: unknown = {}): HttpError {
  return { __httpError: true, status, data };
}

/** A route's answer: a value (sent as JSON, status 200), an `httpError`, or a function of the request returning either. */
export type FakeRoute = unknown | ((req: FakeRequest) => unknown | Promise<unknown>);

export interface FakeServer {
  /** The API transport to give the kernel. */
  readonly transport: ApiTransport;
  /** Every request, in order. */
  readonly calls: FakeRequest[];
  /** Adds or replaces a route: key `METHOD /path`, e.g. `POST /calculator/compute`. */
  on(route: string, answer: FakeRoute): void;
  /** The requests made to one route (`METHOD /path`). */
  callsTo(route: string): FakeRequest[];
}

/** What a freshly booted app asks for before any page is shown, answered plausibly. */
function defaultRoutes(config: PublicConfig, claims: Claims | null): Record<string, FakeRoute> {
  return {
    'GET /config': config,
    'GET /user/info': claims ? userInfoOf(claims) : httpError(401, { errorCode: 'UNAUTHORIZED', message: 'no session' }),
    'GET /balance/info': {
      proPlanCredit: 5,
      proExtraCredit: 0,
      maxPlanCredit: 2,
      maxExtraCredit: 0,
      nextPlanRefreshTime: Date.UTC(2030, 0, 1),
      memberMaxPlanCredit: 10,
    },
    'GET /workspace/layout': {},
    'PUT /workspace/layout': {},
  };
}

/**
 * An in-memory `/api`: answers each request from its `METHOD /path` route; an unknown route answers
 * 404 `{ errorCode: 'NOT_FOUND' }` (and is recorded in `calls`, so a test can see what was asked).
 */
export function fakeServer(routes: Record<string, FakeRoute> = {}): FakeServer {
  const table = new Map(Object.entries(routes));
  const calls: FakeRequest[] = [];
  const transport: ApiTransport = async (request) => {
    const url = new URL(request.url, 'http://api.test');
    const req: FakeRequest = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      // What the server would parse from the JSON text.
      body: request.body === undefined ? undefined : JSON.parse(JSON.stringify(request.body)),
      authorization: request.headers.authorization ?? null,
    };
    calls.push(req);
    const route = table.get(`${req.method} ${req.path}`);
    let answer: unknown =
      route === undefined
        ? httpError(404, { errorCode: 'NOT_FOUND', message: `no fake route for ${req.method} ${req.path}` })
        : route;
    if (typeof answer === 'function') answer = await (answer as (r: FakeRequest) => unknown)(req);
    const error = answer && typeof answer === 'object' && '__httpError' in answer ? (answer as HttpError) : null;
    return error ? { status: error.status, data: error.data } : { status: 200, data: answer };
  };
  return {
    transport,
    calls,
    on: (route, answer) => void table.set(route, answer),
    callsTo: (route) => calls.filter((c) => `${c.method} ${c.path}` === route),
  };
}

/**
 * The kernel's API client on its own (no kernel), talking to `server`, with no session: for views
 * that run outside the app shell, such as a plugin's embed.
 */
export function apiFor(server: FakeServer): ApiService {
  const api = new Api({
    token: () => null,
    who: () => ({ isGuest: true, memberType: 'GUEST', modelCode: 'PRO' }),
    reauth: async () => false,
    act: () => {},
  });
  api.transport = server.transport;
  return api;
}

/** A session for the test: none, a guest, a logged-in FREE member, or claims of your own. */
export type TestSession = 'none' | 'guest' | 'member' | Partial<Claims>;

/** The claims of a test session (userId 7; `member` is a FREE member named Ada Lovelace). */
export function claimsOf(session: TestSession): Claims | null {
  if (session === 'none') return null;
  const base: Claims = {
    sub: 'ada@lemma.test',
    firstName: 'Ada',
    lastName: 'Lovelace',
    isAdmin: false,
    isGuest: false,
    userId: 7,
    exp: Math.floor(Date.now() / 1000) + 3600,
    trialCount: 1,
    trialUsed: false,
    subActived: false,
    memberType: 'FREE',
  };
  if (session === 'guest') return { ...base, sub: 'guest', firstName: null, lastName: null, isGuest: true, memberType: 'GUEST' };
  if (session === 'member') return base;
  return { ...base, ...session };
}

/** An unsigned token carrying `claims` (the client reads claims; only the server checks signatures). */
function tokenOf(claims: Claims): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.test`;
}

function userInfoOf(c: Claims) {
  return {
    userId: c.userId,
    email: c.isGuest ? null : c.sub,
    firstName: c.firstName,
    lastName: c.lastName,
    grade: null,
    country: null,
    city: null,
    language: 'en',
    preferredLanguage: null,
    termAccepted: 1,
    didSurvey: true,
    formId: null,
    showDiscordSnackbar: false,
    canCopy: true,
    canSendShortcut: true,
    canVoice: true,
    canNotebook: true,
    canNewTutor: true,
    showNotebookGuide: false,
    defaultMode: 'ANSWER',
    whatsNewVersion: null,
    imgCount: 0,
    degreeId: 0,
    eduEmailCode: null,
    stripeStatus: null,
    showFreeTrial: false,
    tutorPromotionType: null,
    subscriptionRetentionStatus: 'NOT_OFFERED',
    scheduleCancelAtPeriodEnd: false,
    memberType: c.memberType,
    isGuest: c.isGuest,
    isAdmin: c.isAdmin,
  };
}

/**
 * The real translation files for `lng` (and English, the fallback): every kernel namespace in
 * `locales/` and every plugin namespace in `plugins/<id>/locales/`.
 */
export function localeResources(lng: Language): Record<string, Record<string, object>> {
  const read = (p: string) => JSON.parse(readFileSync(p, 'utf8')) as object;
  const one = (l: string) => {
    const out: Record<string, object> = {};
    for (const f of readdirSync(join(ROOT, 'locales', l)).filter((x) => x.endsWith('.json')))
      out[f.slice(0, -5)] = read(join(ROOT, 'locales', l, f));
    for (const id of readdirSync(join(ROOT, 'plugins'))) {
      const p = join(ROOT, 'plugins', id, 'locales', `${l}.json`);
      if (existsSync(p)) out[id] = read(p);
    }
    return out;
  };
  return lng === 'en' ? { en: one('en') } : { en: one('en'), [lng]: one(lng) };
}

export interface RenderPluginViewOptions {
  /** Render the page at this path (e.g. `/app/calculator/calculation`); the plugin's routes are matched. */
  route?: string;
  /** Render this panel as a workspace tile instead. */
  panel?: string;
  /** Interface language (default `en`). */
  language?: Language;
  /** Who is logged in (default `guest`). */
  session?: TestSession;
  /** Fake `/api` routes (`METHOD /path` → answer), added to the defaults (config, user info, balance, layout). */
  http?: Record<string, FakeRoute>;
  /** Other plugins to activate alongside (e.g. `graph` for the calculator's "plot"). */
  plugins?: PluginDefinition<any>[];
  /** Services registered in every plugin's scope, replacing the kernel's for the plugins (use sparingly). */
  services?: readonly (readonly [Token<any>, unknown])[];
  /** Public config fields (e.g. `disabledPlugins`). */
  config?: Partial<PublicConfig>;
}

export interface PluginView extends RenderResult {
  kernel: Kernel;
  server: FakeServer;
  /** The router's current path (after the view navigated, e.g. through `INavigation`). */
  location(): string;
}

const CONFIG: PublicConfig = {
  disabledPlugins: [],
  googleClientId: null,
  appleClientId: null,
  supportEmail: 'support@lemma.test',
  discordUrl: 'https://discord.example/lemma',
  brand: 'Lemma',
  embedOrigins: [],
};

/**
 * Boots a test kernel with `plugin` (and `opts.plugins`; the kernel's own workspace plugin is always
 * there) and renders one of its views, with the dialog host but without the app shell and without
 * the routes' access gates (the view renders for whatever `session` is given).
 * @throws Error when neither or both of `route`/`panel` are given, when the plugin failed to
 *   activate, or when it has no such panel
 */
export async function renderPluginView(plugin: PluginDefinition<any>, opts: RenderPluginViewOptions): Promise<PluginView> {
  if (!!opts.route === !!opts.panel) throw new Error('renderPluginView: give exactly one of `route` or `panel`');
  const language = opts.language ?? 'en';
  const claims = claimsOf(opts.session ?? 'guest');
  globalThis.localStorage.clear();
  if (claims) globalThis.localStorage.setItem(STORAGE_KEYS.token, tokenOf(claims));
  const config = { ...CONFIG, ...opts.config };
  const server = fakeServer({ ...defaultRoutes(config, claims), ...opts.http });
  const kernel = await createKernel([plugin, ...(opts.plugins ?? [])], {
    language,
    resources: localeResources(language),
    config,
    transport: server.transport,
    overrides: opts.services,
  });
  const loaded = kernel.plugins.plugins.find((p) => p.id === plugin.id);
  if (loaded?.status !== 'active')
    throw new Error(
      `renderPluginView: plugin "${plugin.id}" is ${loaded?.status ?? 'missing'}${loaded?.error ? `: ${loaded.error}` : ''}`,
    );

  let path = opts.route ?? '/';
  function LocationProbe() {
    path = useLocation().pathname;
    return null;
  }
  const body = opts.panel ? tileOf(kernel, opts.panel) : <Routes>{pagesOf(kernel)}</Routes>;
  const result = render(
    <KernelProviders kernel={kernel}>
      <MemoryRouter initialEntries={[path]}>
        <NavigationBridge kernel={kernel} />
        <LocationProbe />
        {body}
        <DialogHost />
      </MemoryRouter>
    </KernelProviders>,
  );
  return Object.assign(result, { kernel, server, location: () => path });
}

const lazyViews = new Map<unknown, ComponentType>();
function lazyView(load: () => Promise<{ default: ComponentType<any> }>): ComponentType {
  let c = lazyViews.get(load);
  if (!c) lazyViews.set(load, (c = lazy(load)));
  return c;
}

/** Every active plugin's pages as routes (so a view that navigates inside its plugin keeps working); other paths render nothing. */
function pagesOf(kernel: Kernel) {
  return [
    ...kernel.plugins.routes.map((r) => {
      const C = lazyView(r.page);
      return (
        <Route
          key={`${r.pluginId}:${r.path}`}
          path={`/${r.path}`}
          element={
            <ViewHost pluginId={r.pluginId} kind="page" route={r.path}>
              <C />
            </ViewHost>
          }
        />
      );
    }),
    <Route key="*" path="*" element={null} />,
  ];
}

function tileOf(kernel: Kernel, panelId: string) {
  const panel = kernel.plugins.panels.find((p) => p.id === panelId);
  if (!panel) throw new Error(`renderPluginView: no panel "${panelId}"`);
  const C = lazyView(panel.component);
  return (
    <div className="lemma-panel" data-panel={panelId}>
      <ViewHost pluginId={panel.pluginId} kind="tile" panelId={panelId}>
        <C />
      </ViewHost>
    </div>
  );
}
