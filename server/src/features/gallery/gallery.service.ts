import type { CommunityImageBody, CommunityImageListQuery, TrustSettings } from '@inklore/contract';
import {
  GALLERY_LIMITS,
  roundLab,
  type CommunityImage,
  type UserVote,
  type VoteResult,
} from '@inklore/contract';
import type { z } from 'zod';
import type { Config } from '#src/config.ts';
import type { Conn, Db } from '#src/db/database.ts';
import { isUniqueViolation, lockMemberFor, nowIso } from '#src/db/dialect.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { recordAudit } from '#src/lib/audit.ts';
import { AppError, notFound } from '#src/lib/errors.ts';
import { hit } from '#src/lib/rate-limit.ts';
import { decodeDataUrl, measureSwatchUpload, processGalleryImage } from '#src/media/images.ts';
import { removeUnreferenced } from '#src/media/references.ts';
import type { MediaStore } from '#src/media/storage.ts';
import { inkIsLive, lockInk } from '#src/shared/ink-records/ink-records.queries.ts';
import {
  notify,
  recordFeedEvent,
  type BadgeCheck,
} from '#src/shared/member-links/member-links.queries.ts';
import { keepConsensus } from '#src/shared/swatch-readings/swatch-readings.queries.ts';
import { isTrusted } from '#src/shared/vote-counting/vote-counting.queries.ts';
import { voteCounting } from '#src/shared/vote-counting/vote-counting.ts';
import { normUsername } from '#src/shared/user-records/user-names.ts';
import { assertMayMarkOfficial, assertMayVote, imageRemovalOf } from './gallery.policy.ts';
import { presentImage } from './gallery.present.ts';
import {
  addToImageCount,
  countVotes,
  deleteImageRow,
  deleteVote,
  imageById,
  imageOfUser,
  imageToRemove,
  imagesByUser,
  imagesOfInk,
  imagesOfUser,
  insertImage,
  insertVote,
  moveVote,
  setImageOfficial,
  voteOf,
} from './gallery.queries.ts';

/** badges: the badges feature's check after a member's own change (app.ts, ADR 042). */
export type GalleryDeps = { db: Db; config: Config; media: MediaStore; badges: BadgeCheck };
type UploadBody = z.output<typeof CommunityImageBody>;

export const NO_INK = 'Ink not found. It may have been removed.';
export const NO_IMAGE = 'Community image not found. It may have been deleted.';
export const ALREADY_SHARED =
  'You have already shared an image of this ink. Delete it first to share another.';

/** A page of an ink's community images: official first, then by votes, then newest (ADR 032). */
export async function listImages(
  db: Db,
  inkId: number,
  query: CommunityImageListQuery,
  trust: TrustSettings,
): Promise<CommunityImage[]> {
  if (!(await inkIsLive(db, inkId))) throw notFound(NO_INK);
  const limit = query.limit ?? GALLERY_LIMITS.communityPageSize;
  const rows = await imagesOfInk(
    db,
    inkId,
    {
      limit,
      offset: ((query.page ?? 1) - 1) * limit,
      uploaderNorm: query.uploader === undefined ? undefined : normUsername(query.uploader),
    },
    voteCounting(trust),
  );
  return rows.map(presentImage);
}

/** A live image (on a live ink), or 404. */
async function liveImage(db: Db, id: number, trust: TrustSettings) {
  const row = await imageById(db, id, voteCounting(trust));
  if (!row || !(await inkIsLive(db, row.ink_id))) throw notFound(NO_IMAGE);
  return row;
}

/**
 * A member shares an image of an ink (decisions.md): one per member per ink, isOfficial only
 * from staff, the upload decoded and re-encoded here whatever the client did (no metadata
 * survives), stored with a thumbnail; the ink's count moves in the same transaction.
 */
export async function uploadImage(
  deps: GalleryDeps,
  actor: RequestActor,
  inkId: number,
  body: UploadBody,
): Promise<CommunityImage> {
  const { db } = deps;
  if (body.isOfficial) assertMayMarkOfficial(actor, deps.config.staffMfa);
  if (!(await inkIsLive(db, inkId))) throw notFound(NO_INK);
  // Before any decoding: a second image is refused without spending the work on it.
  if (await imageOfUser(db, inkId, actor.id)) throw new AppError(409, 'conflict', ALREADY_SHARED);
  await hit(db, `image:user:${actor.id}`, deps.config.rateLimits.IMAGE_USER);
  const bytes = decodeDataUrl(body.imageUrl, GALLERY_LIMITS.communityImageMaxBytes);
  const image = await processGalleryImage(bytes, {
    size: GALLERY_LIMITS.communityImageSize,
    quality: Math.round(GALLERY_LIMITS.communityImageQuality * 100),
  });
  // A swatch photo: measured (on the swatch card when it is there; ADR 087) for the ink's
  // range and community colour. The uploader's trust now decides whether it may ever move
  // the ink's colour answers.
  let photo: { l: number; a: number; b: number } | null = null;
  let measured: Parameters<typeof insertImage>[1]['measured'] = null;
  if (body.category === 'Swatch') {
    const m = await measureSwatchUpload(bytes, { sheen: body.sheen });
    if (m) {
      photo = roundLab(m.lab);
      const trusted =
        actor.role !== 'user' || (await isTrusted(db, actor.id, voteCounting(deps.config.trust)));
      measured = {
        calibrated: m.calibrated,
        confidence: m.confidence,
        trusted,
        detail: {
          spread: m.spread,
          light: roundLab(m.light),
          dark: roundLab(m.dark),
          sheen: m.sheen ? roundLab(m.sheen) : null,
          markedSheen: body.sheen,
          checks: m.checks,
        },
      };
    }
  }
  const imageUrl = await deps.media.put('community', image.full.data, 'jpg');
  const thumbnailUrl = await deps.media.put('community', image.thumbnail.data, 'jpg');
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      const created = await insertImage(trx, {
        inkId,
        userId: actor.id,
        imageUrl,
        thumbnailUrl,
        width: image.full.width,
        height: image.full.height,
        caption: body.caption,
        category: body.category,
        paperType: body.paperType,
        penNib: body.penNib,
        isOfficial: body.isOfficial,
        photo,
        measured,
        at: nowIso(),
      });
      await addToImageCount(trx, inkId, 1);
      if (measured) await keepConsensus(trx, inkId);
      // ADR 060: the sharer's followers see it; a badge it earns is told once
      await recordFeedEvent(trx, { kind: 'image', actorId: actor.id, inkId, targetId: created });
      await deps.badges(trx, actor.id, ['communityImages']);
      return created;
    });
  } catch (err) {
    await removeUnreferenced(db, deps.media, [imageUrl, thumbnailUrl]);
    // Two uploads racing: the unique index let the first in.
    if (isUniqueViolation(err)) throw new AppError(409, 'conflict', ALREADY_SHARED);
    throw err;
  }
  return presentImage(await liveImage(db, id, deps.config.trust));
}

/**
 * The owner deletes their image; moderators and admins delete anyone's (audited). The
 * files go once nothing else refers to them.
 */
export async function deleteImage(
  deps: GalleryDeps,
  actor: RequestActor,
  id: number,
): Promise<void> {
  const { db } = deps;
  const row = await liveImage(db, id, deps.config.trust);
  const how = imageRemovalOf(actor, row, deps.config.staffMfa);
  await db.transaction().execute(async (trx) => {
    if (how === 'own') {
      await lockInk(trx, db.kind, row.ink_id); // before its votes (ADR 064)
      if (!(await deleteImageRow(trx, id))) throw notFound(NO_IMAGE);
      await addToImageCount(trx, row.ink_id, -1);
      await keepConsensus(trx, row.ink_id);
    } else {
      await removeImageAsModerator(trx, db.kind, actor.id, row);
    }
  });
  await removeUnreferenced(db, deps.media, [row.image_url, row.thumbnail_url]);
}

/**
 * A moderator's removal, inside the caller's transaction (a report's resolution uses it
 * too): the image and its votes go, the ink's count follows, the audit log keeps who and
 * what. The caller removes the files after committing.
 */
export async function removeImageAsModerator(
  trx: Conn,
  kind: Db['kind'],
  actorId: number,
  row: { id: number; ink_id: number; user_id: number; image_url: string; caption: string | null },
): Promise<void> {
  await lockInk(trx, kind, row.ink_id); // before its votes (ADR 064)
  if (!(await deleteImageRow(trx, row.id))) throw notFound(NO_IMAGE);
  await addToImageCount(trx, row.ink_id, -1);
  await keepConsensus(trx, row.ink_id);
  await recordAudit(trx, actorId, 'community_image.remove', 'community_image', row.id, {
    inkId: row.ink_id,
    ownerId: row.user_id,
    imageUrl: row.image_url,
    caption: row.caption,
  });
}

/**
 * A report's removal of a community image (reports.service.ts ContentRemoval): 404 when it is
 * gone. Answers the image's files, for the caller to remove after committing.
 */
export async function removeReportedImage(
  trx: Conn,
  kind: Db['kind'],
  moderatorId: number,
  imageId: number,
): Promise<string[]> {
  const row = await imageToRemove(trx, imageId);
  if (!row) throw notFound(NO_IMAGE);
  await removeImageAsModerator(trx, kind, moderatorId, row);
  return [row.image_url, row.thumbnail_url];
}

/** Moderators and admins mark an image official, or take the mark back (audited). */
export async function markOfficial(
  deps: GalleryDeps,
  actor: RequestActor,
  id: number,
  official: boolean,
): Promise<CommunityImage> {
  const { db } = deps;
  assertMayMarkOfficial(actor, deps.config.staffMfa);
  const row = await liveImage(db, id, deps.config.trust);
  if ((row.is_official === 1) !== official) {
    await db.transaction().execute(async (trx) => {
      if (!(await setImageOfficial(trx, id, official))) throw notFound(NO_IMAGE);
      await recordAudit(trx, actor.id, 'community_image.official', 'community_image', id, {
        inkId: row.ink_id,
        isOfficial: official,
      });
    });
  }
  return presentImage(await liveImage(db, id, deps.config.trust));
}

/**
 * One vote per member per ink (decisions.md): voting the image they voted for takes the
 * vote back, voting another image of the ink moves it there. Nobody votes on their own.
 * A member's votes run one at a time (lockMemberFor), so requests sent at once toggle in
 * turn, each answering what it did; the primary key holds the one vote per ink.
 */
export async function vote(
  deps: GalleryDeps,
  actor: RequestActor,
  imageId: number,
): Promise<VoteResult> {
  const { db } = deps;
  const image = await liveImage(db, imageId, deps.config.trust);
  assertMayVote(actor, image);
  await hit(db, `vote:user:${actor.id}`, deps.config.rateLimits.VOTE_USER);
  return db.transaction().execute(async (trx): Promise<VoteResult> => {
    // the member's vote lock, then the ink, as every change to its images' kept votes takes
    // them (ADR 064)
    await lockMemberFor(trx, db.kind, 'imageVote', actor.id);
    await lockInk(trx, db.kind, image.ink_id);
    const at = nowIso();
    const who = { userId: actor.id, inkId: image.ink_id };
    const current = await voteOf(trx, actor.id, image.ink_id);
    let action: VoteResult['action'] = 'added';
    let movedFrom: number | null = null;
    if (current?.image_id === imageId) {
      await deleteVote(trx, { ...who, imageId });
      action = 'removed';
    } else if (current) {
      await moveVote(trx, { ...who, from: current.image_id, to: imageId, at });
      movedFrom = current.image_id;
    } else {
      await insertVote(trx, { ...who, imageId, at });
    }
    if (action === 'added') {
      // ADR 060: the image's owner is told, one unread notification per image with its count
      await notify(trx, {
        userId: image.user_id,
        kind: 'image_vote',
        actorId: actor.id,
        inkId: image.ink_id,
        targetId: imageId,
        collapse: 'target',
      });
      await deps.badges(trx, image.user_id, ['upvotesReceived']);
    }
    return {
      action,
      imageId,
      movedFrom,
      upvotes: await countVotes(trx, imageId, voteCounting(deps.config.trust)),
    };
  });
}

/** Spec §7: the member's vote on an ink, as vote.imageId. */
export async function userVote(db: Db, actor: RequestActor, inkId: number): Promise<UserVote> {
  if (!(await inkIsLive(db, inkId))) throw notFound(NO_INK);
  const current = await voteOf(db, actor.id, inkId);
  return { vote: current ? { imageId: current.image_id } : null };
}

/**
 * Account deletion: the member's images go with their account (decisions.md: what is only
 * theirs), each ink's count and consensus colour follow. Returns the files to remove after the commit.
 */
export async function removeImagesOfUser(trx: Conn, userId: number): Promise<string[]> {
  const files: string[] = [];
  const inks = new Set<number>();
  for (const row of await imagesOfUser(trx, userId)) {
    if (await deleteImageRow(trx, row.id)) await addToImageCount(trx, row.ink_id, -1);
    files.push(row.image_url, row.thumbnail_url);
    inks.add(row.ink_id);
  }
  // ADR 087: a swatch of theirs may have been part of an ink's consensus
  for (const inkId of inks) await keepConsensus(trx, inkId);
  return files;
}

/** A member's shared images (live inks), newest first, for their public profile. */
export async function imagesOfMember(
  db: Db,
  userId: number,
  trust: TrustSettings,
  limit = 24,
): Promise<CommunityImage[]> {
  return (await imagesByUser(db, userId, limit, voteCounting(trust))).map(presentImage);
}
