import type { QueryClient } from '@tanstack/react-query';
import { communityStatsOptions } from '#src/features/community/api/stats.ts';
import { featuredInksOptions, inkListOptions, inkOptions } from '#src/features/inks/api/inks.ts';
import { parseWholeId } from '#src/lib/ids.ts';
import { parseBrowseParams } from '#src/features/inks/browse-params.ts';
import {
  featuredNewsOptions,
  newsListOptions,
  newsStoryOptions,
  otherNewsOptions,
} from '#src/features/news/api/news.ts';
import { pageAt } from '@inklore/contract/pages/pages.rules';
import { splitLocale } from '@inklore/contract/pages/locales.rules';
import { pages } from './page-table.ts';

const ignore = () => undefined;

/** Fetches a page's code and its first query, so the click finds both ready. */
export function prefetchPage(href: string, qc: QueryClient): void {
  const url = new URL(href, window.location.origin);
  if (url.origin !== window.location.origin) return;
  const match = pageAt(splitLocale(url.pathname).path);
  void pages[match.page].load().catch(() => undefined);
  switch (match.page) {
    case 'home':
      void qc.query(featuredInksOptions()).catch(ignore);
      void qc.query(communityStatsOptions()).catch(ignore);
      void qc.query(featuredNewsOptions()).catch(ignore);
      void qc.query(otherNewsOptions()).catch(ignore);
      break;
    case 'browse':
      void qc.infiniteQuery(inkListOptions(parseBrowseParams(url.searchParams))).catch(ignore);
      break;
    case 'news': {
      const page = Number(url.searchParams.get('page') ?? '1');
      void qc
        .query(newsListOptions(Number.isSafeInteger(page) && page >= 1 ? page : 1))
        .catch(ignore);
      break;
    }
    case 'story': {
      const id = parseWholeId(match.id);
      if (id !== null) void qc.query(newsStoryOptions(id)).catch(ignore);
      break;
    }
    case 'ink': {
      const id = parseWholeId(match.id);
      if (id !== null) void qc.query(inkOptions(id)).catch(ignore);
      break;
    }
    default:
      break;
  }
}
