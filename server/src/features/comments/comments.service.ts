import {
  ALREADY_COMMENTED,
  COMMENT_PAGE_SIZE,
  mentionsIn,
  type Comment,
  type CommentPage,
} from '@inklore/contract';
import type { Config } from '#src/config.ts';
import type { Conn, Db } from '#src/db/database.ts';
import { isUniqueViolation, nowIso } from '#src/db/dialect.ts';
import type { UserRow } from '#src/db/schema.ts';
import { recordAudit } from '#src/lib/audit.ts';
import { AppError, notFound } from '#src/lib/errors.ts';
import { hit } from '#src/lib/rate-limit.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { assertMayEditComment, removalOf } from './comments.policy.ts';
import { presentComment } from './comments.present.ts';
import {
  commentById,
  commentCountOfInk,
  commentOfMemberOnInk,
  commentOfUser,
  commentPageOfInk,
  commentsOfInk,
  deleteCommentRow,
  imageOwnersOfInk,
  insertComment,
  membersByUsernames,
  updateCommentContent,
} from './comments.queries.ts';
import { inkIsLive } from '#src/shared/ink-records/ink-records.queries.ts';
import { notify, type BadgeCheck } from '#src/shared/member-links/member-links.queries.ts';

/** badges: the badges feature's check after a member's own change (app.ts, ADR 042). */
export type CommentDeps = { db: Db; config: Config; badges: BadgeCheck };

/** At most this many members with an image of the ink are told of one comment. */
const IMAGE_OWNERS_TOLD = 200;

const NO_INK = 'Ink not found. It may have been removed.';
const NO_COMMENT = 'Comment not found. It may have been deleted.';

export async function listComments(db: Db, inkId: number): Promise<Comment[]> {
  if (!(await inkIsLive(db, inkId))) throw notFound(NO_INK);
  return (await commentsOfInk(db, inkId)).map(presentComment);
}

const GONE_CURSOR = 'That comment is no longer there. Reload the comments to see the newest.';

/**
 * A page of an ink's comments (what the ink page reads: the most commented inks have thousands).
 * The first page also says how many there are and the caller's own comment; `before` names
 * the last comment already shown, and a page after a deleted one is a 404 that says to reload.
 */
export async function commentPage(
  db: Db,
  inkId: number,
  viewerId: number | null,
  before: number | undefined,
): Promise<CommentPage> {
  if (!(await inkIsLive(db, inkId))) throw notFound(NO_INK);
  if (before !== undefined) {
    const cursor = await commentById(db, before);
    if (cursor?.ink_id !== inkId) throw notFound(GONE_CURSOR);
  }
  const [rows, total, mine] = await Promise.all([
    commentPageOfInk(db, inkId, { before, limit: COMMENT_PAGE_SIZE + 1 }),
    commentCountOfInk(db, inkId),
    viewerId === null ? undefined : commentOfMemberOnInk(db, inkId, viewerId),
  ]);
  // deleted between the check and the page, the cursor would end the list without a word
  if (before !== undefined && rows.length === 0 && !(await commentById(db, before))) {
    throw notFound(GONE_CURSOR);
  }
  const items = rows.slice(0, COMMENT_PAGE_SIZE).map(presentComment);
  return {
    items,
    total,
    mine: mine ? presentComment(mine) : null,
    nextBefore: rows.length > COMMENT_PAGE_SIZE ? (items.at(-1)?.id ?? null) : null,
  };
}

/** Spec §5 and decisions.md: verified members (checked by the route), one comment per ink. */
export async function postComment(
  deps: CommentDeps,
  user: UserRow,
  inkId: number,
  content: string,
): Promise<Comment> {
  const { db } = deps;
  await hit(db, `comment:user:${user.id}`, deps.config.rateLimits.COMMENT_USER);
  if (!(await inkIsLive(db, inkId))) throw notFound(NO_INK);
  if (await commentOfUser(db, inkId, user.id)) {
    throw new AppError(409, 'conflict', ALREADY_COMMENTED);
  }
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      const made = await insertComment(trx, { inkId, userId: user.id, content, at: nowIso() });
      await tellOfComment(trx, { id: made, inkId, userId: user.id, content });
      await deps.badges(trx, user.id, ['comments']);
      return made;
    });
  } catch (err) {
    // Two posts racing: the unique index let the first in.
    if (isUniqueViolation(err)) throw new AppError(409, 'conflict', ALREADY_COMMENTED);
    throw err;
  }
  const row = await commentById(db, id);
  if (!row) throw notFound(NO_COMMENT);
  return presentComment(row);
}

/**
 * ADR 060, in the comment's transaction: the members it mentions ("@username", at most
 * MENTIONS_PER_COMMENT), and the members with a community image of the ink (one unread
 * notification per ink, counting the comments). notify() skips the author, turned-off kinds
 * and blocked pairs.
 */
async function tellOfComment(
  trx: Conn,
  c: { id: number; inkId: number; userId: number; content: string },
): Promise<void> {
  const mentioned = new Set<number>();
  for (const m of await membersByUsernames(trx, mentionsIn(c.content))) {
    const told = await notify(trx, {
      userId: m.id,
      kind: 'mention',
      actorId: c.userId,
      inkId: c.inkId,
      targetId: c.id,
    });
    if (told) mentioned.add(m.id);
  }
  // in ascending id: notify() locks each recipient, and every change takes them in this order
  const owners = (await imageOwnersOfInk(trx, c.inkId, IMAGE_OWNERS_TOLD)).sort((a, b) => a - b);
  for (const owner of owners) {
    if (mentioned.has(owner)) continue;
    await notify(trx, {
      userId: owner,
      kind: 'image_comment',
      actorId: c.userId,
      inkId: c.inkId,
      targetId: c.id,
      collapse: 'ink',
    });
  }
}

/** Authors edit their own comment; an unchanged text keeps it unmarked by '(edited)'. */
export async function editComment(
  deps: CommentDeps,
  actor: RequestActor,
  id: number,
  content: string,
): Promise<Comment> {
  const { db } = deps;
  const row = await commentById(db, id);
  if (!row || !(await inkIsLive(db, row.ink_id))) throw notFound(NO_COMMENT);
  assertMayEditComment(actor, row);
  await hit(db, `comment:user:${actor.id}`, deps.config.rateLimits.COMMENT_USER);
  if (content === row.content) return presentComment(row);
  await updateCommentContent(db, id, content, nowIso());
  const updated = await commentById(db, id);
  if (!updated) throw notFound(NO_COMMENT);
  return presentComment(updated);
}

/**
 * Authors delete their own comment; moderators and admins remove anyone's (for reports),
 * as comments.policy.ts says, and the audit log keeps the removed text.
 */
export async function removeComment(
  deps: CommentDeps,
  actor: RequestActor,
  id: number,
): Promise<void> {
  const { db } = deps;
  const row = await commentById(db, id);
  if (!row) throw notFound(NO_COMMENT);
  const how = removalOf(actor, row, deps.config.staffMfa);
  await db.transaction().execute(async (trx) => {
    if (how === 'own') {
      if (!(await deleteCommentRow(trx, id))) throw notFound(NO_COMMENT);
    } else {
      await removeCommentAsModerator(trx, actor.id, row);
    }
  });
}

/** A moderator's removal: the comment goes and the audit log keeps its text. */
export async function removeCommentAsModerator(
  trx: Conn,
  actorId: number,
  row: { id: number; ink_id: number; user_id: number; content: string },
): Promise<void> {
  if (!(await deleteCommentRow(trx, row.id))) throw notFound(NO_COMMENT);
  await recordAudit(trx, actorId, 'comment.remove', 'comment', row.id, {
    inkId: row.ink_id,
    authorId: row.user_id,
    content: row.content,
  });
}

/** A report's removal of a comment (reports.service.ts ContentRemoval): 404 when it is gone. */
export async function removeReportedComment(
  trx: Conn,
  moderatorId: number,
  commentId: number,
): Promise<void> {
  const row = await commentById(trx, commentId);
  if (!row) throw notFound(NO_COMMENT);
  await removeCommentAsModerator(trx, moderatorId, row);
}
