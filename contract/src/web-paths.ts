/**
 * Which page of the web app a path shows. Shared by the web app's router and link
 * prefetching and by the server, which answers 404 for a path that shows no page (so all
 * three agree). Plain TypeScript, no zod: the web app's first load imports it alone.
 */

/** The Atom feed of published stories: a document the server serves (features/news), no page. */
export const NEWS_FEED_PATH = '/news/feed.xml';

/** Spec §2: the news management screen has two addresses. */
export const MANAGE_NEWS_PATHS = ['/admin/news', '/manage-news'] as const;

/** The account pages (issue 4). */
export const ACCOUNT_PATHS = {
  '/login': 'login',
  '/signup': 'signup',
  '/verify-email': 'verifyEmail',
  '/reset-password': 'resetPassword',
  '/oauth-callback': 'oauthCallback',
  '/profile': 'profile',
} as const;

export const INFO_PATHS = {
  '/faq': 'faq',
  '/terms': 'terms',
  '/privacy': 'privacy',
  '/contact': 'contact',
  '/open-data': 'openData',
} as const;

export type RouteMatch =
  | { page: 'home' }
  | { page: 'browse' }
  | { page: 'ink'; id: string }
  | { page: 'news' }
  | { page: 'story'; id: string }
  | { page: 'faq' | 'terms' | 'privacy' | 'contact' | 'openData' }
  | { page: (typeof ACCOUNT_PATHS)[keyof typeof ACCOUNT_PATHS] }
  | { page: 'user'; username: string }
  | { page: 'admin' }
  | { page: 'submit' }
  | { page: 'inkEdit'; id: string }
  | { page: 'manageNews' }
  | { page: 'collection'; id: string }
  | { page: 'badgeShowcase' }
  | { page: 'compare' }
  | { page: 'notFound' };

/** The name of every page a path can show. */
export type WebPage = RouteMatch['page'];

export function matchPath(pathname: string): RouteMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return { page: 'home' };
  if (path === '/browse') return { page: 'browse' };
  if (path === '/news') return { page: 'news' };
  if (path in INFO_PATHS) return { page: INFO_PATHS[path as keyof typeof INFO_PATHS] }; // checked by `in` just above
  if (path in ACCOUNT_PATHS) return { page: ACCOUNT_PATHS[path as keyof typeof ACCOUNT_PATHS] }; // checked by `in` just above
  if (path === '/admin') return { page: 'admin' };
  if (path === '/submit') return { page: 'submit' };
  if ((MANAGE_NEWS_PATHS as readonly string[]).includes(path)) return { page: 'manageNews' };
  // The Atom feed is the server's document (features/news), never a page of the app.
  if (path === NEWS_FEED_PATH) return { page: 'notFound' };
  if (path === '/badge-showcase') return { page: 'badgeShowcase' };
  if (path === '/compare') return { page: 'compare' };
  let m = /^\/inks?\/([^/]+)\/edit$/.exec(path);
  if (m?.[1]) return { page: 'inkEdit', id: decodeURIComponent(m[1]) };
  m = /^\/inks?\/([^/]+)$/.exec(path);
  if (m?.[1]) return { page: 'ink', id: decodeURIComponent(m[1]) };
  m = /^\/news\/([^/]+)$/.exec(path);
  if (m?.[1]) return { page: 'story', id: decodeURIComponent(m[1]) };
  m = /^\/user\/([^/]+)$/.exec(path);
  if (m?.[1]) return { page: 'user', username: safeDecode(m[1]) };
  m = /^\/collections\/([^/]+)$/.exec(path);
  if (m?.[1]) return { page: 'collection', id: safeDecode(m[1]) };
  return { page: 'notFound' };
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part; // a malformed escape: the page says nobody has this name
  }
}

/**
 * Spec §2 Home: a URL carrying a password-recovery token (query token with type=recovery, or
 * hash access_token with type=recovery) goes to /reset-password, keeping the hash.
 */
export function recoveryRedirect(search: string, hash: string): string | null {
  const query = new URLSearchParams(search);
  const fromQuery = Boolean(query.get('token')) && query.get('type') === 'recovery';
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const fromHash = Boolean(fragment.get('access_token')) && fragment.get('type') === 'recovery';
  return fromQuery || fromHash ? `/reset-password${search}${hash}` : null;
}
