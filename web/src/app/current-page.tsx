import { pageAt, recoveryRedirect, type PageMatch } from '@inklore/contract/pages/pages.rules';
import { Redirect, RouteParams, useLocation } from '#src/lib/router.tsx';
import { useEffect } from 'react';
import { goLive } from '#src/lib/early-input.ts';
import { pages } from './page-table.ts';

/** The path parameters a page reads with useParams(): `id` or `username`. */
function paramsOf(match: PageMatch): Record<string, string> {
  const { page: _page, ...params } = match;
  return params;
}

/**
 * The page for the current address (spec §2): which page the page table's paths name
 * (contract/src/pages/pages.rules.ts), drawn by its module (page-table.ts).
 */
export function CurrentPage() {
  const { pathname, search, hash } = useLocation();
  // the page is live (hydrated after the frame): what was typed, ticked and tapped before is
  // taken over now (ADR 062)
  useEffect(goLive, []);
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
