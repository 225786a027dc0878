/**
 * The shop's router: the part of React Router's declarative API the shop uses (BrowserRouter,
 * MemoryRouter, StaticRouter, useRoutes/Routes, Outlet, Link, NavLink and the location hooks), with
 * the same behaviour, in about a tenth of its bytes.
 *
 * Why not React Router itself: on every page it was about 10 KiB of the roughly 90 KiB of
 * JavaScript a page needs before it works on a slow phone (issue 22), for routing fifteen fixed
 * patterns; most of it serves data routers, loaders, forms and framework mode, which the shop does
 * not use. What is kept matches React Router 7's declarative mode where the shop relies on it:
 *   - navigations update the page in a transition, so a page whose code is still loading leaves
 *     the current page on screen rather than a fallback; unlike React Router, one that changes only
 *     the search or fragment of the page shown (a filter, a sort, "Show more") is drawn at once, as
 *     the tap's own update: its code is there, and a transition would only slice the same work
 *     into pieces with the browser's frames between them (on a slow phone, ~30% longer to show);
 *   - such a change reaches only the components that read the location (`useLocation`, a store
 *     they subscribe to), not the router's context, which changes with the page alone. A context
 *     change would make React walk the whole page for its readers, and make it take over at once
 *     every part of the page still waiting for its code (src/lib/later-part.tsx): a size tapped on
 *     a product page loaded its description's, reviews' and size chart's code, and the first
 *     filter on the shop drew the page twice (issue 37);
 *   - the first entry's key is "default", and history entries carry `{ usr, key, idx }` as React
 *     Router writes them, so entries made before this router still read the same;
 *   - routes are ranked as React Router ranks them (static segments before `:params` before `*`),
 *     matched case-insensitively, a trailing slash ignored, params decoded;
 *   - a Link to the address already shown replaces the entry instead of adding one; a click with a
 *     modifier key, another button, a `target` or a handler that prevented it is left to the browser;
 *   - NavLink sets `aria-current="page"` on the link of the page shown (`end`: that path exactly).
 */
import {
  Children,
  createContext,
  isValidElement,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** "default" for the entry the visit started on; a new key for every entry after it. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Where the router's location comes from and where navigations go: the browser, memory, or nowhere. */
interface History {
  readonly action: NavigationType;
  readonly location: Location;
  push(to: string, state?: unknown): void;
  replace(to: string, state?: unknown): void;
  listen(listener: () => void): () => void;
}

/** What an address string (`/shop?q=red#top`) names, resolved against the location shown. */
function parse(to: string, from: Pick<Location, 'pathname' | 'search'> = { pathname: '/', search: '' }) {
  const url = new URL(to, `http://router.invalid${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const hrefOf = ({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) => `${pathname}${search}${hash}`;

const newKey = () => Math.random().toString(36).slice(2, 10);

/** Who follows a history: `listen` for the router, `notify` for the history when it has moved. */
function listeners() {
  const all = new Set<() => void>();
  return {
    listen(listener: () => void) {
      all.add(listener);
      return () => void all.delete(listener);
    },
    notify: () => all.forEach((listener) => listener()),
  };
}

function browserHistory(): History {
  type Entry = { usr?: unknown; key?: string; idx?: number } | null;
  const entry = () => window.history.state as Entry;
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry()?.usr ?? null, key: entry()?.key ?? 'default' };
  };
  const { listen, notify } = listeners();
  let action: NavigationType = 'POP';
  let location = read();
  let index = entry()?.idx ?? 0;
  if (entry()?.idx === undefined) window.history.replaceState({ ...entry(), idx: index }, '');
  const go = (kind: 'PUSH' | 'REPLACE', to: string, state: unknown) => {
    const target = parse(to, location);
    if (kind === 'PUSH') index += 1;
    const record = { usr: state ?? null, key: newKey(), idx: index };
    try {
      if (kind === 'PUSH') window.history.pushState(record, '', hrefOf(target));
      else window.history.replaceState(record, '', hrefOf(target));
    } catch {
      // Too many entries (Safari's limit) or state that cannot be stored: the browser loads it instead.
      window.location.assign(hrefOf(target));
      return;
    }
    action = kind;
    location = read();
    notify();
  };
  window.addEventListener('popstate', () => {
    action = 'POP';
    location = read();
    index = entry()?.idx ?? index;
    notify();
  });
  return {
    get action() {
      return action;
    },
    get location() {
      return location;
    },
    push: (to, state) => go('PUSH', to, state),
    replace: (to, state) => go('REPLACE', to, state),
    listen,
  };
}

function memoryHistory(entries: readonly string[]): History {
  const stack: Location[] = (entries.length > 0 ? entries : ['/']).map((to, i) => ({ ...parse(to), state: null, key: i === 0 ? 'default' : newKey() }));
  let index = stack.length - 1;
  let action: NavigationType = 'POP';
  const { listen, notify } = listeners();
  const go = (kind: 'PUSH' | 'REPLACE', to: string, state: unknown) => {
    const next = { ...parse(to, stack[index]), state: state ?? null, key: newKey() };
    if (kind === 'PUSH') stack.splice(++index, stack.length, next);
    else stack[index] = next;
    action = kind;
    notify();
  };
  return {
    get action() {
      return action;
    },
    get location() {
      return stack[index] as Location;
    },
    push: (to, state) => go('PUSH', to, state),
    replace: (to, state) => go('REPLACE', to, state),
    listen,
  };
}

/** A location and how it was reached. */
interface Shown {
  location: Location;
  navigationType: NavigationType;
}

/**
 * The page shown's changes that leave it the same page (another search or fragment), for the
 * components that read the location: the latest of them, with the page (the context's `page`) it
 * belongs to. A reader of another page (one drawn in a transition, or a page visited again) finds
 * a `page` other than its own and reads the page's location instead.
 */
interface PageChanges {
  get: () => { page: Shown; latest: Shown };
  listen: (listener: () => void) => () => void;
}

interface RouterState {
  /** The page shown (or on its way, in a transition): changes only when the page does. */
  page: Shown;
  changes: PageChanges;
  history: History;
}

const RouterContext = createContext<RouterState | null>(null);

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('This component needs a router around it (BrowserRouter, MemoryRouter or StaticRouter).');
  return router;
}

/** The location shown: the page's, with its latest change of search or fragment. */
function useShown(): Shown {
  const { page, changes } = useRouter();
  const { page: of, latest } = useSyncExternalStore(changes.listen, changes.get, changes.get);
  return of === page ? latest : page;
}

/**
 * Follows `history`: a move to another path is another page (`moved` returns it, to draw in a
 * transition); a move on the same path is told to the page's readers at once.
 */
function pageChanges(history: History): PageChanges & { first: Shown; moved: () => Shown | undefined } {
  const first: Shown = { location: history.location, navigationType: history.action };
  // The page the history is on: shown, or on its way.
  let target = first;
  let snapshot = { page: first, latest: first };
  const { listen, notify } = listeners();
  return {
    first,
    get: () => snapshot,
    listen,
    moved() {
      const next: Shown = { location: history.location, navigationType: history.action };
      if (next.location.pathname !== target.location.pathname) return (target = next);
      snapshot = { page: target, latest: next };
      notify();
      return undefined;
    },
  };
}

/** Renders `children` with `history`'s location, following it as it changes (another page in a transition). */
function HistoryRouter({ history, children }: { history: History; children: ReactNode }) {
  const [changes] = useState(() => pageChanges(history));
  const [page, setPage] = useState(changes.first);
  useLayoutEffect(
    () =>
      history.listen(() => {
        const other = changes.moved();
        if (other) startTransition(() => setPage(other));
      }),
    [history, changes],
  );
  const value = useMemo(() => ({ page, changes, history }), [page, changes, history]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

/** The router of the running shop: the address bar and the browser's history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(browserHistory);
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

/** A router with its history in memory (tests): opened at the last of `initialEntries`. */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: readonly string[]; children: ReactNode }) {
  const [history] = useState(() => memoryHistory(initialEntries));
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

/** The prerenderer's router: one address, no navigation. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo<RouterState>(() => {
    const shown: Location = { ...parse(location), state: null, key: 'default' };
    const refuse = () => {
      throw new Error('A page cannot navigate while it is being prerendered.');
    };
    const history: History = { action: 'POP', location: shown, push: refuse, replace: refuse, listen: () => () => {} };
    const changes = pageChanges(history);
    return { page: changes.first, changes, history };
  }, [location]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

export function useLocation(): Location {
  return useShown().location;
}

/**
 * The path of the page shown: what a component that needs no more of the location reads, so it is
 * not drawn again when a filter or "Show more" changes the search (the path cannot change then).
 */
export function usePathname(): string {
  return useRouter().page.location.pathname;
}

/** How the location shown was reached: POP (the first page, Back or Forward), PUSH or REPLACE. */
export function useNavigationType(): NavigationType {
  return useShown().navigationType;
}

/** Goes to an address (`/orders/RNG-…`, or `?sort=price` for this page with another search). */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const { history } = useRouter();
  return useCallback(
    (to, { replace = false, state } = {}) => {
      if (replace) history.replace(to, state);
      else history.push(to, state);
    },
    [history],
  );
}

type SearchInit = URLSearchParams | string | Record<string, string> | [string, string][];

/** The address's search parameters, and a way to change them (a navigation to this page with that search). */
export function useSearchParams(): [URLSearchParams, (next: SearchInit, options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: SearchInit, options?: NavigateOptions) => {
      const text = new URLSearchParams(next).toString();
      navigate(`?${text}`, options);
    },
    [navigate],
  );
  return [params, set];
}

// ---- Routes -------------------------------------------------------------------------------------

export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

export type Params = Record<string, string | undefined>;

export interface RouteMatch<R> {
  route: R;
  params: Params;
}

interface Branch<R> {
  /** The routes from the outermost to the one that matches a whole address. */
  routes: R[];
  segments: string[];
  score: number;
  order: number;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** React Router's ranking: a static segment outranks a `:param`, which outranks `*`; an index route a bare parent. */
function scoreOf(segments: string[], index: boolean): number {
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') score -= 2;
    else if (segment.startsWith(':')) score += 3;
    else score += 10;
  }
  return score;
}

function branchesOf<R extends { path?: string; index?: boolean; children?: readonly R[] }>(routes: readonly R[], parents: R[] = [], prefix: string[] = [], out: Branch<R>[] = []): Branch<R>[] {
  for (const route of routes) {
    const segments = [...prefix, ...segmentsOf(route.path ?? '')];
    const chain = [...parents, route];
    if (route.children?.length) branchesOf(route.children, chain, segments, out);
    if (route.path !== undefined || route.index) out.push({ routes: chain, segments, score: scoreOf(segments, route.index === true), order: out.length });
  }
  return out;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a stray "%": the segment as it was written
  }
}

function matchBranch(segments: string[], pathname: string): Params | null {
  const parts = segmentsOf(pathname);
  const params: Params = {};
  for (const [i, segment] of segments.entries()) {
    if (segment === '*') {
      params['*'] = parts.slice(i).map(decode).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(part);
    else if (decode(part).toLowerCase() !== segment.toLowerCase()) return null;
  }
  return parts.length === segments.length ? params : null;
}

/** Each route table's branches, best first: ranked once per table, not on every render. */
const rankedTables = new WeakMap<object, Branch<never>[]>();

function ranked<R extends { path?: string; index?: boolean; children?: readonly R[] }>(routes: readonly R[]): Branch<R>[] {
  let branches = rankedTables.get(routes) as Branch<R>[] | undefined;
  if (!branches) {
    branches = branchesOf(routes).sort((a, b) => b.score - a.score || a.order - b.order);
    rankedTables.set(routes, branches as Branch<never>[]);
  }
  return branches;
}

/** The routes, outermost first, that show `pathname`; null when none does. */
export function matchRoutes<R extends { path?: string; index?: boolean; children?: readonly R[] }>(routes: readonly R[], pathname: string): RouteMatch<R>[] | null {
  for (const branch of ranked(routes)) {
    const params = matchBranch(branch.segments, pathname);
    if (params) return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}

const RouteContext = createContext<{ params: Params; outlet: ReactNode }>({ params: {}, outlet: null });

/** The element of the routes that match the location shown, each inside its parent's <Outlet />. */
export function useRoutes(routes: readonly RouteObject[]): ReactNode {
  const pathname = usePathname();
  const matches = matchRoutes(routes, pathname);
  if (!matches) return null;
  return matches.reduceRight<ReactNode>(
    (outlet, { route, params }) => <RouteContext value={{ params, outlet }}>{route.element === undefined ? <Outlet /> : route.element}</RouteContext>,
    null,
  );
}

/** Where a layout route shows the page inside it. */
export function Outlet(): ReactNode {
  return useContext(RouteContext).outlet;
}

/** The matched route's `:params`, decoded. */
export function useParams(): Params {
  return useContext(RouteContext).params;
}

type RouteProps = Omit<RouteObject, 'children'> & { children?: ReactNode };

/** A route, written as JSX inside <Routes> (tests): <Routes> reads its props, it renders nothing. */
export function Route(props: RouteProps): ReactElement | null {
  void props;
  return null;
}

function routesFrom(children: ReactNode): RouteObject[] {
  return Children.toArray(children)
    .filter((child): child is ReactElement<RouteProps> => isValidElement(child))
    .map(({ props }) => ({ path: props.path, index: props.index, element: props.element, children: props.children ? routesFrom(props.children) : undefined }));
}

export function Routes({ children }: { children: ReactNode }): ReactNode {
  return useRoutes(routesFrom(children));
}

// ---- Links --------------------------------------------------------------------------------------

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/** A link the browser would follow itself: another site, or an address that is not a path. */
const isExternal = (to: string) => /^[a-z][a-z0-9+.-]*:|^\/\//i.test(to);

/**
 * A link to an address of the shop, followed without loading the page again. A path (`/sproduct/3`)
 * needs nothing of the location, so a card's link is not drawn again when a filter changes it;
 * another address (`?page=2`, `#reviews`) is resolved against the location shown.
 */
export function Link({ to, ...props }: LinkProps) {
  if (isExternal(to)) {
    const { replace, state, children, ...rest } = props;
    void replace;
    void state;
    return (
      <a {...rest} href={to}>
        {children}
      </a>
    );
  }
  return to.startsWith('/') ? <FollowedLink href={hrefOf(parse(to))} {...props} /> : <RelativeLink to={to} {...props} />;
}

function RelativeLink({ to, ...props }: LinkProps) {
  return <FollowedLink href={hrefOf(parse(to, useLocation()))} {...props} />;
}

function FollowedLink({ href, replace, state, onClick, target, children, ...rest }: Omit<LinkProps, 'to'> & { href: string }) {
  const { history } = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // The address already shown: a new entry would make Back show the same page again.
    if (replace ?? href === hrefOf(history.location)) history.replace(href, state);
    else history.push(href, state);
  };
  return (
    <a {...rest} href={href} target={target} onClick={follow}>
      {children}
    </a>
  );
}

/** A navigation link: `aria-current="page"` on the one for the page shown (`end`: only that exact path). */
export function NavLink({ end = false, ...props }: LinkProps & { end?: boolean }) {
  // The path alone: a link's path is resolved against the page's, whatever its search.
  const pathname = usePathname();
  const here = pathname.toLowerCase();
  const path = parse(props.to, { pathname, search: '' }).pathname.toLowerCase();
  const base = path !== '/' && path.endsWith('/') ? path.slice(0, -1) : path;
  const active = here === path || (!end && here.startsWith(base) && here.charAt(base.length) === '/');
  return <Link {...props} aria-current={active ? 'page' : undefined} />;
}
