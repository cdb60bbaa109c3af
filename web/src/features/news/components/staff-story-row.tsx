import type { NewsSummary } from '@inklore/contract';
import { usableImage } from '@inklore/contract/shared/images.rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { Eye, EyeOff, ExternalLink, Pencil, Star, StarOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '#src/components/ui/badge.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { dangerClass } from '#src/components/ui/danger-button.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { formatShortDate } from '#src/lib/dates.ts';
import { Link } from '#src/lib/router.tsx';
import { useDeleteStory, useToggleStory, type StoryToggle } from '../api/news-mutations.ts';

/** One story in the staff's list: its state, author and dates, and what staff can do to it. */
export function StaffStoryRow({ story, editTo }: { story: NewsSummary; editTo: string }) {
  const { t } = useLingui();
  const toggle = useToggleStory();
  const remove = useDeleteStory();
  const [confirming, setConfirming] = useState(false);
  const cover = usableImage(story.coverImageUrl);
  const busy = toggle.isPending || remove.isPending;
  const pending = toggle.isPending ? toggle.variables.toggle : null;

  const act = (which: StoryToggle) => toggle.mutate({ id: story.id, toggle: which });
  const icon = (which: StoryToggle, Idle: typeof Eye) =>
    pending === which ? (
      <Spinner className="size-4" />
    ) : (
      <Idle className="size-4" aria-hidden="true" />
    );
  const { title } = story;
  const author = story.author
    ? (story.author.displayName ?? story.author.username)
    : t`The Inklore team`;
  const created = formatShortDate(story.createdAt);
  const updated = formatShortDate(story.updatedAt);

  return (
    <li
      className="flex gap-4 rounded-2xl border border-rule bg-surface p-4 sm:p-5"
      aria-labelledby={`story-${story.id}-title`}
    >
      {cover ? (
        <img
          src={cover}
          alt=""
          loading="lazy"
          className="hidden aspect-[16/9] w-36 shrink-0 rounded-lg object-cover sm:block"
        />
      ) : (
        <div
          aria-hidden="true"
          className="hidden aspect-[16/9] w-36 shrink-0 rounded-lg bg-sunken sm:block"
        />
      )}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          {story.published ? (
            <Badge tone="primary">
              <Trans>Published</Trans>
            </Badge>
          ) : (
            <Badge tone="neutral">
              <Trans>Draft</Trans>
            </Badge>
          )}
          {story.featured && (
            <Badge tone="featured">
              <Trans>Featured</Trans>
            </Badge>
          )}
        </p>
        <h2 id={`story-${story.id}-title`} className="mt-2 text-lg leading-snug break-words">
          <Link to={editTo} className="hover:text-primary hover:underline">
            {story.title}
          </Link>
        </h2>
        <p className="mt-1 line-clamp-2 text-sm text-muted">{story.excerpt}</p>
        <p className="mt-2 text-xs text-muted">
          <Trans>
            By {author} · Created <time dateTime={story.createdAt}>{created}</time> · Updated{' '}
            <time dateTime={story.updatedAt}>{updated}</time>
          </Trans>
        </p>
        <div
          className="mt-3 flex flex-wrap gap-2"
          role="group"
          aria-label={t`Actions for ${title}`}
        >
          <Link to={editTo} className={buttonClass('secondary', 'sm')}>
            <Pencil className="size-4" aria-hidden="true" />
            <Trans>Edit</Trans>
          </Link>
          {story.published ? (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={busy}
              onClick={() => act('unpublish')}
            >
              {icon('unpublish', EyeOff)}
              <Trans>Unpublish</Trans>
            </button>
          ) : (
            <button
              type="button"
              className={buttonClass('primary', 'sm')}
              disabled={busy}
              onClick={() => act('publish')}
            >
              {icon('publish', Eye)}
              <Trans>Publish</Trans>
            </button>
          )}
          {story.featured ? (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={busy}
              onClick={() => act('unfeature')}
            >
              {icon('unfeature', StarOff)}
              <Trans>Unfeature</Trans>
            </button>
          ) : (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={busy}
              onClick={() => act('feature')}
            >
              {icon('feature', Star)}
              <Trans>Feature</Trans>
            </button>
          )}
          <Link to={`/news/${story.id}`} className={buttonClass('ghost', 'sm')}>
            <ExternalLink className="size-4" aria-hidden="true" />
            {story.published ? t`View` : t`View draft`}
          </Link>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <button type="button" className={dangerClass('sm')} disabled={busy}>
                <Trash2 className="size-4" aria-hidden="true" />
                <Trans>Delete</Trans>
              </button>
            }
            title={t`Delete this story?`}
            question={t`"${title}" will be removed for everyone, and from the feed. This cannot be undone.`}
            confirmLabel={t`Delete`}
            busy={remove.isPending}
            onConfirm={() => remove.mutate(story.id, { onSettled: () => setConfirming(false) })}
          />
        </div>
      </div>
    </li>
  );
}
