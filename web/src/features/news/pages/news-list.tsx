import { NEWS_FEED_PATH } from '@inklore/contract/news/news.rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Rss } from 'lucide-react';
import { Link, useSearchParams } from '#src/lib/router.tsx';
import { Breadcrumbs } from '#src/components/breadcrumbs.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { useHead, useJsonLd } from '#src/lib/head.ts';
import { parseWholeId } from '#src/lib/ids.ts';
import { breadcrumbLd } from '#src/lib/structured-data.ts';
import { newsListOptions } from '../api/news.ts';
import { NewsCard, NewsCardSkeleton } from '../components/news-card.tsx';

export default function NewsListPage() {
  const [params] = useSearchParams();
  const page = parseWholeId(params.get('page') ?? '1') ?? 1;
  const { t } = useLingui();
  useHead(
    t`Tidings & Stories`,
    t`News from the Inklore community: new inks, how-tos and stories from the ink shelf.`,
  );
  useJsonLd(
    'breadcrumbs',
    import.meta.env.SSR
      ? (origin) =>
          breadcrumbLd(origin, [
            { name: t`Home`, path: '/' },
            { name: t`Tidings & Stories`, path: '/news' },
          ])
      : null,
  );
  const query = useQuery(newsListOptions(page));

  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-10 sm:px-6">
      <Breadcrumbs items={[{ label: t`Home`, to: '/' }, { label: t`Tidings & Stories` }]} />
      <header className="mt-6 max-w-2xl">
        <h1 className="text-[2rem] sm:text-[2.6rem]">
          <Trans>Tidings &amp; Stories</Trans>
        </h1>
        <p className="mt-2 text-muted">
          <Trans>
            News from the ink shelf: new arrivals, how-tos and notes from the people who keep
            Inklore.
          </Trans>
        </p>
        <a
          href={NEWS_FEED_PATH}
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <Rss className="size-4" aria-hidden="true" />
          <Trans>Follow in your feed reader (Atom)</Trans>
        </a>
      </header>

      <div className="mt-8">
        {query.isPending ? (
          <div className="grid gap-5 md:grid-cols-2">
            {[0, 1, 2, 3].map((i) => (
              <NewsCardSkeleton key={i} />
            ))}
          </div>
        ) : query.isError ? (
          <SectionError
            what={t`Stories`}
            title={t`Stories could not be loaded.`}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-rule p-10 text-center text-muted">
            {page > 1 ? t`There are no stories on this page.` : t`No stories yet. Check back soon.`}
          </p>
        ) : (
          <ul className="grid gap-5 md:grid-cols-2">
            {query.data.data.map((story) => (
              <li key={story.id} className={story.featured && page === 1 ? 'md:col-span-1' : ''}>
                <NewsCard
                  story={story}
                  size={story.featured ? 'large' : 'regular'}
                  headingLevel={2}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      {query.data && (page > 1 || query.data.hasMore) && (
        <nav aria-label={t`Pages`} className="mt-8 flex justify-between">
          {page > 1 ? (
            <Link
              to={page === 2 ? '/news' : `/news?page=${page - 1}`}
              className={buttonClass('secondary', 'sm')}
            >
              <Trans>Newer stories</Trans>
            </Link>
          ) : (
            <span />
          )}
          {query.data.hasMore && (
            <Link to={`/news?page=${page + 1}`} className={buttonClass('secondary', 'sm')}>
              <Trans>Older stories</Trans>
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
