import {
  createContext,
  use,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { localePath, splitLocale, type Locale } from '@inklore/contract/pages/locales.rules';
import { pageAt } from '@inklore/contract/pages/pages.rules';
import type * as RestoreScroll from './restore-scroll.ts';

/**
 * A small client-side router on the History API: links, redirects, path parameters, query
 * parameters, back/forward, and scroll positions restored on back/forward. Which page a path
 * shows is not decided here but by the page table (app/page-table.ts, app/current-page.tsx).
 *
 * Why not react-router: its smallest setup adds 16-33 KB gzip to every page, and /browse has a
 * budget of 100 KB of first-load JavaScript of which React itself takes 69 KB. This file does
 * what the app needs in about 2 KB.
 */

/**
 * Where the app is: `pathname` is the page's own path, without the language's prefix (ADR 079:
 * /ja/browse is /browse in Japanese); the router puts the prefix back in every address it
 * writes.
 */
export type Location = { pathname: string; search: string; hash: string; key: string };
export type NavigateOptions = { replace?: boolean };
export type Navigate = (to: string, options?: NavigateOptions) => void;

type RouterValue = { location: Location; navigate: Navigate; locale: Locale };

const RouterContext = createContext<RouterValue | null>(null);
const ParamsContext = createContext<Readonly<Record<string, string>>>({});

const SCROLL_STORE = 'inklore-scroll';
let keySeed = 0;
const newKey = () => `${Date.now().toString(36)}${(keySeed++).toString(36)}`;

function stateKey(): string | null {
  const state: unknown = window.history.state;
  if (typeof state === 'object' && state !== null) {
    const key: unknown = Reflect.get(state, 'key');
    if (typeof key === 'string') return key;
  }
  return null;
}

/** Gives the current history entry a key if it has none (fragment links' entries). */
function ensureKey(): string {
  const existing = stateKey();
  if (existing) return existing;
  const key = newKey();
  writeKey(key);
  return key;
}

function writeKey(key: string): void {
  const state: unknown = window.history.state;
  const base = typeof state === 'object' && state !== null ? state : {};
  window.history.replaceState({ ...base, key }, '');
}

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname: splitLocale(pathname).path, search, hash, key: ensureKey() };
}

/**
 * An address of the app (`/ink/12`, `/browse?search=x`, `/`) in `locale`: a page of the page
 * table gets the language's prefix; the API, files (the news feed, exports) and other sites
 * do not.
 */
export function inLocale(locale: Locale, to: string): string {
  if (locale === 'en' || !to.startsWith('/') || to.startsWith('//')) return to;
  const end = to.search(/[?#]/);
  const path = end < 0 ? to : to.slice(0, end);
  if (pageAt(path).page === 'notFound') return to;
  return localePath(locale, path) + (end < 0 ? '' : to.slice(end));
}

/*
 * The first page's entry gets its key once the page is live, not while it becomes live:
 * writing the history took 11-15 ms of the ink page's hydration on a fast machine (four
 * times that on a phone). Until then the key is only here, for the address it was made for. A
 * fragment link followed within that second leaves the first entry without a key: going back
 * to it, the browser keeps its own scrolling, as for any entry without one.
 */
let unwritten: { key: string; href: string } | null = null;

function firstLocation(): Location {
  const { search, hash, href } = window.location;
  const pathname = splitLocale(window.location.pathname).path;
  let key = stateKey();
  if (!key) {
    // the same key when React draws twice (StrictMode calls the state's initializer twice)
    key = unwritten?.href === href ? unwritten.key : newKey();
    unwritten = { key, href };
  }
  return { pathname, search, hash, key };
}

/** Writes the first entry's key, if it is still unwritten and that entry is still current. */
function writeFirstKey(): void {
  const pending = unwritten;
  unwritten = null;
  if (pending && stateKey() === null && window.location.href === pending.href)
    writeKey(pending.key);
}

function readScrollStore(): Record<string, number> {
  try {
    const raw = sessionStorage.getItem(SCROLL_STORE);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {}; // written by saveScroll only
  } catch {
    return {};
  }
}

function saveScroll(key: string): void {
  try {
    const store = readScrollStore();
    store[key] = window.scrollY;
    const keys = Object.keys(store);
    for (const old of keys.slice(0, Math.max(0, keys.length - 100)))
      Reflect.deleteProperty(store, old);
    sessionStorage.setItem(SCROLL_STORE, JSON.stringify(store));
  } catch {
    // storage can be full or blocked; positions are a convenience
  }
}

/**
 * The code that restores a scroll position on back/forward (restore-scroll.ts), apart from the
 * first load (ADR 082): asked for with the first navigation inside the app, so it is there
 * before the person can go back to a page the app left; a back the app made no entry for
 * (a fragment link's) asks for it then. A first visit that only reads never loads it.
 */
let scrollCode: Promise<typeof RestoreScroll> | null = null;
const loadScrollCode = () => (scrollCode ??= import('./restore-scroll.ts'));

type ScrollIntent = 'top' | 'restore' | 'keep';
let scrollIntent: ScrollIntent = 'keep';

function staticLocationOf(path: string): Location {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash, key: 'static' };
}

/**
 * The router. `location` is for drawing a page without a browser (the page shells made at
 * build time); in the browser it is left out and the address bar is the source.
 */
export function BrowserRouter({
  children,
  location: at,
  locale: fixed,
}: {
  children: ReactNode;
  /** The page's own path (no language prefix), drawing without a browser. */
  location?: string;
  /** The page's language, drawing without a browser (in one, its address says). */
  locale?: Locale;
}) {
  const [location, setLocation] = useState(() =>
    at === undefined ? firstLocation() : staticLocationOf(at),
  );
  // the language never changes under a live page: another one is another page load
  const [locale] = useState<Locale>(
    () =>
      fixed ??
      (typeof window === 'undefined' ? 'en' : splitLocale(window.location.pathname).locale),
  );

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let last = stateKey() ?? unwritten?.key ?? null;
    // a second after the page went live: one short task of its own (the first /browse's load has
    // no bytes to spare for requestIdleCallback and its fallback)
    const later = setTimeout(writeFirstKey, 1000);
    const onPop = () => {
      unwritten = null; // its entry is left (a fragment link's back)
      if (last) saveScroll(last);
      const hadKey = stateKey() !== null;
      const next = currentLocation();
      last = next.key;
      // a fragment link (#main) makes a keyless entry: let the browser do its own scrolling
      scrollIntent = hadKey ? 'restore' : 'keep';
      setLocation(next);
    };
    const onHide = () => {
      writeFirstKey();
      const key = stateKey();
      if (key) saveScroll(key);
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('pagehide', onHide);
    return () => {
      clearTimeout(later);
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('pagehide', onHide);
    };
  }, []);

  const navigate = useMemo<Navigate>(
    () =>
      (to, options = {}) => {
        const url = new URL(inLocale(locale, to), window.location.href);
        const target = splitLocale(url.pathname);
        // another site, or this one in another language: the browser loads it
        if (url.origin !== window.location.origin || target.locale !== locale) {
          window.location.assign(url.href);
          return;
        }
        // a replacement gives this entry a key of its own below
        if (options.replace) unwritten = null;
        else writeFirstKey();
        const from = stateKey();
        if (from) saveScroll(from);
        void loadScrollCode();
        const key = newKey();
        const address = `${url.pathname}${url.search}${url.hash}`;
        if (options.replace) window.history.replaceState({ key }, '', address);
        else window.history.pushState({ key }, '', address);
        scrollIntent = options.replace ? 'keep' : 'top';
        setLocation({ pathname: target.path, search: url.search, hash: url.hash, key });
      },
    [locale],
  );

  useLayoutEffect(() => {
    const intent = scrollIntent;
    scrollIntent = 'keep';
    if (intent === 'top') {
      const target = location.hash
        ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
        : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
    } else if (intent === 'restore') {
      const y = readScrollStore()[location.key];
      if (typeof y === 'number') {
        // loaded already, it starts before the next paint (a promise's callback)
        let stop: (() => void) | undefined;
        let gone = false;
        void loadScrollCode().then((m) => {
          if (!gone) stop = m.restoreScroll(y);
        });
        return () => {
          gone = true;
          stop?.();
        };
      }
    }
    return undefined;
  }, [location]);

  const value = useMemo(() => ({ location, navigate, locale }), [location, navigate, locale]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

function useRouter(): RouterValue {
  const value = use(RouterContext);
  if (!value) throw new Error('Router hooks must be used inside <BrowserRouter>');
  return value;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): Navigate {
  return useRouter().navigate;
}

/** The page's language (its address's prefix). */
export function useLocale(): Locale {
  return useRouter().locale;
}

export function useParams(): Readonly<Record<string, string>> {
  return use(ParamsContext);
}

export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams, options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = (next: URLSearchParams, options?: NavigateOptions) => {
    const qs = next.toString();
    navigate(`${location.pathname}${qs ? `?${qs}` : ''}`, options);
  };
  return [params, set];
}

/** Gives the page below it its path parameters (which: app/current-page.tsx, from the page table). */
export function RouteParams({
  params,
  children,
}: {
  params: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  return <ParamsContext value={params}>{children}</ParamsContext>;
}

function isPlainLeftClick(e: MouseEvent<HTMLAnchorElement>): boolean {
  return e.button === 0 && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
};

export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const { navigate, locale } = useRouter();
  return (
    <a
      href={inLocale(locale, to)}
      target={target}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || !isPlainLeftClick(e) || (target && target !== '_self')) return;
        e.preventDefault();
        navigate(to, { replace });
      }}
      {...rest}
    />
  );
}

export type NavLinkProps = Omit<LinkProps, 'className'> & {
  className?: string | ((state: { isActive: boolean }) => string);
};

/** A link that knows whether it points at the current page (or a page under it). */
export function NavLink({ to, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = new URL(to, 'http://x').pathname;
  const exact = pathname === target;
  const isActive = exact || (target !== '/' && pathname.startsWith(`${target}/`));
  return (
    <Link
      to={to}
      aria-current={exact ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...rest}
    />
  );
}

/** Redirects as soon as it renders (replacing the current history entry by default). */
export function Redirect({ to, replace = true }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}
