import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Every page is its own chunk (spec §2: pages load lazily). `load` is the same import the
 * lazy component uses, so hovering a link can fetch a page's code before the click.
 */
type Loader = () => Promise<{ default: ComponentType }>;
export type Page = { load: Loader; Component: LazyExoticComponent<ComponentType> };

function page(load: Loader): Page {
  return { load, Component: lazy(load) };
}

export const pages = {
  home: page(() => import('./routes/home.tsx')),
  browse: page(() => import('#src/features/inks/routes/browse.tsx')),
  ink: page(() => import('#src/features/inks/routes/ink-profile.tsx')),
  news: page(() => import('#src/features/news/routes/news-list.tsx')),
  story: page(() => import('#src/features/news/routes/news-story.tsx')),
  faq: page(() => import('#src/features/info/routes/faq.tsx')),
  terms: page(() => import('#src/features/info/routes/terms.tsx')),
  privacy: page(() => import('#src/features/info/routes/privacy.tsx')),
  contact: page(() => import('#src/features/info/routes/contact.tsx')),
  comingSoon: page(() => import('./routes/coming-soon.tsx')),
  notFound: page(() => import('./routes/not-found.tsx')),
} satisfies Record<string, Page>;

export type PageName = keyof typeof pages;
