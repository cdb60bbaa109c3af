import type { ProfileImageSubmissionBody } from '@inklore/contract';
import { GALLERY_LIMITS, type ProfileImageSubmission } from '@inklore/contract';
import type { z } from 'zod';
import type { Config } from '#src/config.ts';
import type { Conn, Db } from '#src/db/database.ts';
import { isUniqueViolation, nowIso } from '#src/db/dialect.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { recordAudit } from '#src/lib/audit.ts';
import { AppError, notFound } from '#src/lib/errors.ts';
import { hit } from '#src/lib/rate-limit.ts';
import { decodeDataUrl, processImage } from '#src/media/images.ts';
import { removeUnreferenced } from '#src/media/references.ts';
import type { MediaStore } from '#src/media/storage.ts';
import { inkIsLive, lockInk } from '#src/shared/ink-records/ink-records.queries.ts';
import { reviseInk } from '#src/shared/ink-records/ink-revisions.ts';
import { notify } from '#src/shared/member-links/member-links.queries.ts';
import { assertMayReview, assertMayReviewOne } from './profile-images.policy.ts';
import { presentSubmission } from './profile-images.present.ts';
import {
  insertSubmission,
  settleSubmission,
  submissionById,
  submissionsOfUser,
  submissionsWithStatus,
} from './profile-images.queries.ts';

export type ProfileImageDeps = { db: Db; config: Config; media: MediaStore };
type Body = z.output<typeof ProfileImageSubmissionBody>;

const NO_INK = 'Ink not found. It may have been removed.';
const NO_SUBMISSION = 'Profile image submission not found.';
const ALREADY_PENDING =
  'You have a profile image for this ink waiting for review already. Please wait for the moderators to look at it.';
const SETTLED = 'This submission has been reviewed already.';

/**
 * A member proposes a new main image for an ink (decisions.md "Submissions and
 * moderation"): re-encoded here (fitted in 1200 x 1200, no metadata), pending until a
 * moderator approves or rejects it; one pending submission per member per ink (checked
 * before the work on the image, held by a partial unique index when two are sent at once).
 */
export async function submitProfileImage(
  deps: ProfileImageDeps,
  actor: RequestActor,
  inkId: number,
  body: Body,
): Promise<ProfileImageSubmission> {
  const { db } = deps;
  if (!(await inkIsLive(db, inkId))) throw notFound(NO_INK);
  const mine = await submissionsOfUser(db, inkId, actor.id);
  if (mine.some((s) => s.status === 'pending'))
    throw new AppError(409, 'conflict', ALREADY_PENDING);
  await hit(db, `image:user:${actor.id}`, deps.config.rateLimits.IMAGE_USER);
  const bytes = decodeDataUrl(body.imageUrl, GALLERY_LIMITS.profileImageMaxBytes);
  const image = await processImage(bytes, {
    width: GALLERY_LIMITS.profileImageSize,
    height: GALLERY_LIMITS.profileImageSize,
    fit: 'inside',
    quality: Math.round(GALLERY_LIMITS.profileImageQuality * 100),
  });
  const imageUrl = await deps.media.put('profile-images', image.data, 'jpg');
  let id: number;
  try {
    id = await insertSubmission(db, {
      inkId,
      userId: actor.id,
      imageUrl,
      caption: body.caption,
      isOfficial: body.isOfficial,
      at: nowIso(),
    });
  } catch (err) {
    await removeUnreferenced(db, deps.media, [imageUrl]);
    // Two sent at once: the partial unique index let the first in.
    if (isUniqueViolation(err)) throw new AppError(409, 'conflict', ALREADY_PENDING);
    throw err;
  }
  const row = await submissionById(db, id);
  if (!row) throw notFound(NO_SUBMISSION);
  return presentSubmission(row);
}

/** The member's own submissions for an ink, newest first. */
export async function mySubmissions(
  db: Db,
  actor: RequestActor,
  inkId: number,
): Promise<ProfileImageSubmission[]> {
  if (!(await inkIsLive(db, inkId))) throw notFound(NO_INK);
  return (await submissionsOfUser(db, inkId, actor.id)).map(presentSubmission);
}

/** The review queue (moderators and admins). */
export async function submissionsForReview(
  deps: ProfileImageDeps,
  actor: RequestActor,
  status: 'pending' | 'approved' | 'rejected',
): Promise<ProfileImageSubmission[]> {
  assertMayReview(actor, deps.config.staffMfa);
  return (await submissionsWithStatus(deps.db, status)).map(presentSubmission);
}

/**
 * Approving makes the image the ink's main image (first in its list); the old images stay
 * in the gallery after it. Audited; a submission is reviewed once.
 */
export async function approveSubmission(
  deps: ProfileImageDeps,
  actor: RequestActor,
  id: number,
): Promise<ProfileImageSubmission> {
  const { db } = deps;
  assertMayReview(actor, deps.config.staffMfa);
  const row = await submissionById(db, id);
  if (!row) throw notFound(NO_SUBMISSION);
  assertMayReviewOne(actor, row, deps.config.staffMfa);
  if (row.status !== 'pending') throw new AppError(409, 'conflict', SETTLED);
  await db.transaction().execute(async (trx) => {
    const at = nowIso();
    // the ink's row first (ADR 061's order): settling moves the staff's kept queue, whose
    // trigger holds the ink in share mode (ADR 074); two approvals for one ink then take turns
    await lockInk(trx, db.kind, row.ink_id);
    if (
      !(await settleSubmission(trx, { id, status: 'approved', reason: null, by: actor.id, at }))
    ) {
      throw new AppError(409, 'conflict', SETTLED);
    }
    // The ink's images change through the one writer: a revision by the reviewer (ADR 049).
    const revised = await reviseInk(trx, {
      inkId: row.ink_id,
      kind: 'staff',
      authorId: actor.id,
      at,
      set: (ink) => ({ images: [row.image_url, ...ink.images.filter((u) => u !== row.image_url)] }),
    });
    if (!revised) throw notFound(NO_INK);
    await recordAudit(trx, actor.id, 'profile_image.approve', 'profile_image_submission', id, {
      inkId: row.ink_id,
      imageUrl: row.image_url,
    });
    await tellReviewed(trx, row, { outcome: 'approved' });
  });
  const updated = await submissionById(db, id);
  if (!updated) throw notFound(NO_SUBMISSION);
  return presentSubmission(updated);
}

/** ADR 060: the member is told of the review, with the reason (never who reviewed it). */
async function tellReviewed(
  trx: Conn,
  row: { id: number; ink_id: number; user_id: number | null },
  details: { outcome: 'approved' | 'rejected'; reason?: string },
): Promise<void> {
  if (row.user_id === null) return;
  await notify(trx, {
    userId: row.user_id,
    kind: 'profile_image_reviewed',
    inkId: row.ink_id,
    targetId: row.id,
    details,
  });
}

/** Rejecting keeps the ink as it was; the member sees the reason beside their submission. */
export async function rejectSubmission(
  deps: ProfileImageDeps,
  actor: RequestActor,
  id: number,
  reason: string,
): Promise<ProfileImageSubmission> {
  const { db } = deps;
  assertMayReview(actor, deps.config.staffMfa);
  const row = await submissionById(db, id);
  if (!row) throw notFound(NO_SUBMISSION);
  assertMayReviewOne(actor, row, deps.config.staffMfa);
  await db.transaction().execute(async (trx) => {
    // the ink's row first, as approving does (ADR 074)
    await lockInk(trx, db.kind, row.ink_id);
    if (
      !(await settleSubmission(trx, { id, status: 'rejected', reason, by: actor.id, at: nowIso() }))
    ) {
      throw new AppError(409, 'conflict', SETTLED);
    }
    await recordAudit(trx, actor.id, 'profile_image.reject', 'profile_image_submission', id, {
      inkId: row.ink_id,
      reason,
    });
    await tellReviewed(trx, row, { outcome: 'rejected', reason });
  });
  const updated = await submissionById(db, id);
  if (!updated) throw notFound(NO_SUBMISSION);
  return presentSubmission(updated);
}
