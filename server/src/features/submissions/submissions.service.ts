import type { InkSubmissionBody } from '@inklore/contract';
import { GALLERY_LIMITS, type DuplicateCandidate, type InkSubmission } from '@inklore/contract';
import type { z } from 'zod';
import type { Config } from '#src/config.ts';
import type { Conn, Db } from '#src/db/database.ts';
import { nowIso } from '#src/db/dialect.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { recordAudit } from '#src/lib/audit.ts';
import { AppError, notFound } from '#src/lib/errors.ts';
import { hit } from '#src/lib/rate-limit.ts';
import { decodeDataUrl, processImage } from '#src/media/images.ts';
import { removeUnreferenced } from '#src/media/references.ts';
import type { MediaStore } from '#src/media/storage.ts';
import { insertInk, inksOfBrand } from '#src/shared/ink-records/ink-records.queries.ts';
import { propertiesOf, propertyMask } from '#src/shared/ink-records/facets.ts';
import { inkRow } from '#src/shared/ink-records/ink-row.ts';
import { brandKey } from '#src/shared/ink-records/ink-names.ts';
import { closeness, duplicateKey } from './duplicates.ts';
import { assertMayReview, assertMayReviewOne, assertMaySubmit } from './submissions.policy.ts';
import { presentSubmission, submissionAliases } from './submissions.present.ts';
import { addInkAliases } from '#src/shared/ink-records/ink-aliases.queries.ts';
import {
  notify,
  recordFeedEvent,
  type BadgeCheck,
} from '#src/shared/member-links/member-links.queries.ts';
import {
  insertSubmission,
  settleSubmission,
  submissionById,
  submissionsOf,
  submissionsWithStatus,
  type SubmissionRow,
} from './submissions.queries.ts';

export type SubmissionDeps = { db: Db; config: Config; media: MediaStore };

/**
 * What settling a discovery tells the others (app.ts passes them in: ADR 042): the rows of
 * members' imports offered as it (transfer's unmatched.service.ts) become ink-ventory
 * entries of the new ink on approval, and are resolved on rejection. In the caller's
 * transaction.
 */
export type SubmissionPorts = {
  approved: (trx: Conn, kind: Db['kind'], submissionId: number, inkId: number) => Promise<void>;
  rejected: (trx: Conn, submissionId: number) => Promise<void>;
  /** The badges feature's check: an approved discovery may earn one (ADR 060). */
  badges: BadgeCheck;
};
type Body = z.output<typeof InkSubmissionBody>;

const NO_SUBMISSION = 'Submission not found.';
const SETTLED = 'This submission has been reviewed already.';
const MAX_CANDIDATES = 8;

/** Catalogue inks a new ink of this brand and name may duplicate: exact ones first. */
export async function findDuplicates(
  db: Db,
  brand: string,
  name: string,
): Promise<DuplicateCandidate[]> {
  if (brand.trim() === '' || name.trim() === '') return [];
  return likelyDuplicates(await inksOfBrand(db, [brandKey(brand)]), name);
}

type BrandInk = Awaited<ReturnType<typeof inksOfBrand>>[number];

/** Of a brand's inks, those `name` may duplicate: exact ones first, at most 8. */
function likelyDuplicates(inks: BrandInk[], name: string): DuplicateCandidate[] {
  const found: DuplicateCandidate[] = [];
  for (const r of inks) {
    const how = closeness(name, r.name);
    if (how)
      found.push({
        id: r.id,
        name: r.name,
        brand: r.brand,
        colorHex: r.color_hex,
        exact: how === 'exact',
      });
  }
  found.sort((a, b) => Number(b.exact) - Number(a.exact) || a.name.localeCompare(b.name));
  return found.slice(0, MAX_CANDIDATES);
}

/** Submissions as the API shows them: the pending ones with their likely duplicates now. */
async function presentAll(db: Db, rows: SubmissionRow[]): Promise<InkSubmission[]> {
  const pending = rows.filter((r) => r.status === 'pending');
  // one query for the inks of every brand in the list, not one per submission
  const inks = await inksOfBrand(db, [...new Set(pending.map((r) => brandKey(r.brand)))]);
  const byBrand = new Map<string, BrandInk[]>();
  for (const ink of inks)
    byBrand.set(ink.brand_norm, [...(byBrand.get(ink.brand_norm) ?? []), ink]);
  return rows.map((r) =>
    presentSubmission(
      r,
      r.status === 'pending' ? likelyDuplicates(byBrand.get(brandKey(r.brand)) ?? [], r.name) : [],
    ),
  );
}

/**
 * A member shares a discovery: pending until a moderator reviews it. When the catalogue
 * seems to have the ink already, the member is told (409) unless they confirm, and a
 * confirmed one is flagged for the moderators.
 */
export async function submitInk(
  deps: SubmissionDeps,
  actor: RequestActor,
  body: Body,
): Promise<InkSubmission> {
  const { db } = deps;
  assertMaySubmit(actor);
  const duplicates = await findDuplicates(db, body.brand, body.name);
  if (duplicates.length > 0 && !body.confirmDuplicate) {
    const names = duplicates
      .slice(0, 3)
      .map((d) => `${d.brand} ${d.name}`)
      .join(', ');
    throw new AppError(
      409,
      'conflict',
      `This ink may be in the catalogue already (${names}). Check it, and send again with confirmDuplicate if yours is a different ink.`,
    );
  }
  await hit(db, `submission:user:${actor.id}`, deps.config.rateLimits.SUBMISSION_USER);
  let imageUrl: string | null = null;
  if (body.imageUrl) {
    const bytes = decodeDataUrl(body.imageUrl, GALLERY_LIMITS.profileImageMaxBytes);
    const image = await processImage(bytes, {
      width: GALLERY_LIMITS.profileImageSize,
      height: GALLERY_LIMITS.profileImageSize,
      fit: 'inside',
      quality: Math.round(GALLERY_LIMITS.profileImageQuality * 100),
    });
    imageUrl = await deps.media.put('submissions', image.data, 'jpg');
  }
  let id: number;
  try {
    id = await insertSubmission(db, {
      user_id: actor.id,
      name: body.name,
      brand: body.brand,
      line: body.line,
      color_family: body.color,
      color_hex: body.colorHex,
      description: body.description,
      property_mask: propertyMask(body.properties),
      image_url: imageUrl,
      duplicate_key: duplicateKey(body.brand, body.name),
      flagged_duplicate: duplicates.length > 0 ? 1 : 0,
      aliases: JSON.stringify(body.aliases),
      created_at: nowIso(),
    });
  } catch (err) {
    await removeUnreferenced(db, deps.media, [imageUrl]);
    throw err;
  }
  const row = await submissionById(db, id);
  if (!row) throw notFound(NO_SUBMISSION);
  return presentSubmission(row, duplicates);
}

/** The member's own submissions and their status, newest first. */
export async function mySubmissions(db: Db, actor: RequestActor): Promise<InkSubmission[]> {
  const rows = await submissionsOf(db, actor.id);
  return presentAll(db, rows);
}

/** The review queue, each pending one with the catalogue inks it may duplicate. */
export async function submissionsForReview(
  deps: SubmissionDeps,
  actor: RequestActor,
  status: 'pending' | 'approved' | 'rejected',
): Promise<InkSubmission[]> {
  assertMayReview(actor, deps.config.staffMfa);
  const rows = await submissionsWithStatus(deps.db, status);
  return presentAll(deps.db, rows);
}

/**
 * Approving makes the submission a catalogue ink (submittedBy the member), searchable and
 * in the facets at once; a submission is reviewed once. Audited.
 */
export async function approveSubmission(
  deps: SubmissionDeps & { ports: SubmissionPorts },
  actor: RequestActor,
  id: number,
): Promise<InkSubmission> {
  const { db } = deps;
  assertMayReview(actor, deps.config.staffMfa);
  const row = await submissionById(db, id);
  if (!row) throw notFound(NO_SUBMISSION);
  assertMayReviewOne(actor, row, deps.config.staffMfa);
  if (row.status !== 'pending') throw new AppError(409, 'conflict', SETTLED);
  await db.transaction().execute(async (trx) => {
    const at = nowIso();
    const inkId = await insertInk(
      trx,
      inkRow({
        name: row.name,
        brand: row.brand,
        line: row.line,
        colorHex: row.color_hex,
        color: presentSubmission(row, []).color,
        description: row.description,
        images: row.image_url ? [row.image_url] : [],
        properties: propertiesOf(row.property_mask),
        featured: false,
        source: 'Shared by a member of the Inklore community',
        submittedBy: row.user_id,
        createdAt: at,
      }),
    );
    const settled = await settleSubmission(trx, {
      id,
      status: 'approved',
      reason: null,
      inkId,
      by: actor.id,
      at,
    });
    if (!settled) throw new AppError(409, 'conflict', SETTLED);
    await addInkAliases(trx, inkId, submissionAliases(row), 'discovery', at);
    await deps.ports.approved(trx, db.kind, id, inkId);
    await recordAudit(trx, actor.id, 'submission.approve', 'ink_submission', id, { inkId });
    await tellApproved(trx, deps.ports, row, inkId);
  });
  const updated = await submissionById(db, id);
  if (!updated) throw notFound(NO_SUBMISSION);
  return presentSubmission(updated, []);
}

/**
 * ADR 060, in the approval's transaction: the member is told (never who reviewed it), the new
 * ink reaches the feeds of the member's followers (discovery) and of the brand's (brand_ink),
 * and a badge it earns is told once.
 */
async function tellApproved(
  trx: Conn,
  ports: SubmissionPorts,
  row: SubmissionRow,
  inkId: number,
): Promise<void> {
  if (row.user_id !== null) {
    await notify(trx, {
      userId: row.user_id,
      kind: 'discovery_reviewed',
      inkId,
      targetId: row.id,
      details: { outcome: 'approved', name: row.name },
    });
    await recordFeedEvent(trx, { kind: 'discovery', actorId: row.user_id, inkId, targetId: inkId });
    await ports.badges(trx, row.user_id, ['approvedDiscoveries']);
  }
  await recordFeedEvent(trx, {
    kind: 'brand_ink',
    brandNorm: brandKey(row.brand),
    inkId,
    targetId: inkId,
  });
}

/** Rejecting keeps nothing in the catalogue; the member sees the reason. Audited. */
export async function rejectSubmission(
  deps: SubmissionDeps & { ports: SubmissionPorts },
  actor: RequestActor,
  id: number,
  reason: string,
): Promise<InkSubmission> {
  const { db } = deps;
  assertMayReview(actor, deps.config.staffMfa);
  const row = await submissionById(db, id);
  if (!row) throw notFound(NO_SUBMISSION);
  assertMayReviewOne(actor, row, deps.config.staffMfa);
  await db.transaction().execute(async (trx) => {
    const settled = await settleSubmission(trx, {
      id,
      status: 'rejected',
      reason,
      inkId: null,
      by: actor.id,
      at: nowIso(),
    });
    if (!settled) throw new AppError(409, 'conflict', SETTLED);
    await deps.ports.rejected(trx, id);
    await recordAudit(trx, actor.id, 'submission.reject', 'ink_submission', id, { reason });
    if (row.user_id !== null) {
      // ADR 060: the member is told, with the reason (never who reviewed it)
      await notify(trx, {
        userId: row.user_id,
        kind: 'discovery_reviewed',
        targetId: id,
        details: { outcome: 'rejected', reason, name: row.name },
      });
    }
  });
  const updated = await submissionById(db, id);
  if (!updated) throw notFound(NO_SUBMISSION);
  return presentSubmission(updated, []);
}
