import { COMMENT_MAX_LENGTH } from '@inklore/contract/members';
import { ApiError } from '#src/lib/api-client.ts';

/** Spec §3 comments: display name, else username, else 'Anonymous'. */
export function authorName(user: { displayName: string | null; username: string | null }): string {
  return user.displayName?.trim() || user.username?.trim() || 'Anonymous';
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
  return `${text.length}/${COMMENT_MAX_LENGTH} characters`;
}

export type CommentAction = 'post' | 'update' | 'delete';

const FALLBACK: Record<CommentAction, string> = {
  post: 'Failed to post comment',
  update: 'Failed to update comment',
  delete: 'Failed to delete comment',
};

/**
 * What to tell someone whose comment action failed (spec §8): a 401 means the session ended
 * ('Unauthorized', then on to /login); otherwise the server's message, else the fallback.
 */
export function commentFailure(
  err: unknown,
  action: CommentAction,
): { title: string; description: string; signedOut: boolean } {
  if (err instanceof ApiError && err.status === 401) {
    return {
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      signedOut: true,
    };
  }
  const server = err instanceof ApiError && err.status < 500 ? err.serverMessage : '';
  return { title: 'Error', description: server || FALLBACK[action], signedOut: false };
}
