import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Clock } from 'lucide-react';
import { Link, useParams } from '#src/lib/router.tsx';
import { Breadcrumbs } from '#src/components/breadcrumbs.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { isNotFound } from '#src/lib/api-client.ts';
import { LocalDate } from '#src/components/local-date.tsx';
import { useHead, useJsonLd, usePageStatus } from '#src/lib/head.ts';
import { parseWholeId } from '#src/lib/ids.ts';
import { usableImage } from '@inklore/contract/shared/images.rules';
import { StoryBody } from '../components/story-body.tsx';
import { breadcrumbLd } from '#src/lib/structured-data.ts';
import { articleLd } from '../article-ld.ts';
import type { NewsArticle } from '@inklore/contract';
import { newsStoryOptions, readingTime } from '../api/news.ts';

function StoryNotFound() {
  const { t } = useLingui();
  useHead(t`Story Not Found`, t`The story you're looking for doesn't exist or has been removed.`);
  usePageStatus(404);
  return (
    <div className="mx-auto flex min-h-[55vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <h1 className="text-3xl">
        <Trans>Story Not Found</Trans>
      </h1>
      <p className="mt-3 text-muted">
        <Trans>The story you're looking for doesn't exist or has been removed.</Trans>
      </p>
      <Link to="/news" className={buttonClass('primary', 'md', 'mt-6')}>
        <Trans>All Tidings &amp; Stories</Trans>
      </Link>
    </div>
  );
}

function Story({ story }: { story: NewsArticle }) {
  const { t } = useLingui();
  useHead(story.title, story.excerpt, `/preview/news/${story.id}.png`);
  useJsonLd('article', import.meta.env.SSR ? (origin) => articleLd(origin, story) : null, story.id);
  useJsonLd(
    'breadcrumbs',
    import.meta.env.SSR
      ? (origin) =>
          breadcrumbLd(origin, [
            { name: t`Home`, path: '/' },
            { name: t`Tidings & Stories`, path: '/news' },
            { name: story.title, path: `/news/${story.id}` },
          ])
      : null,
    story.id,
  );
  const cover = usableImage(story.coverImageUrl);
  const author = story.author
    ? (story.author.displayName ?? story.author.username)
    : t`The Inklore team`;
  return (
    <article className="mx-auto max-w-[1200px] px-4 pt-6 pb-10 sm:px-6">
      <Breadcrumbs
        items={[
          { label: t`Home`, to: '/' },
          { label: t`Tidings & Stories`, to: '/news' },
          { label: story.title },
        ]}
      />
      <header className="mx-auto mt-10 max-w-[68ch]">
        {!story.published && (
          <p
            role="note"
            className="mb-5 rounded-xl border border-ochre/50 bg-ochre-soft px-4 py-3 text-sm text-ink"
          >
            <Trans>
              <strong className="font-semibold">Draft.</strong> Only moderators and admins can see
              this story until it is published.{' '}
              <Link
                to={`/admin/news?story=${story.id}`}
                className="font-medium text-primary underline"
              >
                Edit it
              </Link>
            </Trans>
          </p>
        )}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          {story.featured && (
            <span className="font-semibold tracking-[0.12em] text-ochre uppercase">
              <Trans>Featured</Trans>
            </span>
          )}
          <time dateTime={story.createdAt}>
            <LocalDate iso={story.createdAt} />
          </time>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            {readingTime(story)}
          </span>
        </p>
        <h1 className="mt-3 text-[2.1rem] leading-[1.12] sm:text-[2.9rem]">{story.title}</h1>
        <p className="mt-4 font-serif text-xl leading-relaxed text-muted italic">{story.excerpt}</p>
        <p className="mt-5 border-t border-rule pt-4 text-sm text-muted">
          <Trans>By {author}</Trans>
        </p>
      </header>
      {cover && (
        <img
          src={cover}
          alt=""
          className="mx-auto mt-8 aspect-[16/9] w-full max-w-4xl rounded-2xl object-cover"
        />
      )}
      <StoryBody html={story.bodyHtml} className="mx-auto mt-8" />
      <div className="mx-auto mt-12 max-w-[68ch] border-t border-rule pt-6">
        <Link
          to="/news"
          className="inline-flex items-center gap-1.5 font-medium text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          <Trans>All Tidings &amp; Stories</Trans>
        </Link>
      </div>
    </article>
  );
}

export default function NewsStoryPage() {
  const { id: raw } = useParams();
  const id = parseWholeId(raw);
  const query = useQuery({ ...newsStoryOptions(id ?? 0), enabled: id !== null });
  const { t } = useLingui();
  if (id === null) return <StoryNotFound />;
  if (query.isPending)
    return (
      <div role="status" className="flex min-h-[50vh] items-center justify-center gap-2 text-muted">
        <Spinner className="size-5 text-primary" /> <Trans>Loading story...</Trans>
      </div>
    );
  if (query.isError) {
    if (isNotFound(query.error)) return <StoryNotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <SectionError
          what={t`This story`}
          title={t`This story could not be loaded.`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  return <Story story={query.data} />;
}
