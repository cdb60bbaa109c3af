import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { COLOR_FAMILIES } from '@inklore/contract/catalogue/catalogue.rules';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from '#src/lib/router.tsx';
import { PrefetchLink } from '#src/components/prefetch-link.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { Swab } from '#src/components/swatch.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { communityStatsOptions } from '#src/features/community/api/stats.ts';
import { featuredInksOptions } from '#src/features/inks/api/inks.ts';
import { browseHref, EMPTY_FILTERS } from '#src/features/inks/browse-params.ts';
import { ColorDot } from '#src/features/inks/components/color-dot.tsx';
import { InkGridSkeleton, SimpleInkGrid } from '#src/features/inks/components/ink-grid.tsx';
import { featuredNewsOptions, otherNewsOptions } from '#src/features/news/api/news.ts';
import { NewsCard, NewsCardSkeleton } from '#src/features/news/components/news-card.tsx';
import { formatNumber } from '#src/lib/format.ts';
import { useHead } from '#src/lib/head.ts';
import { SITE } from '#src/lib/site.ts';
import { colourFamilyWord } from '#src/lib/catalogue-words.ts';

/** The hero's palette: the four inks the site's own colours are named after. */
const PALETTE = [
  { name: msg`Iron gall`, hex: '#2c4a7a' },
  { name: msg`Oxblood`, hex: '#7a2330' },
  { name: msg`Verdigris`, hex: '#2f7d6d' },
  { name: msg`Ochre`, hex: '#b0802a' },
];

function Hero() {
  const { i18n } = useLingui();
  const site = SITE.name;
  return (
    <section className="relative overflow-hidden border-b border-rule">
      <div className="mx-auto grid max-w-[1200px] items-center gap-10 px-4 pt-12 pb-14 sm:px-6 md:grid-cols-[1.15fr_1fr] md:pt-20 md:pb-20">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-muted uppercase">
            <Trans>The fountain pen ink library</Trans>
          </p>
          <h1 className="mt-4 text-[2.6rem] leading-[1.04] sm:text-[3.6rem] lg:text-[4.2rem]">
            <Trans>
              Where every ink <em className="font-[480] text-primary">tells its story</em>.
            </Trans>
          </h1>
          <p className="mt-5 max-w-xl text-[1.08rem] text-muted">
            <Trans>
              {site} is a community database of fountain pen inks: swatch colours, lines and
              properties, gathered from open data and the people who write with them.
            </Trans>
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <PrefetchLink to="/browse" className={buttonClass('primary')}>
              <Trans>Browse Inks</Trans>
              <ArrowRight className="size-4" aria-hidden="true" />
            </PrefetchLink>
            <PrefetchLink to="/news" className={buttonClass('secondary')}>
              <Trans>Tidings &amp; Stories</Trans>
            </PrefetchLink>
          </div>
        </div>
        <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md sm:block">
          <div className="swab-ground relative aspect-[5/4] rotate-[-2deg] rounded-[1.6rem] p-7 shadow-[0_30px_60px_-30px_rgb(40_30_10/0.45)]">
            <div className="grid h-full grid-cols-2 gap-x-6 gap-y-4">
              {PALETTE.map((p, i) => (
                <div key={p.hex} className="flex flex-col">
                  <Swab hex={p.hex} seed={i} className="w-full flex-1" />
                  <span className="mt-1.5 font-mono text-[0.7rem] text-[#5b6170]">
                    {i18n._(p.name)} · {p.hex}
                  </span>
                </div>
              ))}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

const STAT_LABELS = [
  { key: 'inkProfiles', label: msg`Ink profiles` },
  { key: 'inkBrands', label: msg`Ink brands` },
  { key: 'imagesShared', label: msg`Images shared` },
  { key: 'activeMembers', label: msg`Active members` },
] as const;

function Stats() {
  const { t, i18n } = useLingui();
  const query = useQuery(communityStatsOptions());
  return (
    <section aria-labelledby="stats-title" className="mx-auto max-w-[1200px] px-4 pt-12 sm:px-6">
      <h2 id="stats-title" className="sr-only">
        <Trans>Community stats</Trans>
      </h2>
      {query.isError ? (
        <SectionError
          what={t`Community stats`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <dl className="grid grid-cols-2 overflow-hidden rounded-2xl border border-rule bg-surface md:grid-cols-4">
          {STAT_LABELS.map((s, i) => (
            <div
              key={s.key}
              className={`flex flex-col gap-1 px-5 py-5 sm:px-6 ${i % 2 === 1 ? 'border-l border-rule' : ''} ${i >= 2 ? 'border-t border-rule md:border-t-0' : ''} ${i === 2 ? 'md:border-l' : ''}`}
            >
              <dt className="text-sm text-muted">{i18n._(s.label)}</dt>
              <dd className="h-9 font-mono text-[1.75rem] leading-9 tracking-tight">
                {query.data ? (
                  formatNumber(query.data[s.key])
                ) : (
                  <span className="skeleton inline-block h-7 w-16 align-middle" />
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function ColorStrip() {
  return (
    <section aria-labelledby="colors-title" className="mx-auto max-w-[1200px] px-4 pt-14 sm:px-6">
      <h2 id="colors-title" className="text-2xl sm:text-3xl">
        <Trans>Browse by colour</Trans>
      </h2>
      <ul className="mt-5 flex flex-wrap gap-2">
        {COLOR_FAMILIES.filter((c) => c !== 'Other').map((c) => (
          <li key={c}>
            <Link
              to={browseHref({ ...EMPTY_FILTERS, colors: [c] })}
              className="inline-flex h-10 items-center gap-2 rounded-full border border-rule bg-surface px-4 text-sm hover:border-primary hover:text-primary"
            >
              <ColorDot family={c} />
              {colourFamilyWord(c)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FeaturedInks() {
  const { t } = useLingui();
  const query = useQuery(featuredInksOptions());
  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-[1200px] px-4 pt-14 sm:px-6">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id="featured-title" className="text-2xl sm:text-3xl">
            <Trans>Featured inks</Trans>
          </h2>
          <p className="mt-1 text-muted">
            <Trans>A handful from the shelf, chosen for their colour.</Trans>
          </p>
        </div>
        <Link
          to="/browse"
          className="hidden shrink-0 items-center gap-1 text-sm font-medium text-primary hover:underline sm:inline-flex"
        >
          <Trans>All inks</Trans> <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <div className="mt-6">
        {query.isPending ? (
          <InkGridSkeleton count={10} />
        ) : query.isError ? (
          <SectionError
            what={t`Featured inks`}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-rule p-8 text-center text-muted">
            <Trans>
              No inks are featured yet.{' '}
              <Link to="/browse" className="link">
                Browse the whole collection
              </Link>
              .
            </Trans>
          </p>
        ) : (
          <SimpleInkGrid inks={query.data} />
        )}
      </div>
    </section>
  );
}

function News() {
  const { t } = useLingui();
  const featured = useQuery(featuredNewsOptions());
  const others = useQuery(otherNewsOptions());
  const failed = featured.isError || others.isError;
  const loading = featured.isPending || others.isPending;
  const featuredStories = (featured.data ?? []).slice(0, 2);
  const otherStories = (others.data?.data ?? []).slice(0, 2);
  return (
    <section aria-labelledby="news-title" className="mx-auto max-w-[1200px] px-4 pt-16 sm:px-6">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id="news-title" className="text-2xl sm:text-3xl">
            <Trans>Tidings &amp; Stories</Trans>
          </h2>
          <p className="mt-1 text-muted">
            <Trans>News and notes from the ink shelf.</Trans>
          </p>
        </div>
        <Link
          to="/news"
          className="hidden shrink-0 items-center gap-1 text-sm font-medium text-primary hover:underline sm:inline-flex"
        >
          <Trans>All stories</Trans> <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <div className="mt-6">
        {failed ? (
          <SectionError
            what={t`Stories`}
            error={featured.error ?? others.error}
            onRetry={() => {
              void featured.refetch();
              void others.refetch();
            }}
          />
        ) : loading ? (
          <div className="grid gap-5 lg:grid-cols-[1.3fr_1fr]">
            <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-1">
              <NewsCardSkeleton size="large" />
              <NewsCardSkeleton size="large" />
            </div>
            <div className="grid gap-5">
              <NewsCardSkeleton />
              <NewsCardSkeleton />
            </div>
          </div>
        ) : featuredStories.length + otherStories.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-rule p-8 text-center text-muted">
            <Trans>No stories yet.</Trans>
          </p>
        ) : (
          <div className="grid gap-5 lg:grid-cols-[1.3fr_1fr]">
            <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-1">
              {featuredStories.map((s) => (
                <li key={s.id}>
                  <NewsCard story={s} size="large" />
                </li>
              ))}
            </ul>
            <ul className="grid content-start gap-5">
              {otherStories.map((s) => (
                <li key={s.id}>
                  <NewsCard story={s} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}

export default function HomePage() {
  useHead(null);
  return (
    <>
      <Hero />
      <Stats />
      <FeaturedInks />
      <ColorStrip />
      <News />
    </>
  );
}
