import { t } from '@lingui/core/macro';
import { COMMENT_MAX_LENGTH } from '@inklore/contract/shared/members.rules';
import { describeFailure, type Failure, type FailureWords } from '#src/lib/failure.ts';

/** Spec §3 comments: display name, else username, else 'Anonymous'. */
export function authorName(user: { displayName: string | null; username: string | null }): string {
  return user.displayName?.trim() || user.username?.trim() || t`Anonymous`;
}

/** '(edited)' shows when the update time differs from the creation time. */
export function isEdited(c: { createdAt: string; updatedAt: string }): boolean {
  return c.updatedAt !== c.createdAt;
}

/** Spec §5: posting (or saving) needs text that is not only spaces, within the limit. */
export function canSend(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= COMMENT_MAX_LENGTH;
}

/** The 'n/1000 characters' counter. */
export function counterText(text: string): string {
  // written as they are (no separators): '0/1000 characters'
  const used = String(text.length);
  const max = String(COMMENT_MAX_LENGTH);
  return t`${used}/${max} characters`;
}

export type CommentAction = 'post' | 'update' | 'delete';

/** What a failed comment action says (spec §8); a 401 is the session ending. */
export function commentFailureWords(action: CommentAction): FailureWords {
  switch (action) {
    case 'post':
      return { fallback: t`Failed to post comment` };
    case 'update':
      return { fallback: t`Failed to update comment` };
    case 'delete':
      return { fallback: t`Failed to delete comment` };
  }
}

/**
 * What to tell someone whose comment action failed (spec §8): a 401 means the session ended
 * ('Unauthorized', then on to /login); otherwise the server's message, else the fallback.
 */
export function commentFailure(err: unknown, action: CommentAction): Failure {
  return describeFailure(err, commentFailureWords(action));
}
