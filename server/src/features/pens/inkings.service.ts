import {
  mayAct,
  cleanedBeforeUseMessage,
  daysBetween,
  daysOutsideMessage,
  DIRECT_USE_KINDS,
  INKABLE_KINDS,
  inkingsOverlap,
  PEN_LIMITS,
  PEN_MESSAGES,
  useDayProblem,
  utcDay,
  type DayBody,
  type Diary,
  type DiaryQuery,
  type DirectUseBody,
  type Inking,
  type InkingBody,
  type InkingCreated,
  type InkingListQuery,
  type InkingPatch,
  type Use,
  type UseBody,
} from '@inklore/contract';
import type { z } from 'zod';
import type { Conn, Db } from '#src/db/database.ts';
import { isUniqueViolation, nowIso } from '#src/db/dialect.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { AppError, badRequest, notFound } from '#src/lib/errors.ts';
import { inkIsLive } from '#src/shared/ink-records/ink-records.queries.ts';
import { recordFeedEvent } from '#src/shared/member-links/member-links.queries.ts';
import { assertOwn, assertRoomForInking, assertRoomForUse } from './pens.policy.ts';
import { presentInking, presentUse } from './pens.present.ts';
import {
  cleanInking,
  countInkingsOf,
  countUsesOf,
  deleteInking,
  deleteUse,
  inkingById,
  inkingDaysOfPen,
  inkingRow,
  inkingsPage,
  insertInking,
  insertUse,
  lastUseOf,
  lockPen,
  refillInking,
  updateInking,
  updateUseNote,
  useById,
  useMarked,
  usesBetween,
  usesOutside,
  type InkingTableRow,
  type PenRow,
} from './pens.queries.ts';
import { penSettings } from './pens.service.ts';

/*
 * "Currently inked" pairings and the diary (ADR 056). Every change to a pen's pairings and
 * their days runs in a transaction with the pen's row locked (on PostgreSQL; SQLite runs one
 * write at a time), so the rules read what the request before wrote; the database's unique
 * indexes (one open pairing per pen, one mark per pairing or pen and ink per day) hold
 * whatever happens.
 */

/**
 * Makes the ink owned in the member's ink-ventory (an entry of `as`) unless they own it
 * already, in the caller's transaction with the ink row locked; 404 when the ink is gone.
 * True when it joined. The ink-ventory feature does it (inventory.service.ts ownInk); app.ts
 * passes it in (ADR 042).
 */
export type OwnInk = (
  trx: Conn,
  kind: Db['kind'],
  userId: number,
  inkId: number,
  as: 'bottle' | 'sample',
) => Promise<boolean>;

/** What pens ask of other features, passed in by app.ts (ADR 042). */
export type PenPorts = { ownInk: OwnInk };

const conflict = (message: string) => new AppError(409, 'conflict', message);
/** A day the member chose that does not fit: said at the field. */
const badDay = (message: string, field = 'day') => badRequest(message, { [field]: message });

/** 50 pairings a page. */
const PAGE_SIZE = 50;

async function presentOne(db: Db, id: number, today = utcDay()): Promise<Inking> {
  const row = await inkingById(db, id);
  if (!row) throw notFound(PEN_MESSAGES.inkingNotFound);
  const settings = await penSettings(db, row.user_id);
  return presentInking(row, today, settings.cleanSoonDays);
}

async function presentUseOf(db: Db, id: number): Promise<Use> {
  const row = await useById(db, id);
  if (!row) throw notFound(PEN_MESSAGES.useNotFound);
  return presentUse(row);
}

/** The member's pairing and its pen, the pen locked until the transaction ends. */
async function lockedInking(
  trx: Conn,
  kind: Db['kind'],
  actor: RequestActor,
  id: number,
): Promise<{ inking: InkingTableRow; pen: PenRow }> {
  const first = await inkingRow(trx, id);
  assertOwn(actor, first, PEN_MESSAGES.inkingNotFound);
  const pen = await lockPen(trx, kind, first.pen_id);
  // read again under the lock: a request before may have changed or deleted it
  const inking = await inkingRow(trx, id);
  if (!pen || !inking) throw notFound(PEN_MESSAGES.inkingNotFound);
  return { inking, pen };
}

/** Runs `work`, answering a unique index's refusal (a request at the same time) with `message`. */
async function once<T>(work: () => Promise<T>, message: string): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(message);
    throw err;
  }
}

/** GET /api/auth/inkings: a page of the member's pairings, newest first. */
export async function myInkings(
  db: Db,
  actor: RequestActor,
  q: z.output<typeof InkingListQuery>,
): Promise<Inking[]> {
  const today = q.today ?? utcDay();
  const page = q.page ?? 1;
  const [rows, settings] = await Promise.all([
    inkingsPage(
      db,
      actor.id,
      { state: q.state, penId: q.penId, inkId: q.inkId },
      { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    ),
    penSettings(db, actor.id),
  ]);
  return rows.map((r) => presentInking(r, today, settings.cleanSoonDays));
}

/**
 * POST /api/auth/inkings: inks one of the member's pens (not archived, of a kind that holds
 * ink, not inked now, no earlier pairing on those days) with a live ink. An ink the member
 * does not own joins their ink-ventory as owned, as a bottle or a sample, in the same
 * transaction.
 */
export async function createInking(
  deps: { db: Db } & PenPorts,
  actor: RequestActor,
  body: z.output<typeof InkingBody>,
): Promise<InkingCreated> {
  const { db } = deps;
  const inkedOn = body.inkedOn ?? utcDay();
  const made = await once(
    () =>
      db.transaction().execute(async (trx) => {
        const pen = await lockPen(trx, db.kind, body.penId);
        assertOwn(actor, pen, PEN_MESSAGES.notFound);
        if (!(await inkIsLive(trx, body.inkId))) throw notFound(PEN_MESSAGES.inkNotFound);
        if (pen.archived_at !== null) throw conflict(PEN_MESSAGES.archived);
        if (!INKABLE_KINDS.includes(pen.kind)) throw conflict(PEN_MESSAGES.notInkable);
        const others = await inkingDaysOfPen(trx, pen.id);
        if (others.some((o) => o.cleaned_on === null)) throw conflict(PEN_MESSAGES.alreadyInked);
        const days = { inkedOn, cleanedOn: null };
        if (others.some((o) => inkingsOverlap(days, daysOf(o)))) {
          throw conflict(PEN_MESSAGES.overlaps);
        }
        assertRoomForInking(await countInkingsOf(trx, actor.id));
        const joined = await deps.ownInk(trx, db.kind, actor.id, body.inkId, body.addAs);
        const id = await insertInking(
          trx,
          { userId: actor.id, penId: pen.id, inkId: body.inkId, inkedOn, note: body.note },
          nowIso(),
        );
        // ADR 060: a public pen inked reaches the member's followers' feeds, unless the
        // account may not publish (limited)
        if (pen.is_public === 1 && mayAct(actor, 'publishPens')) {
          await recordFeedEvent(
            trx,
            { kind: 'inking', actorId: actor.id, inkId: body.inkId, targetId: id },
            'ever',
          );
        }
        return { id, joined };
      }),
    PEN_MESSAGES.alreadyInked,
  );
  return {
    inking: await presentOne(db, made.id),
    addedToInventory: made.joined ? body.addAs : null,
  };
}

const daysOf = (row: { inked_on: string; cleaned_on: string | null }) => ({
  inkedOn: row.inked_on,
  cleanedOn: row.cleaned_on,
});

/**
 * PATCH /api/auth/inkings/{inkingId}: a correction of the record. The dates stay in order,
 * clear of the pen's other pairings, and around every diary day of the pairing; a cleaned
 * pairing opened again (cleanedOn null) is the pen's one open pairing.
 */
export async function changeInking(
  db: Db,
  actor: RequestActor,
  id: number,
  body: z.output<typeof InkingPatch>,
): Promise<Inking> {
  await once(
    () =>
      db.transaction().execute(async (trx) => {
        const { inking, pen } = await lockedInking(trx, db.kind, actor, id);
        const inkedOn = body.inkedOn ?? inking.inked_on;
        const cleanedOn = body.cleanedOn === undefined ? inking.cleaned_on : body.cleanedOn;
        if (cleanedOn !== null && cleanedOn < inkedOn) {
          throw badDay(PEN_MESSAGES.cleanedBeforeInked, 'cleanedOn');
        }
        if (
          cleanedOn !== null &&
          inking.last_refilled_on !== null &&
          cleanedOn < inking.last_refilled_on
        ) {
          throw badDay(PEN_MESSAGES.cleanedBeforeRefill, 'cleanedOn');
        }
        if (inking.cleaned_on !== null && cleanedOn === null) {
          if (pen.archived_at !== null) throw conflict(PEN_MESSAGES.archived);
          if (!INKABLE_KINDS.includes(pen.kind)) throw conflict(PEN_MESSAGES.notInkable);
        }
        const others = (await inkingDaysOfPen(trx, pen.id)).filter((o) => o.id !== id);
        if (cleanedOn === null && others.some((o) => o.cleaned_on === null)) {
          throw conflict(PEN_MESSAGES.alreadyInked);
        }
        if (others.some((o) => inkingsOverlap({ inkedOn, cleanedOn }, daysOf(o)))) {
          throw conflict(PEN_MESSAGES.overlaps);
        }
        const outside = await usesOutside(trx, id, inkedOn, cleanedOn);
        if (outside > 0) throw conflict(daysOutsideMessage(outside));
        await updateInking(trx, id, {
          inked_on: inkedOn,
          cleaned_on: cleanedOn,
          ...(body.refills === undefined ? {} : { refills: body.refills }),
          ...(body.note === undefined ? {} : { note: body.note }),
          updated_at: nowIso(),
        });
      }),
    PEN_MESSAGES.alreadyInked,
  );
  return presentOne(db, id);
}

/** DELETE /api/auth/inkings/{inkingId}: a pairing entered by mistake, with its diary days. */
export async function removeInking(db: Db, actor: RequestActor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockedInking(trx, db.kind, actor, id);
    if (!(await deleteInking(trx, id))) throw notFound(PEN_MESSAGES.inkingNotFound);
  });
}

/** POST /api/auth/inkings/{inkingId}/refill: one more fill of the same ink, on `day`. */
export async function refill(
  db: Db,
  actor: RequestActor,
  id: number,
  body: z.output<typeof DayBody>,
): Promise<Inking> {
  const day = body.day ?? utcDay();
  await db.transaction().execute(async (trx) => {
    const { inking } = await lockedInking(trx, db.kind, actor, id);
    if (inking.cleaned_on !== null) throw conflict(PEN_MESSAGES.cleaned);
    if (day < inking.inked_on) throw badDay(PEN_MESSAGES.beforeInked);
    await refillInking(trx, id, day, nowIso());
  });
  return presentOne(db, id);
}

/**
 * POST /api/auth/inkings/{inkingId}/clean: the pen is cleaned on `day`, not before it was
 * inked, refilled or last used.
 */
export async function clean(
  db: Db,
  actor: RequestActor,
  id: number,
  body: z.output<typeof DayBody>,
): Promise<Inking> {
  const day = body.day ?? utcDay();
  await db.transaction().execute(async (trx) => {
    const { inking } = await lockedInking(trx, db.kind, actor, id);
    if (inking.cleaned_on !== null) throw conflict(PEN_MESSAGES.alreadyCleaned);
    if (day < inking.inked_on) throw badDay(PEN_MESSAGES.cleanedBeforeInked);
    if (inking.last_refilled_on !== null && day < inking.last_refilled_on) {
      throw badDay(PEN_MESSAGES.cleanedBeforeRefill);
    }
    const lastUsed = await lastUseOf(trx, id);
    if (lastUsed !== null && day < lastUsed) throw badDay(cleanedBeforeUseMessage(lastUsed));
    if (!(await cleanInking(trx, id, day, nowIso()))) {
      throw conflict(PEN_MESSAGES.alreadyCleaned);
    }
  });
  return presentOne(db, id);
}

/**
 * POST /api/auth/inkings/{inkingId}/uses: "Used today", or another day within the pairing's
 * dates (tomorrow at most, for time zones: the day schema); one mark per pairing per day.
 */
export async function markUse(
  db: Db,
  actor: RequestActor,
  inkingId: number,
  body: z.output<typeof UseBody>,
): Promise<Use> {
  const day = body.day ?? utcDay();
  const id = await once(
    () =>
      db.transaction().execute(async (trx) => {
        const { inking } = await lockedInking(trx, db.kind, actor, inkingId);
        const problem = useDayProblem(day, daysOf(inking));
        if (problem !== null) throw badDay(problem);
        if (await useMarked(trx, { inkingId }, day)) throw conflict(PEN_MESSAGES.alreadyMarked);
        assertRoomForUse(await countUsesOf(trx, actor.id));
        return insertUse(
          trx,
          {
            userId: actor.id,
            penId: inking.pen_id,
            inkId: inking.ink_id,
            inkingId,
            day,
            note: body.note,
          },
          nowIso(),
        );
      }),
    PEN_MESSAGES.alreadyMarked,
  );
  return presentUseOf(db, id);
}

/**
 * POST /api/auth/pens/{penId}/uses: a dip pen's (or a brush's) use names its ink; one mark per
 * pen, ink and day.
 */
export async function markDirectUse(
  db: Db,
  actor: RequestActor,
  penId: number,
  body: z.output<typeof DirectUseBody>,
): Promise<Use> {
  const day = body.day ?? utcDay();
  const id = await once(
    () =>
      db.transaction().execute(async (trx) => {
        const pen = await lockPen(trx, db.kind, penId);
        assertOwn(actor, pen, PEN_MESSAGES.notFound);
        if (!(await inkIsLive(trx, body.inkId))) throw notFound(PEN_MESSAGES.inkNotFound);
        if (pen.archived_at !== null) throw conflict(PEN_MESSAGES.archived);
        if (!DIRECT_USE_KINDS.includes(pen.kind)) throw conflict(PEN_MESSAGES.notDirect);
        if (await useMarked(trx, { penId, inkId: body.inkId }, day)) {
          throw conflict(PEN_MESSAGES.alreadyMarked);
        }
        assertRoomForUse(await countUsesOf(trx, actor.id));
        return insertUse(
          trx,
          { userId: actor.id, penId, inkId: body.inkId, inkingId: null, day, note: body.note },
          nowIso(),
        );
      }),
    PEN_MESSAGES.alreadyMarked,
  );
  return presentUseOf(db, id);
}

async function ownUse(db: Db, actor: RequestActor, id: number) {
  const row = await useById(db, id);
  assertOwn(actor, row, PEN_MESSAGES.useNotFound);
  return row;
}

/** PATCH /api/auth/uses/{useId}: the day's note. */
export async function changeUseNote(
  db: Db,
  actor: RequestActor,
  id: number,
  note: string | null,
): Promise<Use> {
  await ownUse(db, actor, id);
  await updateUseNote(db, id, note);
  return presentUseOf(db, id);
}

/** DELETE /api/auth/uses/{useId}. */
export async function removeUse(db: Db, actor: RequestActor, id: number): Promise<void> {
  const use = await ownUse(db, actor, id);
  // the pen's row locked, as every mark is made: its days used (kept by the database,
  // migration 2026-12-02T0300) counts what the mark before it left
  await db.transaction().execute(async (trx) => {
    await lockPen(trx, db.kind, use.pen_id);
    if (!(await deleteUse(trx, id))) throw notFound(PEN_MESSAGES.useNotFound);
  });
}

/** GET /api/auth/diary: the member's marked days from `from` to `to`, at most a year's. */
export async function diary(
  db: Db,
  actor: RequestActor,
  q: z.output<typeof DiaryQuery>,
): Promise<Diary> {
  if (q.from > q.to || daysBetween(q.from, q.to) + 1 > PEN_LIMITS.calendarMaxDays) {
    throw badDay(PEN_MESSAGES.calendarRange, 'to');
  }
  const rows = await usesBetween(db, actor.id, q);
  return { from: q.from, to: q.to, uses: rows.map(presentUse) };
}
