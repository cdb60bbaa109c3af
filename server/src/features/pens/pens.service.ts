import {
  mayAct,
  DEFAULT_CLEAN_SOON_DAYS,
  INKABLE_KINDS,
  PEN_MESSAGES,
  utcDay,
  type InkUsage,
  type Pen,
  type PenBody,
  type PenListQuery,
  type PenPatch,
  type PenSettings,
  type PensExport,
  type PublicPen,
} from '@inklore/contract';
import type { z } from 'zod';
import type { Db } from '#src/db/database.ts';
import { nowIso, toIso } from '#src/db/dialect.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { AppError, notFound } from '#src/lib/errors.ts';
import { inkIsLive } from '#src/shared/ink-records/ink-records.queries.ts';
import { recordFeedEvent } from '#src/shared/member-links/member-links.queries.ts';
import { findUserByUsername, lockMember } from '#src/shared/user-records/user-records.queries.ts';
import { assertMayPublish, assertOwn, assertRoomForPen } from './pens.policy.ts';
import { presentInking, presentPen, presentPublicPen } from './pens.present.ts';
import {
  allInkingsOf,
  allUsesOf,
  countPensOf,
  daysUsedOfPen,
  insertPen,
  lockPen,
  openInkingOfPen,
  openInkingsOf,
  penById,
  pensOf,
  publicPensOf,
  publicUsageOf,
  saveSettings,
  settingsOf,
  updatePen,
  type PenRow,
  type PenValues,
} from './pens.queries.ts';

/*
 * A member's pens (ADR 056): private unless made public, archived instead of deleted; the
 * member's clean-soon setting; and what others see of public pens.
 */

type PenBodyOut = z.output<typeof PenBody>;
type PenPatchOut = z.output<typeof PenPatch>;

/** The member's setting (30 days, no mail, until they choose). */
export async function penSettings(db: Db, userId: number): Promise<PenSettings> {
  const row = await settingsOf(db, userId);
  return {
    cleanSoonDays: row?.clean_soon_days ?? DEFAULT_CLEAN_SOON_DAYS,
    cleanSoonMail: row?.clean_soon_mail === 1,
  };
}

export async function changePenSettings(
  db: Db,
  actor: RequestActor,
  body: PenSettings,
): Promise<PenSettings> {
  await saveSettings(
    db,
    actor.id,
    { clean_soon_days: body.cleanSoonDays, clean_soon_mail: body.cleanSoonMail ? 1 : 0 },
    nowIso(),
  );
  return penSettings(db, actor.id);
}

/** Pens in lists: by brand, then model, as people read them. */
function byName(
  a: { brand: string; model: string | null; id: number },
  b: { brand: string; model: string | null; id: number },
): number {
  const opts = { sensitivity: 'base' } as const;
  return (
    a.brand.localeCompare(b.brand, 'en', opts) ||
    (a.model ?? '').localeCompare(b.model ?? '', 'en', opts) ||
    a.id - b.id
  );
}

/** GET /api/auth/pens: the member's pens, each with its open pairing. */
export async function myPens(
  db: Db,
  actor: RequestActor,
  q: z.output<typeof PenListQuery>,
): Promise<Pen[]> {
  const today = q.today ?? utcDay();
  const [rows, open, settings] = await Promise.all([
    pensOf(db, actor.id, q.archived),
    openInkingsOf(db, actor.id),
    penSettings(db, actor.id),
  ]);
  const inkings = new Map(
    open.map((r) => [r.pen_id, presentInking(r, today, settings.cleanSoonDays)]),
  );
  return [...rows].sort(byName).map((r) => presentPen(r, inkings.get(r.id) ?? null, r.days_used));
}

async function present(db: Db, pen: PenRow, today = utcDay()): Promise<Pen> {
  const [open, days, settings] = await Promise.all([
    openInkingOfPen(db, pen.id),
    daysUsedOfPen(db, pen.id),
    penSettings(db, pen.user_id),
  ]);
  return presentPen(pen, open ? presentInking(open, today, settings.cleanSoonDays) : null, days);
}

async function ownPen(db: Db, actor: RequestActor, id: number): Promise<PenRow> {
  const pen = await penById(db, id);
  assertOwn(actor, pen, PEN_MESSAGES.notFound);
  return pen;
}

export async function getPen(db: Db, actor: RequestActor, id: number): Promise<Pen> {
  return present(db, await ownPen(db, actor, id));
}

export async function createPen(db: Db, actor: RequestActor, body: PenBodyOut): Promise<Pen> {
  assertMayPublish(actor, { makesPublic: body.isPublic, editsPublic: false });
  const id = await db.transaction().execute(async (trx) => {
    await lockMember(trx, db.kind, actor.id);
    assertRoomForPen(await countPensOf(trx, actor.id));
    return insertPen(
      trx,
      actor.id,
      {
        kind: body.kind,
        brand: body.brand,
        model: body.model,
        nib_size: body.nibSize,
        nib_grind: body.nibGrind,
        filling_system: body.fillingSystem,
        color: body.color,
        material: body.material,
        notes: body.notes,
        is_public: body.isPublic ? 1 : 0,
      },
      nowIso(),
    );
  });
  return getPen(db, actor, id);
}

/** The columns a patch names, as given (undefined: left as they are; Kysely skips them). */
function penValuesOf(body: PenPatchOut): Partial<PenValues> {
  return {
    kind: body.kind,
    brand: body.brand,
    model: body.model,
    nib_size: body.nibSize,
    nib_grind: body.nibGrind,
    filling_system: body.fillingSystem,
    color: body.color,
    material: body.material,
    notes: body.notes,
  };
}

/** What anyone sees of a public pen (presentPublicPen): a change to these is a public edit. */
const SHOWN: readonly (keyof PenValues)[] = [
  'kind',
  'brand',
  'model',
  'nib_size',
  'nib_grind',
  'color',
  'material',
];

/**
 * PATCH /api/auth/pens/{penId}: the fields given; `archived` puts the pen away (not while it
 * is inked: clean it first) or back. A dip pen holds no ink, so an inked pen keeps an inkable
 * kind.
 */
export async function changePen(
  db: Db,
  actor: RequestActor,
  id: number,
  body: PenPatchOut,
): Promise<Pen> {
  const pen = await ownPen(db, actor, id);
  const values = penValuesOf(body);
  const publicAfter = body.isPublic ?? pen.is_public === 1;
  assertMayPublish(actor, {
    makesPublic: body.isPublic === true && pen.is_public !== 1,
    editsPublic: publicAfter && SHOWN.some((k) => values[k] !== undefined && values[k] !== pen[k]),
  });
  const at = nowIso();
  await db.transaction().execute(async (trx) => {
    const locked = await lockPen(trx, db.kind, id);
    assertOwn(actor, locked, PEN_MESSAGES.notFound);
    const open = await openInkingOfPen(trx, id);
    const inked = open !== undefined;
    if (inked && body.archived === true) {
      throw new AppError(409, 'conflict', PEN_MESSAGES.archiveInked);
    }
    if (inked && values.kind !== undefined && !INKABLE_KINDS.includes(values.kind)) {
      throw new AppError(409, 'conflict', PEN_MESSAGES.kindInked);
    }
    await updatePen(trx, id, {
      ...values,
      ...(body.isPublic === undefined ? {} : { is_public: body.isPublic ? 1 : 0 }),
      ...(body.archived === undefined
        ? {}
        : { archived_at: body.archived ? archivedAt(locked.archived_at, at) : null }),
      updated_at: at,
    });
    // ADR 060: a pen made public while inked reaches the member's followers' feeds, once
    if (open && body.isPublic === true && locked.is_public !== 1 && mayAct(actor, 'publishPens')) {
      await recordFeedEvent(
        trx,
        { kind: 'inking', actorId: actor.id, inkId: open.ink_id, targetId: open.id },
        'ever',
      );
    }
  });
  return getPen(db, actor, id);
}

/** An archived pen keeps the day it was put away. */
const archivedAt = (was: PenRow['archived_at'], at: string) => (was === null ? at : toIso(was));

/** GET /api/users/{username}/pens: the member's public pens that are not archived. */
export async function publicPens(db: Db, username: string): Promise<PublicPen[]> {
  const user = await findUserByUsername(db, username);
  if (!user) throw notFound('No member has this username.');
  return (await publicPensOf(db, user.id)).sort(byName).map(presentPublicPen);
}

/**
 * GET /api/inks/{id}/usage: counted from public pens that are not archived, this UTC month;
 * never who.
 */
export async function inkUsage(db: Db, inkId: number, now = Date.now()): Promise<InkUsage> {
  if (!(await inkIsLive(db, inkId))) throw notFound(PEN_MESSAGES.inkNotFound);
  const month = utcDay(now).slice(0, 8);
  const usage = await publicUsageOf(db, inkId, `${month}01`, `${month}31`);
  return { currentlyInked: usage.currentlyInked, daysThisMonth: usage.days };
}

/**
 * The member's pens, pairings and diary in their data export (transfer's export.json asks
 * for it through app.ts, ADR 042): every pen, archived ones too, with its private fields.
 */
export async function exportPens(db: Db, userId: number): Promise<PensExport> {
  const [pens, inkings, uses] = await Promise.all([
    pensOf(db, userId, 'all'),
    allInkingsOf(db, userId),
    allUsesOf(db, userId),
  ]);
  return {
    pens: pens.map((p) => {
      const {
        inking: _none,
        daysUsed: _days,
        updatedAt: _updated,
        ...pen
      } = presentPen(p, null, 0);
      return pen;
    }),
    inkings: inkings.map((r) => {
      const {
        pen,
        daysUsed: _d,
        lastUsedOn: _l,
        cleanSoon: _c,
        ...rest
      } = presentInking(r, utcDay(), 0);
      return { ...rest, penId: pen.id };
    }),
    diary: uses.map((u) => ({
      day: u.day,
      penId: u.pen_id,
      inkId: u.ink_id,
      inkingId: u.inking_id,
      note: u.note,
    })),
  };
}
