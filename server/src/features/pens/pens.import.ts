import {
  inkingsOverlap,
  PEN_LIMITS,
  PEN_MESSAGES,
  INKABLE_KINDS,
  DIRECT_USE_KINDS,
  type PenKind,
} from '@inklore/contract';
import type { Conn } from '#src/db/database.ts';
import {
  countPensOf,
  inkingsOfPen,
  insertImportedInking,
  insertImportedPen,
  insertImportedUse,
  liveInk,
  ownPen,
} from './pens.import.queries.ts';

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
  const { n } = await countPensOf(trx, userId);
  if (Number(n) >= PEN_LIMITS.perMember) return { problem: PEN_MESSAGES.tooMany };
  return insertImportedPen(trx, { userId, ...fields });
}

export async function importInking(
  trx: Conn,
  userId: number,
  given: {
    penId: number;
    inkId: number;
    inkedOn: string;
    cleanedOn: string | null;
    note: string | null;
    at: string;
  },
): Promise<number | Problem> {
  const pen = await ownPen(trx, userId, given.penId);
  if (!pen) return { problem: PEN_MESSAGES.notFound };
  if (!INKABLE_KINDS.includes(pen.kind)) return { problem: PEN_MESSAGES.notInkable };
  if (!(await liveInk(trx, given.inkId)))
    return { problem: 'That ink is no longer in the catalogue.' };
  if (given.cleanedOn !== null && given.cleanedOn < given.inkedOn)
    return { problem: PEN_MESSAGES.cleanedBeforeInked };
  const others = await inkingsOfPen(trx, given.penId);
  const same = others.find((o) => o.ink_id === given.inkId && o.inked_on === given.inkedOn);
  if (same) return same.id; // imported before: the pairing is there
  const clash = others.some((o) =>
    inkingsOverlap(given, { inkedOn: o.inked_on, cleanedOn: o.cleaned_on }),
  );
  if (clash) {
    const open = given.cleanedOn === null && others.some((o) => o.cleaned_on === null);
    return { problem: open ? PEN_MESSAGES.alreadyInked : PEN_MESSAGES.overlaps };
  }
  return insertImportedInking(trx, { userId, ...given });
}

export async function importUse(
  trx: Conn,
  userId: number,
  given: { penId: number; inkId: number; day: string; at: string },
): Promise<'created' | 'exists' | Problem> {
  const pen = await ownPen(trx, userId, given.penId);
  if (!pen) return { problem: PEN_MESSAGES.notFound };
  const covering = (await inkingsOfPen(trx, given.penId))
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
  const created = await insertImportedUse(trx, {
    userId,
    penId: given.penId,
    inkId: given.inkId,
    inkingId: covering?.id ?? null,
    day: given.day,
    at: given.at,
  });
  return created ? 'created' : 'exists';
}
