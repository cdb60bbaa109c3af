import {
  type AppealBody,
  type CrowdData,
  type RestrictBody,
  type RestrictedMember,
  type TrustSettings,
} from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import { lockMemberFor, nowIso } from '#src/db/dialect.ts';
import { forbidden, requireStaffSession, type RequestActor } from '#src/lib/actor.ts';
import { recordAudit } from '#src/lib/audit.ts';
import type { Config } from '#src/config.ts';
import { AppError, notFound } from '#src/lib/errors.ts';
import {
  inkIsLive,
  lockInk,
  lockInksVotedBy,
} from '#src/shared/ink-records/ink-records.queries.ts';
import { findUserById } from '#src/shared/user-records/user-records.queries.ts';
import { presentCrowdData, presentRestricted } from './trust.present.ts';
import {
  clearRestriction,
  deleteVotes,
  imageVotesOnInk,
  inksVotedBy,
  propertyVotesOnInk,
  restrictedMembers,
  restrictionOf,
  saveAppeal,
  setRestriction,
  upholdRestriction,
} from './trust.queries.ts';
import { voteCounting } from '#src/shared/vote-counting/vote-counting.ts';
import { keepConsensusOfMember } from '#src/shared/swatch-readings/swatch-readings.queries.ts';

/**
 * Recounts one ink's crowd facets from its property votes; true when they changed. The
 * property votes feature does it (property-votes.service.ts recountCrowdFacets); app.ts
 * passes it in (ADR 042).
 */
export type RecountCrowdFacets = (db: Db, inkId: number, trust: TrustSettings) => Promise<boolean>;

/** What trust asks of other features, passed in by app.ts (ADR 042). */
export type TrustPorts = { recountCrowdFacets: RecountCrowdFacets };

export type TrustDeps = { db: Db; config: Config } & TrustPorts;

// --- Limits and suspensions -------------------------------------------

const NO_MEMBER = 'Member not found.';

/** The member a moderator acts on: never staff (an admin changes a role first). */
async function memberToRestrict(db: Db, actor: RequestActor, userId: number) {
  const row = await findUserById(db, userId);
  if (!row) throw notFound(NO_MEMBER);
  if (row.id === actor.id) throw forbidden('You cannot limit or suspend your own account.');
  if (row.role !== 'user') {
    throw forbidden(
      'Staff accounts are not limited or suspended: an admin changes the role first.',
    );
  }
  return row;
}

/** Staff limit or suspend a member with a reason the member sees (audited). */
export async function restrictMember(
  deps: TrustDeps,
  actor: RequestActor,
  userId: number,
  body: RestrictBody,
): Promise<RestrictedMember> {
  requireStaffSession(actor, deps.config.staffMfa);
  const { db } = deps;
  const before = await memberToRestrict(db, actor, userId);
  await db.transaction().execute(async (trx) => {
    // their images' kept votes move (ADR 064): no vote of theirs meanwhile, their inks first
    await lockMemberFor(trx, db.kind, 'imageVote', userId);
    await lockInksVotedBy(trx, db.kind, userId);
    await setRestriction(trx, userId, {
      restriction: body.restriction,
      reason: body.reason,
      at: nowIso(),
      by: actor.id,
    });
    await recordAudit(
      trx,
      actor.id,
      `user.${body.restriction === 'limited' ? 'limit' : 'suspend'}`,
      'user',
      userId,
      {
        username: before.username,
        reason: body.reason,
        before: before.restriction,
      },
    );
  });
  await recountVotesOf(deps, userId);
  await keepConsensusOfMember(db, userId);
  return restrictedMember(db, userId);
}

/** The member's votes stopped (or started again) counting: their inks' facets follow. */
async function recountVotesOf(deps: TrustDeps, userId: number): Promise<void> {
  for (const inkId of await inksVotedBy(deps.db, userId)) {
    await deps.recountCrowdFacets(deps.db, inkId, deps.config.trust);
  }
}

/** Staff lift a limit or suspension (audited). */
export async function liftRestriction(
  deps: TrustDeps,
  actor: RequestActor,
  userId: number,
): Promise<void> {
  requireStaffSession(actor, deps.config.staffMfa);
  const { db } = deps;
  const before = await memberToRestrict(db, actor, userId);
  await db.transaction().execute(async (trx) => {
    // their images' kept votes move (ADR 064): no vote of theirs meanwhile, their inks first
    await lockMemberFor(trx, db.kind, 'imageVote', userId);
    await lockInksVotedBy(trx, db.kind, userId);
    if (!(await clearRestriction(trx, userId))) {
      throw new AppError(409, 'conflict', 'This member is not limited or suspended.');
    }
    await recordAudit(trx, actor.id, 'user.lift', 'user', userId, {
      username: before.username,
      was: before.restriction,
      appeal: before.appeal_state,
    });
  });
  await recountVotesOf(deps, userId);
  await keepConsensusOfMember(db, userId);
}

/** Staff read the appeal and keep the restriction (audited); the member cannot appeal again. */
export async function upholdAfterAppeal(
  deps: TrustDeps,
  actor: RequestActor,
  userId: number,
): Promise<RestrictedMember> {
  requireStaffSession(actor, deps.config.staffMfa);
  const { db } = deps;
  const before = await memberToRestrict(db, actor, userId);
  await db.transaction().execute(async (trx) => {
    if (!(await upholdRestriction(trx, userId))) {
      throw new AppError(409, 'conflict', 'No appeal from this member is waiting.');
    }
    await recordAudit(trx, actor.id, 'user.appeal_upheld', 'user', userId, {
      username: before.username,
      restriction: before.restriction,
    });
  });
  return restrictedMember(db, userId);
}

/** The member appeals their restriction, once (audited, as the member's own act). */
export async function appeal(
  deps: TrustDeps,
  actor: RequestActor,
  body: AppealBody,
): Promise<void> {
  const { db } = deps;
  const row = await restrictionOf(db, actor.id);
  if (!row?.restriction) {
    throw new AppError(409, 'conflict', 'Your account is not limited or suspended.');
  }
  await db.transaction().execute(async (trx) => {
    if (!(await saveAppeal(trx, actor.id, body.text, nowIso()))) {
      throw new AppError(
        409,
        'conflict',
        'You have appealed already: the moderators read each appeal once.',
      );
    }
    await recordAudit(trx, actor.id, 'user.appeal', 'user', actor.id, {
      restriction: row.restriction,
    });
  });
}

async function restrictedMember(db: Db, userId: number): Promise<RestrictedMember> {
  const row = (await restrictedMembers(db, 1, userId))[0];
  if (!row) throw notFound(NO_MEMBER);
  return presentRestricted(row);
}

/** The restricted members, appeals waiting first (the console's Members tab). */
export async function listRestricted(db: Db): Promise<RestrictedMember[]> {
  return (await restrictedMembers(db, 200)).map(presentRestricted);
}

// --- Crowd data on an ink ----------------------------------------------

const NO_INK = 'Ink not found. It may have been removed.';

/** An ink's property and image votes with who cast them and whether each counts (staff). */
export async function crowdData(
  deps: TrustDeps,
  actor: RequestActor,
  inkId: number,
): Promise<CrowdData> {
  requireStaffSession(actor, deps.config.staffMfa);
  const { db } = deps;
  if (!(await inkIsLive(db, inkId))) throw notFound(NO_INK);
  const c = voteCounting(deps.config.trust);
  return presentCrowdData(
    inkId,
    await propertyVotesOnInk(db, inkId, c),
    await imageVotesOnInk(db, inkId, c),
  );
}

/**
 * Staff reset an ink's votes, one voter's or everyone's, property votes or image votes
 * (audited); the ink's crowd facets are recounted at once.
 */
export async function resetVotes(
  deps: TrustDeps,
  actor: RequestActor,
  inkId: number,
  what: { kind: 'property' | 'image'; userId?: number | undefined },
): Promise<CrowdData> {
  requireStaffSession(actor, deps.config.staffMfa);
  const { db } = deps;
  if (!(await inkIsLive(db, inkId))) throw notFound(NO_INK);
  await db.transaction().execute(async (trx) => {
    // the ink before its votes, as every writer of the kept tallies (ADR 064, 066)
    await lockInk(trx, db.kind, inkId);
    const table = what.kind === 'property' ? 'ink_property_votes' : 'community_image_votes';
    const removed = await deleteVotes(trx, table, inkId, what.userId);
    await recordAudit(trx, actor.id, `votes.reset`, 'ink', inkId, {
      inkId,
      kind: what.kind,
      voterId: what.userId ?? null,
      removed,
    });
  });
  if (what.kind === 'property') await deps.recountCrowdFacets(db, inkId, deps.config.trust);
  return crowdData(deps, actor, inkId);
}
