import {
  IMPORT_MAX_ROWS,
  InkSubmissionBody,
  type DuplicateCandidate,
  type KeepUnmatchedBody,
  type OfferDiscoveriesBody,
  type OfferOutcome,
  type OfferResult,
  type UnmatchedRow,
} from '@inklore/contract';
import type { z } from 'zod';
import type { Conn, Db } from '#src/db/database.ts';
import { nowIso, toIso } from '#src/db/dialect.ts';
import type { ImportRowRow } from '#src/db/schema.ts';
import { normalizeText } from '#src/db/text.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { AppError, notFound } from '#src/lib/errors.ts';
import { Slices } from '#src/lib/slices.ts';
import { candidatesFor, type ImportPorts } from './transfer.service.ts';
import {
  countUnresolvedImportRows,
  importRowOf,
  importRowsByKey,
  insertImportRows,
  inksForMatching,
  reopenImportRow,
  rowsOfSubmission,
  setImportRowState,
  unresolvedImportRows,
} from './transfer.queries.ts';

/**
 * The rows of a member's imports that matched no ink (ADR 051): kept until resolved, offered
 * as discoveries (the submissions feature's own rules: verified email, duplicate check,
 * limits), linked to the new ink when staff approve it, matched to an ink by the member, or
 * dismissed.
 */

/** What moving in asks of the discoveries feature (app.ts passes it in: ADR 042). */
export type DiscoveryPorts = {
  /**
   * Shares a discovery as the member, as POST /api/submissions does (submissions.service.ts
   * submitInk): 403 without a verified email, 409 when the catalogue may have the ink and
   * the member did not confirm, 429 past the limit. The new submission's id.
   */
  submit: (actor: RequestActor, body: z.output<typeof InkSubmissionBody>) => Promise<number>;
  /** Catalogue inks a new ink of this brand and name may duplicate (findDuplicates). */
  duplicates: (db: Db, brand: string, name: string) => Promise<DuplicateCandidate[]>;
};

type Deps = { db: Db; ports: ImportPorts & { discoveries: DiscoveryPorts } };

const NO_ROW = 'That row is not among your imported rows. Reload the page to see them.';
const NOT_OPEN =
  'That row was offered as a discovery, matched or dismissed already. Reload the page to see where it is.';

const rowKey = (r: { brand: string; line?: string | null; name: string; kind: string }) =>
  [normalizeText(r.brand), normalizeText(r.line ?? ''), normalizeText(r.name), r.kind].join('|');

function present(r: ImportRowRow, candidates: UnmatchedRow['candidates'] = []): UnmatchedRow {
  return {
    id: r.id,
    brand: r.brand,
    line: r.line,
    name: r.name,
    colorHex: r.color_hex,
    kind: r.kind,
    status: r.status,
    notes: r.notes,
    state: r.state === 'submitted' ? 'submitted' : 'open',
    submissionId: r.submission_id,
    candidates,
    createdAt: toIso(r.created_at),
  };
}

/** Open rows whose inks are looked for in the catalogue on each read (the first ones). */
const CANDIDATE_ROWS = 200;

/**
 * The member's rows not resolved yet; the first open ones with the catalogue inks they may
 * be now (another member's discovery, or staff, may have added the ink since): a row is
 * "matched later" by the member choosing one.
 */
export async function unmatchedRows(db: Db, actor: RequestActor): Promise<UnmatchedRow[]> {
  const rows = await unresolvedImportRows(db, actor.id);
  const open = rows.filter((r) => r.state === 'open').slice(0, CANDIDATE_ROWS);
  const found = await candidatesFor(db, open);
  const byId = new Map(open.map((r, i) => [r.id, found[i] ?? []]));
  return rows.map((r) => present(r, byId.get(r.id)));
}

/** The most rows a member keeps unresolved at once (as many as one import reads). */
const KEPT_MAX = IMPORT_MAX_ROWS;

/**
 * Keeps the rows (each once per member: brand, line, name and kind); a row dismissed or
 * rejected before is opened again with the file's fields. At most KEPT_MAX rows wait at once
 * (409 past it, nothing written). Written a chunk per transaction, others' requests running
 * between them (ADR 038). Returns every unresolved row.
 */
export async function keepUnmatched(
  db: Db,
  actor: RequestActor,
  body: z.output<typeof KeepUnmatchedBody>,
): Promise<UnmatchedRow[]> {
  const slices = new Slices();
  const byKey = new Map<string, (typeof body.rows)[number]>();
  for (const r of body.rows) byKey.set(rowKey(r), r);
  const keys = [...byKey.keys()];
  const known = new Map<string, { id: number; state: string }>();
  for (let i = 0; i < keys.length; i += 200) {
    for (const r of await importRowsByKey(db, actor.id, keys.slice(i, i + 200))) {
      known.set(r.row_key, r);
    }
    await slices.pause();
  }
  const adding = keys.filter((k) => {
    const old = known.get(k);
    return !old || old.state === 'dismissed' || old.state === 'rejected';
  }).length;
  const waiting = await countUnresolvedImportRows(db, actor.id);
  if (waiting + adding > KEPT_MAX) {
    throw new AppError(
      409,
      'conflict',
      `You have ${waiting.toLocaleString('en-GB')} rows waiting for an ink; at most ${KEPT_MAX.toLocaleString('en-GB')} wait at once. Offer, match or dismiss some first.`,
    );
  }
  for (let i = 0; i < keys.length; i += 200) {
    const some = keys.slice(i, i + 200);
    await db.transaction().execute(async (trx) => {
      const at = nowIso();
      const fresh = [];
      for (const key of some) {
        const r = byKey.get(key);
        if (!r) continue;
        const values = {
          brand: r.brand,
          line: r.line ?? null,
          name: r.name,
          color_hex: r.colorHex ?? null,
          kind: r.kind,
          status: r.status,
          rating: r.rating ?? null,
          notes: r.notes ?? null,
          acquired_date: r.acquiredDate ?? null,
          swabbed: r.swabbed ? 1 : 0,
          last_used_date: r.lastUsed ?? null,
          updated_at: at,
        };
        const old = known.get(key);
        if (!old) fresh.push({ ...values, user_id: actor.id, row_key: key, created_at: at });
        else if (old.state === 'dismissed' || old.state === 'rejected') {
          await reopenImportRow(trx, old.id, values);
        }
      }
      await insertImportRows(trx, fresh);
    });
    await slices.yield();
  }
  return unmatchedRows(db, actor);
}

/** The member dismisses a row they will not bring in: it leaves the list. */
export async function dismissRow(db: Db, actor: RequestActor, id: number): Promise<void> {
  const row = await importRowOf(db, actor.id, id);
  if (!row) throw notFound(NO_ROW);
  if (!(await setImportRowState(db, id, ['open'], { state: 'dismissed', at: nowIso() }))) {
    throw new AppError(409, 'conflict', NOT_OPEN);
  }
}

/** The ink-ventory entry a row gives, for the ink it now has. */
function entryOfRow(r: ImportRowRow) {
  return {
    status: r.status,
    notes: r.notes,
    acquiredDate: r.acquired_date,
    kind: r.kind,
    swabbed: r.swabbed === 1,
    lastUsed: r.last_used_date,
    rating: r.rating,
  };
}

/** The member says which catalogue ink the row is after all: their entry is made from it. */
export async function matchRow(
  deps: Deps,
  actor: RequestActor,
  id: number,
  inkId: number,
): Promise<UnmatchedRow[]> {
  const { db, ports } = deps;
  const row = await importRowOf(db, actor.id, id);
  if (!row) throw notFound(NO_ROW);
  if (row.state !== 'open') throw new AppError(409, 'conflict', NOT_OPEN);
  if ((await inksForMatching(db, [inkId])).length === 0) {
    throw notFound('Ink not found. It may have been removed.');
  }
  await db.transaction().execute(async (trx) => {
    const at = nowIso();
    if (!(await setImportRowState(trx, id, ['open'], { state: 'linked', ink_id: inkId, at }))) {
      throw new AppError(409, 'conflict', NOT_OPEN);
    }
    await ports.inventory.importEntry(trx, db.kind, actor.id, inkId, entryOfRow(row));
  });
  return unmatchedRows(db, actor);
}

type OfferItem = z.output<typeof OfferDiscoveriesBody>['items'][number];

/**
 * Offers rows as the member's discoveries, each by the rules of a discovery shared by hand.
 * Every item is checked first (the rows are the member's and open, the fields pass
 * InkSubmissionBody): one bad item refuses the call, writing nothing. Then each row is
 * claimed (open to submitted, so that two calls never offer one row twice) and sent; a
 * likely duplicate or the limit leaves it open, saying why.
 */
export async function offerDiscoveries(
  deps: Deps,
  actor: RequestActor,
  body: { items: OfferItem[] },
): Promise<OfferResult> {
  const { db, ports } = deps;
  const ids = body.items.map((i) => i.id);
  if (new Set(ids).size !== ids.length) {
    throw new AppError(400, 'validation_failed', 'Each row may be offered once.');
  }
  const checked: { item: OfferItem; submission: z.output<typeof InkSubmissionBody> }[] = [];
  for (const [i, item] of body.items.entries()) {
    const row = await importRowOf(db, actor.id, item.id);
    if (!row) throw notFound(NO_ROW);
    if (row.state !== 'open') throw new AppError(409, 'conflict', NOT_OPEN);
    const read = InkSubmissionBody.safeParse({
      name: item.name,
      brand: item.brand,
      line: item.line ?? null,
      color: item.color,
      colorHex: item.colorHex,
      confirmDuplicate: item.confirmDuplicate,
    });
    if (!read.success) {
      const issue = read.error.issues[0];
      const field = ['items', i, ...(issue?.path ?? [])].map(String).join('.');
      const message = issue?.message ?? 'is invalid';
      throw new AppError(400, 'validation_failed', `Invalid ${field}: ${message}`, {
        [field]: message,
      });
    }
    checked.push({ item, submission: read.data });
  }
  const results: OfferOutcome[] = [];
  let stopped: string | null = null;
  for (const { item, submission } of checked) {
    const outcome = (o: Omit<OfferOutcome, 'id'>) => results.push({ id: item.id, ...o });
    if (stopped !== null) {
      outcome({ outcome: 'refused', message: stopped, duplicates: [] });
      continue;
    }
    if (!(await setImportRowState(db, item.id, ['open'], { state: 'submitted', at: nowIso() }))) {
      outcome({ outcome: 'refused', message: NOT_OPEN, duplicates: [] });
      continue;
    }
    try {
      const submissionId = await ports.discoveries.submit(actor, submission);
      await setImportRowState(db, item.id, ['submitted'], {
        state: 'submitted',
        submission_id: submissionId,
        at: nowIso(),
      });
      outcome({ outcome: 'submitted', message: null, duplicates: [] });
    } catch (err) {
      await setImportRowState(db, item.id, ['submitted'], { state: 'open', at: nowIso() });
      if (!(err instanceof AppError)) throw err;
      if (err.status === 409) {
        outcome({
          outcome: 'duplicate',
          message: err.message,
          duplicates: await ports.discoveries.duplicates(db, submission.brand, submission.name),
        });
      } else if (err.status === 429 || err.status === 403) {
        // the limit (or the account) refuses the rest as well: they stay open for later
        stopped = err.message;
        outcome({ outcome: 'refused', message: err.message, duplicates: [] });
      } else {
        outcome({ outcome: 'refused', message: err.message, duplicates: [] });
      }
    }
  }
  return { results, rows: await unmatchedRows(db, actor) };
}

/**
 * Staff approved a discovery (the submissions feature calls this through its port, in its
 * transaction): every row offered as it becomes the member's ink-ventory entry of the new
 * ink, with the row's kind, status, notes and days.
 */
export async function linkApprovedRows(
  trx: Conn,
  kind: Db['kind'],
  importEntry: ImportPorts['inventory']['importEntry'],
  submissionId: number,
  inkId: number,
): Promise<void> {
  for (const row of await rowsOfSubmission(trx, submissionId)) {
    await importEntry(trx, kind, row.user_id, inkId, entryOfRow(row));
    await setImportRowState(trx, row.id, ['submitted'], {
      state: 'linked',
      ink_id: inkId,
      at: nowIso(),
    });
  }
}

/** Staff rejected a discovery: the rows offered as it are resolved (the member sees why there). */
export async function settleRejectedRows(trx: Conn, submissionId: number): Promise<void> {
  for (const row of await rowsOfSubmission(trx, submissionId)) {
    await setImportRowState(trx, row.id, ['submitted'], { state: 'rejected', at: nowIso() });
  }
}
