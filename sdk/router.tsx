/**
 * The router (issue #13, first-visit weight): the part of react-router-dom's API that Lemma uses,
 * in ~2 kB instead of react-router's ~14 kB brotli. vite.config.ts and tsconfig.json map the
 * `react-router-dom` import to this module of the client SDK, so views and tests import it as
 * before (and the architecture's import rules see an SDK import, allowed to plugins and core).
 *
 * Supported: `BrowserRouter` (basename) and `MemoryRouter` (initialEntries); `Routes` of flat
 * `Route`s (`path` with static segments, `:params` and a trailing `*`; case-insensitive; trailing
 * slash ignored) ranked as react-router ranks them (static segment 10, param 3, splat −2, order
 * breaks ties); `Navigate`; `Link` (absolute `to`, plain clicks only — a modified click or a
 * `target` lets the browser open the link); `useNavigate` (absolute paths with a query or hash,
 * `{ replace }`, or a number to go back/forward); `useLocation`, `useParams`, `useSearchParams`.
 * Not supported (Lemma uses none): nested routes, relative paths, loaders and actions, `state`.
 */
import {
  Children,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** Changes with every navigation (React keys). */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

export interface NavigateFunction {
  (to: string, options?: NavigateOptions): void;
  (delta: number): void;
}

interface History {
  location: Location;
  push(to: string, replace: boolean): void;
  go(delta: number): void;
  subscribe(fn: () => void): () => void;
}

interface RouterState {
  location: Location;
  navigate: NavigateFunction;
  /** The prefix of every path on the page (`''` or `/es`). */
  basename: string;
}

const RouterContext = createContext<RouterState | null>(null);
const ParamsContext = createContext<Record<string, string>>({});

let keys = 0;
/** `/a/b?x#y` as a location. */
function parse(path: string): Location {
  const url = new URL(path, 'http://lemma.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, key: String(++keys) };
}

function useRouter(hook: string): RouterState {
  const state = useContext(RouterContext);
  if (!state) throw new Error(`${hook}() may be used only inside a <BrowserRouter> or <MemoryRouter>`);
  return state;
}

/** Provides the location of `history`, re-rendered on every change. */
function Router({ history, basename, children }: { history: History; basename: string; children?: ReactNode }) {
  const location = useSyncExternalStore(history.subscribe, () => history.location);
  const navigate = useCallback(
    (to: string | number, options?: NavigateOptions) =>
      typeof to === 'number' ? history.go(to) : history.push(to, !!options?.replace),
    [history],
  ) as NavigateFunction;
  const state = useMemo(() => ({ location, navigate, basename }), [location, navigate, basename]);
  return <RouterContext.Provider value={state}>{children}</RouterContext.Provider>;
}

/** A history's listeners: `subscribe` (for useSyncExternalStore) and `notify`. */
function listeners() {
  const set = new Set<() => void>();
  return {
    subscribe: (fn: () => void) => (set.add(fn), () => void set.delete(fn)),
    notify: () => set.forEach((fn) => fn()),
  };
}

/** The browser's address bar and history, under `basename` (e.g. `/es`). */
export function BrowserRouter({ basename = '/', children }: { basename?: string; children?: ReactNode }) {
  const base = basename.replace(/\/+$/, '');
  const history = useMemo<History>(() => {
    const { subscribe, notify } = listeners();
    const read = () => {
      const { pathname, search, hash } = window.location;
      const inside =
        base && pathname.toLowerCase().startsWith(base.toLowerCase()) ? pathname.slice(base.length) || '/' : pathname;
      return parse(inside + search + hash);
    };
    const h: History = {
      location: read(),
      push(to, replace) {
        window.history[replace ? 'replaceState' : 'pushState'](null, '', base + to);
        h.location = read();
        notify();
      },
      go: (delta) => window.history.go(delta),
      // The browser's back and forward buttons, while anything listens.
      subscribe(fn) {
        const onPop = () => ((h.location = read()), notify());
        const off = subscribe(fn);
        window.addEventListener('popstate', onPop);
        return () => (off(), window.removeEventListener('popstate', onPop));
      },
    };
    return h;
  }, [base]);
  return (
    <Router history={history} basename={base}>
      {children}
    </Router>
  );
}

/** An in-memory history starting at the last of `initialEntries` (tests). */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children?: ReactNode }) {
  // The entries are read once, as react-router does.
  const [history] = useState<History>(() => {
    const { subscribe, notify } = listeners();
    const stack = initialEntries.map(parse);
    let index = stack.length - 1;
    const h: History = {
      location: stack[index]!,
      push(to, replace) {
        if (replace) stack[index] = parse(to);
        else stack.splice(++index, stack.length, parse(to));
        h.location = stack[index]!;
        notify();
      },
      go(delta) {
        index = Math.min(stack.length - 1, Math.max(0, index + delta));
        h.location = stack[index]!;
        notify();
      },
      subscribe,
    };
    return h;
  });
  return (
    <Router history={history} basename="">
      {children}
    </Router>
  );
}

export interface RouteProps {
  path?: string;
  element?: ReactNode;
}

/** A route of a `<Routes>`: it renders nothing itself. */
export function Route(_props: RouteProps): null {
  return null;
}

/**
 * How well `pattern` fits `pathname`: its params and react-router's score, or null when it does not.
 * @returns e.g. `{ params: { uuid: 'x' }, score: 23 }` for `/app/ask/:uuid` and `/app/ask/x`
 */
export function matchPath(pattern: string, pathname: string): { params: Record<string, string>; score: number } | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  let score = want.length;
  for (let i = 0; i < want.length; i++) {
    const seg = want[i]!;
    if (seg === '*' && i === want.length - 1) {
      params['*'] = have.slice(i).map(decodeURIComponent).join('/');
      return { params, score: score - 2 };
    }
    const got = have[i];
    if (got === undefined) return null;
    if (seg.startsWith(':')) {
      params[seg.slice(1)] = decodeURIComponent(got);
      score += 3;
    } else if (seg.toLowerCase() === got.toLowerCase()) score += 10;
    else return null;
  }
  return have.length === want.length ? { params, score } : null;
}

/** The `<Route>` elements among `children` (arrays and fragments flattened). */
function routesOf(children: ReactNode): RouteProps[] {
  const out: RouteProps[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const props = child.props as RouteProps & { children?: ReactNode };
    if (child.type === Route) out.push(props);
    else out.push(...routesOf(props.children));
  });
  return out;
}

/** Renders the element of the best-ranked route that matches the location (nothing when none does). */
export function Routes({ children }: { children?: ReactNode }): ReactElement | null {
  const { location } = useRouter('Routes');
  let best: { element: ReactNode; params: Record<string, string>; score: number } | null = null;
  for (const r of routesOf(children)) {
    const m = matchPath(r.path ?? '/', location.pathname);
    if (m && (!best || m.score > best.score)) best = { element: r.element ?? null, ...m };
  }
  if (!best) return null;
  return <ParamsContext.Provider value={best.params}>{best.element}</ParamsContext.Provider>;
}

/** Navigates once rendered (a redirect). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }): null {
  const { navigate } = useRouter('Navigate');
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

/** A link inside the app: a real `<a href>` (with the basename), navigating without a page load on a plain click. */
export function Link({
  to,
  replace,
  onClick,
  target,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; replace?: boolean }) {
  const { navigate, basename } = useRouter('Link');
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (
      e.defaultPrevented ||
      e.button !== 0 ||
      e.metaKey ||
      e.altKey ||
      e.ctrlKey ||
      e.shiftKey ||
      (target && target !== '_self')
    )
      return;
    e.preventDefault();
    navigate(to, { replace });
  };
  return <a {...rest} target={target} href={basename + to} onClick={click} />;
}

export function useNavigate(): NavigateFunction {
  return useRouter('useNavigate').navigate;
}

export function useLocation(): Location {
  return useRouter('useLocation').location;
}

export function useParams<T extends Record<string, string | undefined> = Record<string, string | undefined>>(): T {
  return useContext(ParamsContext) as T;
}

/** The location's query, and a setter that navigates to the same path with another query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter('useSearchParams');
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => {
      const query = new URLSearchParams(next as Record<string, string>).toString();
      navigate(`${location.pathname}${query ? `?${query}` : ''}${location.hash}`, options);
    },
    [location.pathname, location.hash, navigate],
  );
  return [params, set];
}
