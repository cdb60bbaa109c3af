import {
  inkingsOverlap,
  PEN_LIMITS,
  PEN_MESSAGES,
  INKABLE_KINDS,
  DIRECT_USE_KINDS,
  type PenKind,
} from '@inklore/contract';
import type { Conn, Db } from '#src/db/database.ts';
import { insertImportedInking, insertImportedPen, liveInk } from './pens.import.queries.ts';
import {
  countInkingsOf,
  countPensOf,
  countUsesOf,
  inkingDaysOfPen,
  insertUse,
  lockPen,
  useMarked,
} from './pens.queries.ts';

/**
 * What an import of Fountain Pen Companion's pens, currently inked and usage files writes
 * (ADR 058), by the pens' own rules: the limit of pens, a pen of the member's, one ink at a
 * time without overlapping days, a diary day within its pairing's days (a dip pen's or brush's
 * day names its ink), one mark per day. The transfer feature is handed these (app.ts).
 * Each works in the caller's transaction; a row that breaks a rule is answered with why,
 * and the import goes on with the next.
 */
export type Problem = { problem: string };

export async function importPen(
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
): Promise<number | Problem> {
  if ((await countPensOf(trx, userId)) >= PEN_LIMITS.perMember)
    return { problem: PEN_MESSAGES.tooMany };
  return insertImportedPen(trx, { userId, ...fields });
}

/** The member's pairings and diary marks now, for the import to keep under their limits. */
export async function importCounts(
  db: Db,
  userId: number,
): Promise<{ inkings: number; uses: number }> {
  return { inkings: await countInkingsOf(db, userId), uses: await countUsesOf(db, userId) };
}

/** The member's pen, its row locked (as every pairing and mark is made: ADR 056). */
async function lockedPen(trx: Conn, kind: Db['kind'], userId: number, penId: number) {
  const pen = await lockPen(trx, kind, penId);
  return pen?.user_id === userId ? pen : null;
}

export async function importInking(
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
): Promise<{ id: number; created: boolean } | Problem> {
  const pen = await lockedPen(trx, kind, userId, given.penId);
  if (!pen) return { problem: PEN_MESSAGES.notFound };
  if (!INKABLE_KINDS.includes(pen.kind)) return { problem: PEN_MESSAGES.notInkable };
  if (given.cleanedOn === null && pen.archived_at !== null)
    return { problem: PEN_MESSAGES.archived };
  if (!(await liveInk(trx, given.inkId)))
    return { problem: 'That ink is no longer in the catalogue.' };
  if (given.cleanedOn !== null && given.cleanedOn < given.inkedOn)
    return { problem: PEN_MESSAGES.cleanedBeforeInked };
  const others = await inkingDaysOfPen(trx, given.penId);
  const same = others.find((o) => o.ink_id === given.inkId && o.inked_on === given.inkedOn);
  if (same) return { id: same.id, created: false }; // imported before: the pairing is there
  const clash = others.some((o) =>
    inkingsOverlap(given, { inkedOn: o.inked_on, cleanedOn: o.cleaned_on }),
  );
  if (clash) {
    const open = given.cleanedOn === null && others.some((o) => o.cleaned_on === null);
    return { problem: open ? PEN_MESSAGES.alreadyInked : PEN_MESSAGES.overlaps };
  }
  return { id: await insertImportedInking(trx, { userId, ...given }), created: true };
}

export async function importUse(
  trx: Conn,
  kind: Db['kind'],
  userId: number,
  given: { penId: number; inkId: number; day: string; at: string },
): Promise<'created' | 'exists' | Problem> {
  const pen = await lockedPen(trx, kind, userId, given.penId);
  if (!pen) return { problem: PEN_MESSAGES.notFound };
  const covering = (await inkingDaysOfPen(trx, given.penId))
    .filter(
      (o) =>
        o.ink_id === given.inkId &&
        o.inked_on <= given.day &&
        (o.cleaned_on === null || given.day <= o.cleaned_on),
    )
    .sort((a, b) => b.inked_on.localeCompare(a.inked_on))[0];
  if (!covering && !DIRECT_USE_KINDS.includes(pen.kind)) {
    return {
      problem:
        'No pairing of this pen and ink covers that day: import the currently inked file first.',
    };
  }
  if (!covering && !(await liveInk(trx, given.inkId)))
    return { problem: 'That ink is no longer in the catalogue.' };
  const inkingId = covering?.id ?? null;
  const at = inkingId === null ? { penId: given.penId, inkId: given.inkId } : { inkingId };
  if (await useMarked(trx, at, given.day)) return 'exists';
  const values = { userId, penId: given.penId, inkId: given.inkId, inkingId, day: given.day };
  await insertUse(trx, { ...values, note: null }, given.at);
  return 'created';
}
