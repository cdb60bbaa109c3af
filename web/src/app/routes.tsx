import {
  matchPath,
  recoveryRedirect,
  type RouteMatch,
  type WebPage,
} from '@inklore/contract/web-paths';
import { Redirect, RouteParams, useLocation } from '#src/lib/router.tsx';
import { pages, type PageName } from './pages.ts';

/**
 * The route table, in one place for everything that asks which page an address shows:
 * contract/src/web-paths.ts turns a path into a page name (the server answers 404 by it) and
 * pages.ts gives each name its lazy component. The router below, hover prefetching
 * (prefetch.ts), the page shells drawn at build time (src/page-shells) and the script that
 * shows them (src/page-shells/show-page-shell.ts) all ask `pageAt`.
 */
export function pageAt(pathname: string): RouteMatch {
  try {
    return matchPath(pathname);
  } catch {
    // a malformed escape (/ink/%E0): the page is asked with the part as written, and says
    // nothing has that name
    return matchPath(pathname.replace(/%/g, '%25'));
  }
}

/** Every page the path table can name has its component in pages.ts, and no other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const PAGES_MATCH_PATHS: Same<WebPage, PageName> = true;

/** The path parameters a page reads with useParams(): `id` or `username`. */
function paramsOf(match: RouteMatch): Record<string, string> {
  const { page: _page, ...params } = match;
  return params;
}

/** The page for the current address (spec §2). */
export function CurrentPage() {
  const { pathname, search, hash } = useLocation();
  const match = pageAt(pathname);
  // Spec §2 Home: a password-recovery link goes to /reset-password.
  const recovery = match.page === 'home' ? recoveryRedirect(search, hash) : null;
  if (recovery) return <Redirect to={recovery} />;
  const { Component } = pages[match.page];
  return (
    <RouteParams params={paramsOf(match)}>
      <Component />
    </RouteParams>
  );
}
