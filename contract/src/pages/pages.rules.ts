/**
 * The web app's pages and the paths that show them: the half of the page table (ADR 044) the
 * server reads too, for its 404 and its sitemap's addresses. web/src/app/page-table.ts gives
 * every page named here its module; the compiler holds the two to the same names. Plain
 * TypeScript, no zod: the first-paint script (web/src/page-shells/show-page-shell.ts) carries
 * it alone.
 */

/** The Atom feed of published stories: a document the server serves (features/news), no page. */
export const NEWS_FEED_PATH = '/news/feed.xml';

/**
 * Every page by name, with the paths that show it (spec §2). `:id` and `:username` stand for
 * one part of the path, handed to the page decoded; a trailing slash makes no difference.
 * Every other path shows notFound.
 */
export const PAGE_PATHS = {
  home: ['/'],
  browse: ['/browse'],
  ink: ['/ink/:id', '/inks/:id'],
  inkEdit: ['/ink/:id/edit', '/inks/:id/edit'],
  inkHistory: ['/ink/:id/history', '/inks/:id/history'],
  news: ['/news'],
  story: ['/news/:id'],
  faq: ['/faq'],
  terms: ['/terms'],
  privacy: ['/privacy'],
  contact: ['/contact'],
  openData: ['/open-data'],
  // the account pages
  login: ['/login'],
  signup: ['/signup'],
  verifyEmail: ['/verify-email'],
  resetPassword: ['/reset-password'],
  oauthCallback: ['/oauth-callback'],
  profile: ['/profile'],
  user: ['/user/:username'],
  // between members (ADR 059): compare my inks with a member's
  userCompare: ['/user/:username/compare'],
  // Year in Ink (ADR 057): the member's own years, and a year a member shared
  year: ['/year', '/year/:year'],
  userYear: ['/user/:username/year/:year'],
  admin: ['/admin'],
  submit: ['/submit'],
  // spec §2: the news management screen has two addresses
  manageNews: ['/admin/news', '/manage-news'],
  collection: ['/collections/:id'],
  badgeShowcase: ['/badge-showcase'],
  compare: ['/compare'],
  // pens, what is inked in them, and the diary (a member's own)
  pens: ['/pens'],
  diary: ['/diary'],
  // samples between members (ADR 059): the wishlist match, requests, offers, blocks; one request
  samples: ['/samples'],
  sampleRequest: ['/samples/requests/:id'],
  // follows and notifications (ADR 060); the digest mail's link works signed out
  feed: ['/feed'],
  notifications: ['/notifications'],
  unsubscribe: ['/unsubscribe'],
  // "do I own this?": a member's inks and the catalogue's index, searched on the device (ADR 089)
  ownCheck: ['/do-i-own-this'],
  notFound: [],
} as const;

/** The name of every page. */
export type PageName = keyof typeof PAGE_PATHS;

/** The parameters of a path pattern: '/ink/:id/edit' has 'id'. */
type ParamsOf<Pattern> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** The page a path shows, with its parameters: { page: 'ink', id: '12' }. */
export type PageMatch = {
  [P in PageName]: { page: P } & Record<ParamsOf<(typeof PAGE_PATHS)[P][number]>, string>;
}[PageName];

/** The page `pathname` shows. A malformed escape is handed to the page as written. */
export function pageAt(pathname: string): PageMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // The Atom feed is the server's document (features/news), never a page of the app.
  if (path === NEWS_FEED_PATH) return { page: 'notFound' };
  const parts = path.split('/');
  for (const [page, patterns] of Object.entries(PAGE_PATHS)) {
    for (const pattern of patterns) {
      const wanted = pattern.split('/');
      const match: Record<string, string> = { page };
      const fits =
        wanted.length === parts.length &&
        wanted.every((want, i) => {
          const part = parts[i] ?? '';
          if (!want.startsWith(':') || !part) return want === part;
          match[want.slice(1)] = safeDecode(part);
          return true;
        });
      // the page's own patterns named the parameters
      if (fits) return match as PageMatch;
    }
  }
  return { page: 'notFound' };
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part; // a malformed escape: the page says nothing has this name
  }
}

/** A page's address (its first path), parameters filled in: the server's sitemap writes these. */
export function pathOf(match: Exclude<PageMatch, { page: 'notFound' }>): string {
  return PAGE_PATHS[match.page][0].replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(Reflect.get(match, name))),
  );
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
