import type { NewsSummary } from '@inklore/contract';
import { usableImage } from '@inklore/contract/shared/images.rules';
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

function authorName(story: NewsSummary): string {
  return story.author ? (story.author.displayName ?? story.author.username) : 'The Inklore team';
}

/** One story in the staff's list: its state, author and dates, and what staff can do to it. */
export function StaffStoryRow({ story, editTo }: { story: NewsSummary; editTo: string }) {
  const toggle = useToggleStory();
  const remove = useDeleteStory();
  const [confirming, setConfirming] = useState(false);
  const cover = usableImage(story.coverImageUrl);
  const busy = toggle.isPending || remove.isPending;
  const pending = toggle.isPending ? toggle.variables.toggle : null;

  const act = (t: StoryToggle) => toggle.mutate({ id: story.id, toggle: t });
  const icon = (t: StoryToggle, Idle: typeof Eye) =>
    pending === t ? <Spinner className="size-4" /> : <Idle className="size-4" aria-hidden="true" />;

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
            <Badge tone="primary">Published</Badge>
          ) : (
            <Badge tone="neutral">Draft</Badge>
          )}
          {story.featured && <Badge tone="featured">Featured</Badge>}
        </p>
        <h2 id={`story-${story.id}-title`} className="mt-2 text-lg leading-snug break-words">
          <Link to={editTo} className="hover:text-primary hover:underline">
            {story.title}
          </Link>
        </h2>
        <p className="mt-1 line-clamp-2 text-sm text-muted">{story.excerpt}</p>
        <p className="mt-2 text-xs text-muted">
          By {authorName(story)} · Created{' '}
          <time dateTime={story.createdAt}>{formatShortDate(story.createdAt)}</time> · Updated{' '}
          <time dateTime={story.updatedAt}>{formatShortDate(story.updatedAt)}</time>
        </p>
        <div
          className="mt-3 flex flex-wrap gap-2"
          role="group"
          aria-label={`Actions for ${story.title}`}
        >
          <Link to={editTo} className={buttonClass('secondary', 'sm')}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </Link>
          {story.published ? (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={busy}
              onClick={() => act('unpublish')}
            >
              {icon('unpublish', EyeOff)}
              Unpublish
            </button>
          ) : (
            <button
              type="button"
              className={buttonClass('primary', 'sm')}
              disabled={busy}
              onClick={() => act('publish')}
            >
              {icon('publish', Eye)}
              Publish
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
              Unfeature
            </button>
          ) : (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={busy}
              onClick={() => act('feature')}
            >
              {icon('feature', Star)}
              Feature
            </button>
          )}
          <Link to={`/news/${story.id}`} className={buttonClass('ghost', 'sm')}>
            <ExternalLink className="size-4" aria-hidden="true" />
            {story.published ? 'View' : 'View draft'}
          </Link>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <button type="button" className={dangerClass('sm')} disabled={busy}>
                <Trash2 className="size-4" aria-hidden="true" />
                Delete
              </button>
            }
            title="Delete this story?"
            question={`"${story.title}" will be removed for everyone, and from the feed. This cannot be undone.`}
            confirmLabel="Delete"
            busy={remove.isPending}
            onConfirm={() => remove.mutate(story.id, { onSettled: () => setConfirming(false) })}
          />
        </div>
      </div>
    </li>
  );
}
