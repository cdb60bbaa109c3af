import {
  PEN_KINDS,
  PEN_LIMITS,
  PEN_MESSAGES,
  type PenImportPen,
  type PenImportPreview,
  type PenImportResult,
  type PenKind,
} from '@inklore/contract';
import type { z } from 'zod';
import type { PenImportConfirmBody as ConfirmSchema } from '@inklore/contract';
import type { Conn, Db } from '#src/db/database.ts';
import { nowIso, transactionHoldsTheDatabase } from '#src/db/dialect.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { Slices } from '#src/lib/slices.ts';
import { compact } from '#src/shared/ink-records/ink-names.ts';
import { InkMatcher } from './matcher.ts';
import { parsePenCsv, readPenName } from './pens-csv.ts';
import { inkingsOf, pensOf } from './pens-transfer.queries.ts';
import {
  brandReader,
  inksOf,
  oneAtATime,
  WRITE_BATCH,
  type ImportPorts,
  type TransferDeps,
} from './transfer.service.ts';

/**
 * Moving pens in from Fountain Pen Companion and taking them out (ADR 058): its pens,
 * currently inked and usage files, previewed (nothing written) and confirmed row by row, and
 * the member's pens, pairings and diary as CSV in the same columns.
 */

type Problem = { problem: string };

/** What the import writes through the pens feature's own rules (pens.import.ts; app.ts). */
export type PenImportPorts = {
  importPen: (
    trx: Conn,
    userId: number,
    fields: {
      kind: PenKind;
      brand: string;
      model: string | null;
      nibSize: string | null;
      color: string | null;
      material: string | null;
      fillingSystem: string | null;
      notes: string | null;
      archived: boolean;
      at: string;
    },
  ) => Promise<number | Problem>;
  importInking: (
    trx: Conn,
    kind: Db['kind'],
    userId: number,
    given: {
      penId: number;
      inkId: number;
      inkedOn: string;
      cleanedOn: string | null;
      note: string | null;
      at: string;
    },
  ) => Promise<{ id: number; created: boolean } | Problem>;
  importUse: (
    trx: Conn,
    kind: Db['kind'],
    userId: number,
    given: { penId: number; inkId: number; day: string; at: string },
  ) => Promise<'created' | 'exists' | Problem>;
  /** The member's pairings and diary marks now (the import keeps under PEN_LIMITS). */
  importCounts: (db: Db, userId: number) => Promise<{ inkings: number; uses: number }>;
};

type MyPen = Awaited<ReturnType<typeof pensOf>>[number];
type PenFields = {
  brand: string;
  model: string | null;
  nibSize: string | null;
  color: string | null;
};

const keyOf = (p: PenFields) => `${compact(p.brand)}|${compact(p.model ?? '')}`;
const same = (a: string | null, b: string | null) => compact(a ?? '') === compact(b ?? '');

/** The member's pens by brand and model; the one of the same nib and colour first. */
class PenFinder {
  readonly #byName = new Map<string, MyPen[]>();
  readonly brands: string[];

  constructor(pens: MyPen[]) {
    for (const p of pens) {
      const k = keyOf({ brand: p.brand, model: p.model, nibSize: null, color: null });
      this.#byName.set(k, [...(this.#byName.get(k) ?? []), p]);
    }
    this.brands = [...new Set(pens.map((p) => p.brand))];
  }

  /** The pen these fields name, when the member has one of that brand and model. */
  find(f: PenFields, exact = false): MyPen | null {
    const all = this.#byName.get(keyOf(f)) ?? [];
    const score = (p: MyPen) =>
      (same(p.nib_size, f.nibSize) ? 2 : 0) + (same(p.color, f.color) ? 1 : 0);
    const best = [...all].sort((a, b) => score(b) - score(a) || a.id - b.id)[0] ?? null;
    if (exact) return best && score(best) === 3 ? best : null;
    return best;
  }
}

function penOf(f: PenFields, found: MyPen | null, kind: PenKind = 'fountain'): PenImportPen {
  return found
    ? {
        penId: found.id,
        kind: found.kind,
        brand: found.brand,
        model: found.model,
        nibSize: found.nib_size,
        color: found.color,
      }
    : { penId: null, kind, brand: f.brand, model: f.model, nibSize: f.nibSize, color: f.color };
}

const kindFrom = (v: string | null): PenKind => PEN_KINDS.find((k) => k === v) ?? 'fountain';

/** The import's first step: read the file, match its pens and inks, say what would happen. */
export async function previewPenImport(
  deps: TransferDeps,
  actor: RequestActor,
  csv: string,
): Promise<PenImportPreview> {
  const { db } = deps;
  return oneAtATime(deps, actor.id, async () => {
    const slices = new Slices();
    const file = await parsePenCsv(csv, slices);
    const finder = new PenFinder(await pensOf(db, actor.id));
    const empty: PenImportPreview = { kind: file.kind, pens: [], inkings: [], uses: [] };
    if (file.kind === 'pens') {
      for (const r of file.rows) {
        const fields = { brand: r.brand, model: r.model, nibSize: r.nib, color: r.color };
        const found = finder.find(fields, true);
        const extra = [
          r.comment,
          r.trimColor ? `Trim: ${r.trimColor}` : null,
          r.price ? `Price: ${r.price}` : null,
        ].filter((x): x is string => x !== null);
        empty.pens.push({
          row: r.row,
          pen: penOf(fields, found, kindFrom(r.kind)),
          material: r.material,
          fillingSystem: r.fillingSystem,
          notes: extra.length > 0 ? extra.join('\n') : null,
          archived: r.archived,
          already: found !== null,
        });
        await slices.pause();
      }
      return empty;
    }
    // the inks: "Brand Line Name" as Fountain Pen Companion writes a collected ink's name
    const brands = await brandReader(db, slices);
    const wheres = file.rows.map((r) => brands.read(r.ink, null));
    const keys = [...new Set(wheres.map((w) => w.brandKey))];
    const matcher = await InkMatcher.build(await inksOf(db, keys, slices), slices);
    const matchInk = (i: number) => {
      const where = wheres[i];
      const candidates = where ? matcher.match(where.brandKey, null, where.line ?? '') : [];
      const certain = candidates.filter((c) => c.score === 1);
      const outcome: PenImportPreview['uses'][number]['outcome'] =
        certain.length === 1 ? 'matched' : candidates.length > 0 ? 'uncertain' : 'unmatched';
      return {
        outcome,
        candidates: outcome === 'matched' ? certain : candidates,
      };
    };
    if (file.kind === 'inkings') {
      const had = new Set(
        (await inkingsOf(db, actor.id)).map((i) => `${i.pen_id}:${i.ink_id}:${i.inked_on}`),
      );
      for (const [i, r] of file.rows.entries()) {
        const read = readPenName(r.pen, finder.brands);
        const fields = {
          brand: read.brand,
          model: read.model,
          nibSize: read.nib,
          color: read.color,
        };
        const found = finder.find(fields);
        const ink = matchInk(i);
        const inkId = ink.outcome === 'matched' ? ink.candidates[0]?.inkId : undefined;
        empty.inkings.push({
          row: r.row,
          penText: r.pen,
          inkText: r.ink,
          pen: penOf(fields, found),
          ...ink,
          inkedOn: r.inkedOn,
          cleanedOn: r.cleanedOn,
          note: r.comment,
          problem:
            r.inkedOn === null
              ? 'The row has no Date Inked.'
              : r.cleanedOn !== null && r.cleanedOn < r.inkedOn
                ? 'The day cleaned is before the day inked.'
                : null,
          already: found !== null && had.has(`${found.id}:${inkId}:${r.inkedOn}`),
        });
        await slices.pause();
      }
      return empty;
    }
    for (const [i, r] of file.rows.entries()) {
      const read = readPenName(r.pen, finder.brands);
      const fields = { brand: read.brand, model: read.model, nibSize: read.nib, color: read.color };
      empty.uses.push({
        row: r.row,
        penText: r.pen,
        inkText: r.ink,
        pen: penOf(fields, finder.find(fields)),
        ...matchInk(i),
        day: r.day,
        problem: r.day === null ? 'The row has no day (Used On).' : null,
      });
      await slices.pause();
    }
    return empty;
  });
}

type Body = z.output<typeof ConfirmSchema>;
type Ref = Body['inkings'][number]['pen'];

/**
 * The import's second step: the rows the member chose. Pens first (one the member has
 * already, by brand, model, nib and colour, is not made again), then pairings (a pen the row
 * names that the member does not have is made once; an ink the member does not own joins the
 * ink-ventory as owned), then diary days. A row that breaks a rule is skipped with why; the
 * writes go in short transactions (ADR 038). Importing the same file again writes nothing new.
 */
export async function confirmPenImport(
  deps: TransferDeps & { ports: { pens: PenImportPorts; inventory: ImportPorts['inventory'] } },
  actor: RequestActor,
  body: Body,
): Promise<PenImportResult> {
  const { db, ports } = deps;
  return oneAtATime(deps, actor.id, async () => {
    const slices = new Slices();
    const holds = transactionHoldsTheDatabase(db.kind);
    const finder = new PenFinder(await pensOf(db, actor.id));
    const made = new Map<string, number>();
    const counts = await ports.pens.importCounts(db, actor.id);
    const result: PenImportResult = {
      pensCreated: 0,
      inkingsCreated: 0,
      usesCreated: 0,
      addedToInventory: 0,
      skipped: [],
    };
    const newPen = async (
      trx: Conn,
      ref: Ref & {
        material?: string | null;
        fillingSystem?: string | null;
        notes?: string | null;
        archived?: boolean;
      },
      at: string,
    ): Promise<number | Problem> => {
      const fields = {
        brand: ref.brand,
        model: ref.model ?? null,
        nibSize: ref.nibSize ?? null,
        color: ref.color ?? null,
      };
      const k = `${keyOf(fields)}|${compact(fields.nibSize ?? '')}|${compact(fields.color ?? '')}`;
      const known = made.get(k) ?? finder.find(fields, true)?.id;
      if (known !== undefined) return known;
      const id = await ports.pens.importPen(trx, actor.id, {
        kind: ref.kind,
        ...fields,
        material: ref.material ?? null,
        fillingSystem: ref.fillingSystem ?? null,
        notes: ref.notes ?? null,
        archived: ref.archived ?? false,
        at,
      });
      if (typeof id === 'number') {
        made.set(k, id);
        result.pensCreated += 1;
      }
      return id;
    };
    const penFor = (trx: Conn, ref: Ref, at: string) =>
      ref.penId ? Promise.resolve(ref.penId) : newPen(trx, ref, at);
    /** A diary day's pen: one the member has (or this import made); a day makes no pen. */
    const knownPen = (ref: Ref): number | Problem =>
      ref.penId ??
      made.get(
        `${keyOf({ brand: ref.brand, model: ref.model ?? null, nibSize: null, color: null })}|${compact(ref.nibSize ?? '')}|${compact(ref.color ?? '')}`,
      ) ??
      finder.find({
        brand: ref.brand,
        model: ref.model ?? null,
        nibSize: ref.nibSize ?? null,
        color: ref.color ?? null,
      })?.id ?? {
        problem: 'None of your pens has that name: import the pens or currently inked file first.',
      };

    /** Runs `step` for each row in short transactions. */
    const each = async <T>(
      rows: T[],
      step: (trx: Conn, row: T, i: number, at: string) => Promise<void>,
    ) => {
      let next = 0;
      while (next < rows.length) {
        await db.transaction().execute(async (trx) => {
          const at = nowIso();
          const stop = Math.min(next + WRITE_BATCH, rows.length);
          do {
            const row = rows[next];
            if (row !== undefined) await step(trx, row, next, at);
            next += 1;
          } while (next < stop && !(holds && slices.spent));
        });
        await slices.yield();
      }
    };

    await each(body.pens, async (trx, row, index, at) => {
      const id = await newPen(trx, row, at);
      if (typeof id !== 'number') result.skipped.push({ what: 'pens', index, message: id.problem });
    });
    await each(body.inkings, async (trx, row, index, at) => {
      const penId = await penFor(trx, row.pen, at);
      if (typeof penId !== 'number') {
        result.skipped.push({ what: 'inkings', index, message: penId.problem });
        return;
      }
      if (counts.inkings >= PEN_LIMITS.inkingsPerMember) {
        result.skipped.push({ what: 'inkings', index, message: PEN_MESSAGES.tooManyInkings });
        return;
      }
      const done = await ports.pens.importInking(trx, db.kind, actor.id, {
        penId,
        inkId: row.inkId,
        inkedOn: row.inkedOn,
        cleanedOn: row.cleanedOn ?? null,
        note: row.note ?? null,
        at,
      });
      if ('problem' in done) {
        result.skipped.push({ what: 'inkings', index, message: done.problem });
        return;
      }
      // a pairing imported before is there already: nothing counted, nothing added again
      if (!done.created) return;
      result.inkingsCreated += 1;
      counts.inkings += 1;
      if (await ports.inventory.ownInk(trx, db.kind, actor.id, row.inkId, row.addAs ?? 'bottle'))
        result.addedToInventory += 1;
    });
    await each(body.uses, async (trx, row, index, at) => {
      const penId = knownPen(row.pen);
      if (typeof penId !== 'number') {
        result.skipped.push({ what: 'uses', index, message: penId.problem });
        return;
      }
      if (counts.uses >= PEN_LIMITS.usesPerMember) {
        result.skipped.push({ what: 'uses', index, message: PEN_MESSAGES.tooManyUses });
        return;
      }
      const how = await ports.pens.importUse(trx, db.kind, actor.id, {
        penId,
        inkId: row.inkId,
        day: row.day,
        at,
      });
      if (how === 'created') {
        result.usesCreated += 1;
        counts.uses += 1;
      } else if (how !== 'exists')
        result.skipped.push({ what: 'uses', index, message: how.problem });
    });
    return result;
  });
}
