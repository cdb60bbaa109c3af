import type { NewsSummary } from '@inklore/contract';
import { Trans } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import { Link } from '#src/lib/router.tsx';
import { LocalDate } from '#src/components/local-date.tsx';
import { usableImage } from '@inklore/contract/shared/images.rules';
import { cn } from '#src/lib/cn.ts';
import { readingTime } from '../api/news.ts';

/**
 * A story card: date, fixed reading time (5 min featured, 3 min other), title and excerpt.
 * As tall as what it holds: a card beside a taller one (a cover image, a longer excerpt) is
 * not stretched to match, which left a blank in it.
 */
export function NewsCard({
  story,
  size = 'regular',
  headingLevel = 3,
}: {
  story: NewsSummary;
  size?: 'large' | 'regular';
  headingLevel?: 2 | 3;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const cover = usableImage(story.coverImageUrl);
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-rule bg-surface transition-colors hover:border-primary/45"
      data-testid="news-card"
    >
      {cover ? (
        <img src={cover} alt="" loading="lazy" className="aspect-[16/9] w-full object-cover" />
      ) : (
        <div
          aria-hidden="true"
          className={cn('h-1.5 w-full', story.featured ? 'bg-ochre' : 'bg-primary/70')}
        />
      )}
      <div className={cn('flex flex-1 flex-col', size === 'large' ? 'p-6 sm:p-7' : 'p-5')}>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          {story.featured && (
            <span className="font-semibold tracking-[0.12em] text-ochre uppercase">
              <Trans>Featured</Trans>
            </span>
          )}
          <time dateTime={story.createdAt}>
            <LocalDate iso={story.createdAt} short />
          </time>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            {readingTime(story)}
          </span>
        </p>
        <H
          className={cn('mt-2 group-hover:text-primary', size === 'large' ? 'text-2xl' : 'text-lg')}
        >
          <Link
            to={`/news/${story.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {story.title}
          </Link>
        </H>
        <p
          className={cn(
            'mt-2 text-muted',
            size === 'large' ? 'line-clamp-4' : 'line-clamp-3 text-[0.95rem]',
          )}
        >
          {story.excerpt}
        </p>
        <p className="mt-auto pt-4 text-sm font-medium text-primary" aria-hidden="true">
          <Trans>Read story →</Trans>
        </p>
      </div>
    </article>
  );
}

export function NewsCardSkeleton({ size = 'regular' }: { size?: 'large' | 'regular' }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-rule bg-surface',
        size === 'large' ? 'min-h-64 p-7' : 'min-h-52 p-5',
      )}
    >
      <div className="skeleton h-3 w-32" />
      <div className="skeleton h-6 w-4/5" />
      <div className="skeleton h-3 w-full" />
      <div className="skeleton h-3 w-2/3" />
    </div>
  );
}
