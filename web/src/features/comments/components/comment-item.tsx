import type { Comment, CurrentUser } from '@inklore/contract';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  actorOf,
  commentRemoval,
  mayEditComment,
  mayReport,
} from '@inklore/contract/shared/policies.rules';
import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { RoleIcon } from '#src/components/role-icon.tsx';
import { UserAvatar } from '#src/components/user-avatar.tsx';
import { formatLongDate } from '#src/lib/dates.ts';
import { formatRelative } from '../relative-time.ts';
import type { ReportButtonSlot } from '#src/lib/report-target.ts';
import { Link } from '#src/lib/router.tsx';
import { authorName, canSend, isEdited } from '../comment-text.ts';
import { useDeleteComment, useUpdateComment } from '../api/comment-mutations.ts';
import { CommentTextArea } from './comment-text-area.tsx';

/** The quiet Edit and Delete under a comment. */
const smallAction =
  'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-muted transition-colors hover:bg-sunken';

const ROLE_LABELS = {
  admin: msg({ message: 'Admin', context: 'role' }),
  moderator: msg({ message: 'Moderator', context: 'role' }),
};

function RoleBadge({ role }: { role: Comment['user']['role'] }) {
  const { i18n } = useLingui();
  if (role === 'user') return null;
  return (
    <Badge tone="primary" className="py-0">
      <span aria-hidden="true" className="inline-flex">
        <RoleIcon role={role} />
      </span>
      {i18n._(ROLE_LABELS[role])}
    </Badge>
  );
}

/**
 * One comment (spec §2 "Comments section"): avatar and name linking to the author's profile,
 * role badge, relative time, '(edited)'; the author edits inline or deletes; moderators and
 * admins may delete anyone's; others may report it, with the Report button the page gave.
 */
export function CommentItem({
  comment,
  user,
  ReportButton,
}: {
  comment: Comment;
  user: CurrentUser | null | undefined;
  ReportButton: ReportButtonSlot;
}) {
  const actor = actorOf(user);
  const removal = commentRemoval(actor, comment);
  const own = removal === 'own';
  const mayEdit = mayEditComment(actor, comment);
  const mayDelete = removal !== null;
  const reportable = mayReport(actor, { ownerId: comment.userId });
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateComment(comment.inkId);
  const del = useDeleteComment(comment.inkId);
  const saving = update.isPending;
  const deleting = del.isPending;
  const nameId = useId();
  const profile = `/user/${encodeURIComponent(comment.user.username)}`;
  const name = authorName(comment.user);
  const { t } = useLingui();

  const editedOn = formatLongDate(comment.updatedAt);

  const save = () => {
    if (editing === null || saving) return;
    update.mutate({ id: comment.id, content: editing }, { onSuccess: () => setEditing(null) });
  };

  const remove = () => {
    del.mutate(comment.id, { onSuccess: () => setConfirming(false) });
  };

  return (
    <li className="flex gap-3 border-t border-rule py-4 first:border-t-0 first:pt-0">
      <Link to={profile} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <UserAvatar user={comment.user} size="sm" />
      </Link>
      <article aria-labelledby={nameId} className="min-w-0 flex-1">
        <header className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link id={nameId} to={profile} className="font-semibold hover:text-primary">
            {name}
          </Link>
          <RoleBadge role={comment.user.role} />
          <span className="text-sm text-muted">
            <time dateTime={comment.createdAt} title={formatLongDate(comment.createdAt)}>
              {formatRelative(comment.createdAt)}
            </time>
            {isEdited(comment) && (
              <span title={t`Edited ${editedOn}`}>
                {' '}
                <Trans>(edited)</Trans>
              </span>
            )}
          </span>
        </header>

        {editing === null ? (
          <p className="mt-1.5 break-words whitespace-pre-line">{comment.content}</p>
        ) : (
          <form
            className="mt-2"
            onSubmit={(e) => {
              e.preventDefault();
              save();
            }}
          >
            <CommentTextArea
              label={t`Edit your comment`}
              value={editing}
              onChange={setEditing}
              disabled={saving}
              autoFocus
              onSubmitShortcut={save}
            />
            <div className="mt-2 flex gap-2">
              <Button type="submit" size="sm" disabled={saving || !canSend(editing)}>
                {saving ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={saving}
                onClick={() => setEditing(null)}
              >
                <Trans>Cancel</Trans>
              </Button>
            </div>
          </form>
        )}

        {editing === null && (mayEdit || mayDelete || reportable) && (
          <div className="mt-2 flex flex-wrap gap-1">
            {mayEdit && (
              <button
                type="button"
                className={`${smallAction} hover:text-ink`}
                onClick={() => setEditing(comment.content)}
              >
                <Pencil className="size-3.5" aria-hidden="true" />
                <Trans>
                  Edit<span className="sr-only"> your comment</span>
                </Trans>
              </button>
            )}
            {reportable && (
              <ReportButton
                className={`${smallAction} hover:text-ink`}
                target={{
                  reportType: 'comment',
                  targetId: comment.id,
                  targetUserId: comment.userId,
                  title: t`${name}'s comment`,
                }}
              >
                <Trans>
                  Report<span className="sr-only"> {name}'s comment</span>
                </Trans>
              </ReportButton>
            )}
            {mayDelete && (
              <ConfirmDialog
                open={confirming}
                onOpenChange={setConfirming}
                trigger={
                  <button type="button" className={`${smallAction} hover:text-oxblood`}>
                    <Trash2 className="size-3.5" aria-hidden="true" />
                    {own ? (
                      <Trans>
                        Delete<span className="sr-only"> your comment</span>
                      </Trans>
                    ) : (
                      <Trans>
                        Delete<span className="sr-only"> {name}'s comment</span>
                      </Trans>
                    )}
                  </button>
                }
                title={t`Delete comment`}
                question={
                  own
                    ? t`Are you sure you want to delete your comment? This action cannot be undone.`
                    : t`Are you sure you want to delete ${name}'s comment? This action cannot be undone.`
                }
                confirmLabel={t`Delete`}
                busy={deleting}
                onConfirm={remove}
              />
            )}
          </div>
        )}
      </article>
    </li>
  );
}
