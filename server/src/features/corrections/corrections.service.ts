import {
  CORRECTION_FIELD_LABELS,
  CORRECTION_FIELDS,
  CORRECTION_LIMITS,
  CORRECTION_MESSAGES,
  CORRECTIONS_PAGE_SIZE,
  correctionOutcome,
  INK_PROPERTIES,
  type Correction,
  type CorrectionField,
  type CorrectionList,
  type CorrectionSettings,
  type RevisionValue,
} from '@inklore/contract';
import type { Config } from '#src/config.ts';
import type { Conn, Db } from '#src/db/database.ts';
import { isUniqueViolation, nowIso } from '#src/db/dialect.ts';
import { assertMayAct, forbidden, hasStaffSession, type RequestActor } from '#src/lib/actor.ts';
import { recordAudit } from '#src/lib/audit.ts';
import { AppError, badRequest, notFound } from '#src/lib/errors.ts';
import {
  catalogueFieldsOf,
  reviseInk,
  type CatalogueFields,
} from '#src/shared/ink-records/ink-revisions.ts';
import { voteCounting, type VoteCounting } from '#src/shared/vote-counting/vote-counting.ts';
import { presentCorrection } from './corrections.present.ts';
import {
  aliasesOf,
  correctionById,
  correctionSettingRows,
  correctionsOfMember,
  correctionsWithStatus,
  countCorrections,
  countPendingOf,
  hasPending,
  inkRows,
  insertCorrection,
  saveCorrectionSettings,
  settleCorrection,
  type CorrectionRow,
} from './corrections.queries.ts';
import { isTrusted } from '#src/shared/vote-counting/vote-counting.queries.ts';

/**
 * Members' corrections to the catalogue (docs/spec/decisions.md "Trust and shared data" and
 * "The catalogue's history", ADR 053): a verified member suggests a new value for one field
 * of an ink; it waits for staff, or applies at once when staff suggest it or when a trusted
 * member does and staff chose so for that field. Accepted, it is a revision (kind
 * correction, the suggester its author) that staff can revert from the ink's History.
 */

type Deps = { db: Db; config: Config };

const NO_CORRECTION = 'No correction has this id.';
const NO_INK = 'Ink not found. It may have been removed.';

/** The inks' catalogue fields now, by id. */
async function currentFields(
  db: Conn,
  inkIds: readonly number[],
): Promise<Map<number, CatalogueFields & { deleted: boolean }>> {
  const ids = [...new Set(inkIds)];
  const [rows, aliases] = await Promise.all([inkRows(db, ids), aliasesOf(db, ids)]);
  const names = new Map<number, string[]>();
  for (const a of aliases) names.set(a.ink_id, [...(names.get(a.ink_id) ?? []), a.alias]);
  return new Map(
    rows.map((r) => [
      r.id,
      { ...catalogueFieldsOf(r, names.get(r.id) ?? []), deleted: r.deleted_at !== null },
    ]),
  );
}

async function present(db: Conn, rows: CorrectionRow[]): Promise<Correction[]> {
  const fields = await currentFields(
    db,
    rows.map((r) => r.ink_id),
  );
  return rows.map((r) => presentCorrection(r, fields.get(r.ink_id)));
}

async function presentOne(db: Conn, id: number, c: VoteCounting): Promise<Correction> {
  const row = await correctionById(db, id, c);
  if (!row) throw notFound(NO_CORRECTION);
  const [out] = await present(db, [row]);
  if (!out) throw notFound(NO_CORRECTION);
  return out;
}

/** The value as the ink keeps it: properties in the catalogue's order. */
function canonical(field: CorrectionField, value: RevisionValue): RevisionValue {
  if (field === 'properties' && Array.isArray(value)) {
    return INK_PROPERTIES.filter((p) => value.includes(p));
  }
  return value;
}

/** Staff's choice per field (a field never set: review). */
async function applyAtOnce(db: Conn): Promise<Record<CorrectionField, boolean>> {
  const rows = await correctionSettingRows(db);
  const on = new Set(rows.filter((r) => r.apply_at_once === 1).map((r) => r.field));
  return Object.fromEntries(CORRECTION_FIELDS.map((f) => [f, on.has(f)])) as Record<
    CorrectionField,
    boolean
  >;
}

/** POST /api/inks/{id}/corrections: 201 with the correction, pending or accepted. */
export async function suggestCorrection(
  deps: Deps,
  actor: RequestActor,
  inkId: number,
  body: { field: CorrectionField; value: RevisionValue; note: string | null },
): Promise<Correction> {
  assertMayAct(actor, 'suggestCorrections');
  const counting = voteCounting(deps.config.trust);
  const label = CORRECTION_FIELD_LABELS[body.field];
  const id = await deps.db.transaction().execute(async (trx) => {
    const ink = (await currentFields(trx, [inkId])).get(inkId);
    if (!ink || ink.deleted) throw notFound(NO_INK);
    const after = canonical(body.field, body.value);
    const before = (ink[body.field] ?? null) as RevisionValue;
    if (JSON.stringify(before) === JSON.stringify(after)) {
      throw badRequest(CORRECTION_MESSAGES.sameValue, { value: CORRECTION_MESSAGES.sameValue });
    }
    if (await hasPending(trx, actor.id, inkId, body.field)) {
      throw new AppError(409, 'conflict', CORRECTION_MESSAGES.onePending(label));
    }
    if ((await countPendingOf(trx, actor.id)) >= CORRECTION_LIMITS.pendingPerMember) {
      throw new AppError(429, 'rate_limited', CORRECTION_MESSAGES.tooMany);
    }
    const level =
      hasStaffSession(actor, deps.config.staffMfa) && actor.role !== 'user'
        ? 'staff'
        : (await isTrusted(trx, actor.id, counting))
          ? 'trusted'
          : 'member';
    const at = nowIso();
    let id: number;
    try {
      id = await insertCorrection(trx, {
        ink_id: inkId,
        user_id: actor.id,
        field: body.field,
        before: JSON.stringify(before),
        after: JSON.stringify(after),
        note: body.note,
        created_at: at,
      });
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new AppError(409, 'conflict', CORRECTION_MESSAGES.onePending(label));
      }
      throw err;
    }
    const settings = await applyAtOnce(trx);
    if (correctionOutcome(level, settings[body.field]) === 'apply') {
      const revised = await reviseInk(trx, {
        inkId,
        kind: 'correction',
        authorId: actor.id,
        at,
        set: { [body.field]: after },
      });
      if (!revised) throw notFound(NO_INK);
      await settleCorrection(trx, {
        id,
        status: 'accepted',
        by: null,
        at,
        revisionId: revised.revisionId,
        appliedAtOnce: true,
      });
    }
    return id;
  });
  return presentOne(deps.db, id, counting);
}

/** The member's own corrections of an ink, newest first (at most a page). */
export async function myCorrections(
  deps: Deps,
  actor: RequestActor,
  inkId: number,
): Promise<CorrectionList> {
  const rows = await correctionsOfMember(
    deps.db,
    actor.id,
    inkId,
    voteCounting(deps.config.trust),
    CORRECTIONS_PAGE_SIZE,
  );
  return { data: await present(deps.db, rows), page: 1, hasMore: false, total: rows.length };
}

/** DELETE /api/corrections/{id}: the member takes back a correction still waiting. */
export async function withdrawCorrection(
  deps: Deps,
  actor: RequestActor,
  id: number,
): Promise<void> {
  const row = await correctionById(deps.db, id, voteCounting(deps.config.trust));
  if (!row) throw notFound(NO_CORRECTION);
  if (row.user_id !== actor.id) throw forbidden('You can only withdraw your own corrections.');
  if (
    row.status !== 'pending' ||
    !(await settleCorrection(deps.db, { id, status: 'withdrawn', by: actor.id, at: nowIso() }))
  ) {
    throw new AppError(409, 'conflict', 'Staff have reviewed this correction already.');
  }
}

/** The staff's queue: waiting corrections oldest first, or the reviewed newest first. */
export async function listCorrections(
  deps: Deps,
  query: {
    status?: 'pending' | 'reviewed' | undefined;
    page?: number | undefined;
    limit?: number | undefined;
  },
): Promise<CorrectionList> {
  const status = query.status ?? 'pending';
  const page = query.page ?? 1;
  const limit = query.limit ?? CORRECTIONS_PAGE_SIZE;
  const counting = voteCounting(deps.config.trust);
  const [rows, total] = await Promise.all([
    correctionsWithStatus(deps.db, status, counting, limit, (page - 1) * limit),
    countCorrections(deps.db, status),
  ]);
  return { data: await present(deps.db, rows), page, hasMore: page * limit < total, total };
}

async function pendingRow(trx: Conn, id: number, c: VoteCounting): Promise<CorrectionRow> {
  const row = await correctionById(trx, id, c);
  if (!row) throw notFound(NO_CORRECTION);
  if (row.status !== 'pending') {
    const by = row.reviewer_name ? ` by ${row.reviewer_name}` : '';
    throw new AppError(409, 'conflict', `This correction was ${row.status} already${by}.`);
  }
  return row;
}

/** Staff accept: the suggested value becomes the ink's (a revision by the suggester); audited. */
export async function acceptCorrection(
  deps: Deps,
  actorId: number,
  id: number,
): Promise<Correction> {
  const counting = voteCounting(deps.config.trust);
  await deps.db.transaction().execute(async (trx) => {
    const row = await pendingRow(trx, id, counting);
    if (row.ink_deleted_at !== null) {
      throw new AppError(409, 'conflict', 'The ink was deleted. Restore it first.');
    }
    const at = nowIso();
    const revised = await reviseInk(trx, {
      inkId: row.ink_id,
      kind: 'correction',
      authorId: row.user_id,
      at,
      set: { [row.field]: JSON.parse(row.after) as RevisionValue },
    });
    if (!revised) throw notFound(NO_INK);
    if (
      !(await settleCorrection(trx, {
        id,
        status: 'accepted',
        by: actorId,
        at,
        revisionId: revised.revisionId,
      }))
    ) {
      throw new AppError(409, 'conflict', 'This correction was reviewed already.');
    }
    await recordAudit(trx, actorId, 'correction.accept', 'ink', row.ink_id, {
      correction: id,
      ink: `${row.ink_brand} ${row.ink_name}`,
      field: row.field,
      by: row.author_name,
      revision: revised.revisionId,
    });
  });
  return presentOne(deps.db, id, counting);
}

/** Staff say no, with a reason the member sees; audited. */
export async function rejectCorrection(
  deps: Deps,
  actorId: number,
  id: number,
  reason: string | null,
): Promise<Correction> {
  const counting = voteCounting(deps.config.trust);
  await deps.db.transaction().execute(async (trx) => {
    const row = await pendingRow(trx, id, counting);
    const at = nowIso();
    if (!(await settleCorrection(trx, { id, status: 'rejected', by: actorId, at, reason }))) {
      throw new AppError(409, 'conflict', 'This correction was reviewed already.');
    }
    await recordAudit(trx, actorId, 'correction.reject', 'ink', row.ink_id, {
      correction: id,
      ink: `${row.ink_brand} ${row.ink_name}`,
      field: row.field,
      by: row.author_name,
      ...(reason ? { reason } : {}),
    });
  });
  return presentOne(deps.db, id, counting);
}

export async function correctionSettings(deps: Deps): Promise<CorrectionSettings> {
  return { applyAtOnce: await applyAtOnce(deps.db) };
}

/** Staff choose which fields' trusted corrections apply at once; audited (what changed). */
export async function updateCorrectionSettings(
  deps: Deps,
  actorId: number,
  wanted: CorrectionSettings,
): Promise<CorrectionSettings> {
  await deps.db.transaction().execute(async (trx) => {
    const had = await applyAtOnce(trx);
    const changed = CORRECTION_FIELDS.filter((f) => had[f] !== wanted.applyAtOnce[f]);
    if (changed.length === 0) return;
    const at = nowIso();
    await saveCorrectionSettings(
      trx,
      changed.map((field) => ({
        field,
        apply_at_once: wanted.applyAtOnce[field] ? 1 : 0,
        updated_by: actorId,
        updated_at: at,
      })),
    );
    await recordAudit(trx, actorId, 'correction_settings.update', 'site', 0, {
      applyAtOnce: Object.fromEntries(changed.map((f) => [f, wanted.applyAtOnce[f]])),
    });
  });
  return correctionSettings(deps);
}
