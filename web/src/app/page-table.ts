import { createElement, lazy, type ComponentType } from 'react';
import type { PageName } from '@inklore/contract/pages/pages.rules';
import { loadPageMessages } from '#src/lib/page-messages.ts';

/**
 * The page table (ADR 044): every page of the web app by name, with its module. The paths
 * that show each page are the table's other half, contract/src/pages/pages.rules.ts, which the server
 * reads too (its 404, its sitemap); the compiler holds the two to the same names. The router
 * (current-page.tsx), hover prefetch (prefetch.ts), the page shells (src/page-shells), the
 * server's renderer (src/ssr) and the build (web/build/page-modules.ts) read the modules here.
 *
 * Every page is its own chunk (spec §2: pages load lazily). `load` is the same import the
 * lazy component uses, so hovering a link can fetch a page's code before the click.
 */
type PageModule = {
  default: ComponentType;
  /** Loads the parts the page draws only for some addresses (browse's chips, its empty state). */
  preload?: () => Promise<unknown>;
  /** Whether the HTML of this address may hold such parts (then hydrating needs their code). */
  mayHoldParts?: () => boolean;
};
type Loader = (hydrating?: boolean) => Promise<PageModule>;
export type Page = { load: Loader; Component: ComponentType; name: PageName };

function page(importer: () => Promise<PageModule>): Page {
  let loaded: ComponentType | null = null;
  const load: Loader = (hydrating = false) =>
    // its words (ADR 078) come with its code
    Promise.all([importer(), loadPageMessages(self.name)]).then(async ([mod]) => {
      // Drawing outside a browser (the server, the page shells), a page's parts that load
      // when first needed (its `preload`) are loaded first, so they are in the HTML; a browser
      // about to hydrate such HTML loads them first too, so they answer from the start.
      if (typeof window === 'undefined' || (hydrating && mod.mayHoldParts?.()))
        await mod.preload?.();
      loaded = mod.default;
      return mod;
    });
  const Lazy = lazy(load);
  // Once the code is here (prefetched, or loaded before the first render), the page renders
  // at once instead of showing the spinner for a frame.
  const Component = () => createElement(loaded ?? Lazy);
  const self: Page = { load, Component, name: 'notFound' }; // named below, after the table
  return self;
}

export const pages = {
  home: page(() => import('./pages/home.tsx')),
  browse: page(() => import('./pages/browse.tsx')),
  ink: page(() => import('./pages/ink-profile.tsx')),
  inkEdit: page(() => import('#src/features/inks/pages/ink-edit.tsx')),
  inkHistory: page(() => import('#src/features/inks/pages/ink-history.tsx')),
  news: page(() => import('#src/features/news/pages/news-list.tsx')),
  story: page(() => import('#src/features/news/pages/news-story.tsx')),
  faq: page(() => import('#src/features/info/pages/faq.tsx')),
  terms: page(() => import('#src/features/info/pages/terms.tsx')),
  privacy: page(() => import('./pages/privacy.tsx')),
  contact: page(() => import('#src/features/info/pages/contact.tsx')),
  openData: page(() => import('#src/features/info/pages/open-data.tsx')),
  login: page(() => import('#src/features/auth/pages/login.tsx')),
  signup: page(() => import('#src/features/auth/pages/signup.tsx')),
  verifyEmail: page(() => import('#src/features/auth/pages/verify-email.tsx')),
  resetPassword: page(() => import('#src/features/auth/pages/reset-password.tsx')),
  oauthCallback: page(() => import('#src/features/auth/pages/oauth-callback.tsx')),
  profile: page(() => import('./pages/profile.tsx')),
  user: page(() => import('./pages/user-profile.tsx')),
  userCompare: page(() => import('#src/features/members/pages/compare-member.tsx')),
  year: page(() => import('#src/features/year-in-ink/pages/my-year.tsx')),
  userYear: page(() => import('#src/features/year-in-ink/pages/shared-year.tsx')),
  admin: page(() => import('./pages/admin.tsx')),
  submit: page(() => import('./pages/submit.tsx')),
  manageNews: page(() => import('#src/features/news/pages/manage-news.tsx')),
  collection: page(() => import('#src/features/collections/pages/collection.tsx')),
  badgeShowcase: page(() => import('#src/features/badges/pages/badge-showcase.tsx')),
  compare: page(() => import('./pages/compare.tsx')),
  pens: page(() => import('#src/features/pens/pages/pens.tsx')),
  diary: page(() => import('#src/features/pens/pages/diary.tsx')),
  samples: page(() => import('#src/features/members/pages/samples.tsx')),
  sampleRequest: page(() => import('./pages/sample-request.tsx')),
  feed: page(() => import('#src/features/social/pages/feed.tsx')),
  notifications: page(() => import('#src/features/social/pages/notifications.tsx')),
  unsubscribe: page(() => import('#src/features/social/pages/unsubscribe.tsx')),
  ownCheck: page(() => import('#src/features/offline/pages/own-check.tsx')),
  notFound: page(() => import('./pages/not-found.tsx')),
} satisfies Record<PageName, Page>;

for (const name of Object.keys(pages) as PageName[]) pages[name].name = name;
