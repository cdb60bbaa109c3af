import type { NewsArticle } from '@inklore/contract';
import { actorOf, mayManageNews } from '@inklore/contract/shared/policies.rules';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Newspaper, Plus, Rss } from 'lucide-react';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '#src/components/breadcrumbs.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { PageSpinner, Spinner } from '#src/components/ui/spinner.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { isNotFound } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';
import { useHead } from '#src/lib/head.ts';
import { parseWholeId } from '#src/lib/ids.ts';
import { Link, useLocation, useNavigate, useSearchParams } from '#src/lib/router.tsx';
import { NEWS_FEED_PATH } from '@inklore/contract/news/news.rules';
import { staffNewsOptions, type StoryStatus } from '../api/news-admin.ts';
import { newsStoryOptions } from '../api/news.ts';
import { StaffStoryRow } from '../components/staff-story-row.tsx';
import { StoryEditor } from '../components/story-editor.tsx';

const STATUSES: { value: StoryStatus; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All` },
  { value: 'draft', label: msg`Drafts` },
  { value: 'published', label: msg`Published` },
];

/** The page's frame; `title` names the editor's page under Manage News (none: the list). */
function Shell({ title, children }: { title?: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-10 sm:px-6">
      <Breadcrumbs
        items={[
          { label: t`Home`, to: '/' },
          { label: t`Admin Dashboard`, to: '/admin' },
          ...(title === undefined
            ? [{ label: t`Manage News` }]
            : [{ label: t`Manage News`, to: pathname }, { label: title }]),
        ]}
      />
      {children}
    </div>
  );
}

function StoryList() {
  const { t, i18n } = useLingui();
  useHead(t`Manage News`, t`Write, publish and feature the stories on Tidings & Stories.`);
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: StoryStatus = raw === 'draft' || raw === 'published' ? raw : 'all';
  const page = parseWholeId(params.get('page') ?? '1') ?? 1;
  const query = useQuery(staffNewsOptions(status, page));
  const go = (next: { status?: StoryStatus; page?: number }) => {
    const p = new URLSearchParams();
    const s = next.status ?? status;
    if (s !== 'all') p.set('status', s);
    const n = next.page ?? 1;
    if (n > 1) p.set('page', String(n));
    setParams(p, { replace: true });
  };

  return (
    <Shell>
      <header className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-[2rem] sm:text-[2.4rem]">
            <Trans>Manage News</Trans>
          </h1>
          <p className="mt-2 text-muted">
            <Trans>
              Write, publish and feature the stories on Tidings &amp; Stories. Drafts stay here
              until you publish them.
            </Trans>
          </p>
        </div>
        <Link to={`${pathname}?story=new`} className={buttonClass('primary', 'md')}>
          <Plus className="size-4" aria-hidden="true" />
          <Trans>New story</Trans>
        </Link>
      </header>

      <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
        <div className="flex gap-1" role="group" aria-label={t`Which stories`}>
          {STATUSES.map((s) => (
            <button
              key={s.value}
              type="button"
              aria-pressed={status === s.value}
              onClick={() => go({ status: s.value })}
              className={cn(
                'cursor-pointer rounded-full px-3 py-1.5 text-sm',
                status === s.value ? 'bg-sunken font-medium' : 'text-muted hover:text-ink',
              )}
            >
              {i18n._(s.label)}
            </button>
          ))}
        </div>
        <a
          href={NEWS_FEED_PATH}
          className="inline-flex items-center gap-1.5 text-sm text-primary hover:underline"
        >
          <Rss className="size-4" aria-hidden="true" />
          <Trans>The published stories' feed</Trans>
        </a>
      </div>

      <div className="mt-4">
        {query.isPending ? (
          <p role="status" className="inline-flex items-center gap-2 text-muted">
            <Spinner className="size-4 text-primary" /> <Trans>Loading stories...</Trans>
          </p>
        ) : query.isError ? (
          <SectionError
            what={t`Stories`}
            title={t`Stories could not be loaded.`}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.data.length === 0 ? (
          <p className="flex items-center gap-2 rounded-xl border border-dashed border-rule px-4 py-6 text-muted">
            <Newspaper className="size-4 shrink-0" aria-hidden="true" />
            {status === 'draft'
              ? t`No drafts. Every story is published.`
              : status === 'published'
                ? t`Nothing is published yet.`
                : t`No stories yet. Write the first one.`}
          </p>
        ) : (
          <ul className="flex flex-col gap-4" aria-label={t`Stories`}>
            {query.data.data.map((story) => (
              <StaffStoryRow
                key={story.id}
                story={story}
                editTo={`${pathname}?story=${story.id}`}
              />
            ))}
          </ul>
        )}
      </div>

      {query.data && (page > 1 || query.data.hasMore) && (
        <nav aria-label={t`Pages`} className="mt-8 flex justify-between">
          {page > 1 ? (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => go({ page: page - 1 })}
            >
              <Trans>Newer stories</Trans>
            </button>
          ) : (
            <span />
          )}
          {query.data.hasMore && (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => go({ page: page + 1 })}
            >
              <Trans>Older stories</Trans>
            </button>
          )}
        </nav>
      )}
    </Shell>
  );
}

function EditorPage({ id }: { id: number | null }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const query = useQuery({ ...newsStoryOptions(id ?? 0), enabled: id !== null });
  const { t } = useLingui();
  const title = id === null ? t`New story` : t`Edit story`;
  useHead(
    id === null ? t`New story · Manage News` : t`Edit story · Manage News`,
    t`Write and publish a story for Tidings & Stories.`,
  );
  const back = (
    <Link
      to={pathname}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      <Trans>All stories</Trans>
    </Link>
  );
  const done = (_saved: NewsArticle | null) => navigate(pathname);

  let content: ReactNode;
  if (id === null) content = <StoryEditor story={null} onDone={done} />;
  else if (query.isPending) content = <PageSpinner label={t`Loading story...`} />;
  else if (query.isError)
    content = isNotFound(query.error) ? (
      <p className="mt-6 rounded-xl border border-dashed border-rule px-4 py-6 text-muted">
        <Trans>This story does not exist any more. It may have been deleted.</Trans>
      </p>
    ) : (
      <div className="mt-6">
        <SectionError
          what={t`This story`}
          title={t`This story could not be loaded.`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  else
    content = (
      <StoryEditor
        key={`${query.data.id}-${query.data.updatedAt}`}
        story={query.data}
        onDone={done}
      />
    );

  return (
    <Shell title={title}>
      <div className="mt-6">{back}</div>
      <h1 className="mt-3 text-[2rem] sm:text-[2.4rem]">{title}</h1>
      {content}
    </Shell>
  );
}

/**
 * /admin/news and /manage-news (spec §2): moderators and admins list, write, edit, publish,
 * unpublish, feature and delete stories. `?story=new` or `?story={id}` opens the editor.
 */
function NotForYou({ signedIn }: { signedIn: boolean }) {
  const { t } = useLingui();
  useHead(t`Manage News`, t`Write, publish and feature the stories on Tidings & Stories.`);
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex min-h-[55vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <h1 className="text-3xl">
        <Trans>Manage News</Trans>
      </h1>
      <p className="mt-4 text-muted">
        {signedIn
          ? t`This page is for moderators and admins.`
          : t`Sign in with a moderator or admin account to see this page.`}
      </p>
      <Link
        to={signedIn ? '/news' : `/login?next=${encodeURIComponent(pathname)}`}
        className={buttonClass('primary', 'md', 'mt-6')}
      >
        {signedIn ? t`Read the news` : t`Sign In`}
      </Link>
    </div>
  );
}

export default function ManageNewsPage() {
  const { data: user, isPending } = useCurrentUser();
  const [params] = useSearchParams();
  if (isPending) return <PageSpinner />;
  if (!user || !mayManageNews(actorOf(user))) return <NotForYou signedIn={Boolean(user)} />;

  const editing = params.get('story');
  if (editing === 'new') return <EditorPage id={null} />;
  if (editing !== null) {
    const id = parseWholeId(editing);
    if (id !== null) return <EditorPage key={id} id={id} />;
  }
  return <StoryList />;
}
