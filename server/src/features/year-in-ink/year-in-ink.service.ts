import type { YearInInk } from '@inklore/contract';
import { utcDay } from '@inklore/contract/pens/pens.rules';
import {
  YEAR_MESSAGES,
  yearHasBegun,
  yearSoFar,
  yearSpan,
  yearThrough,
} from '@inklore/contract/pens/year.rules';
import type { Db } from '#src/db/database.ts';
import { nowIso } from '#src/db/dialect.ts';
import type { UserRow } from '#src/db/schema.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { assertMayAct } from '#src/lib/actor.ts';
import { preview, type Preview } from '#src/lib/card-render.ts';
import { badRequest, notFound } from '#src/lib/errors.ts';
import { findUserById, findUserByUsername } from '#src/shared/user-records/user-records.queries.ts';
import { YEAR_CARD_VERSION, yearCardSvg, type YearCard } from './year-in-ink.card.ts';
import { presentYear, type YearView } from './year-in-ink.present.ts';
import {
  deleteShare,
  diaryYears,
  firstUsedIn,
  inksByIds,
  insertShare,
  isShared,
  pensByIds,
  sharedYears,
  yearMarks,
} from './year-in-ink.queries.ts';

/**
 * Year in Ink (ADR 057): a year of the member's diary, counted by the database and shaped by
 * the presenter; the member's own (a session or a read token), or a year they shared, which
 * anyone may read and whose preview card the server draws.
 */

/** A year after this one is refused as the route's own input is (400, naming the year). */
function assertYearBegun(year: number, today: string): void {
  if (!yearHasBegun(year, today)) {
    throw badRequest(YEAR_MESSAGES.notYet, { year: YEAR_MESSAGES.notYet });
  }
}

/** Distinct days of each key, from (key, day) pairs. */
function daysBy<K>(pairs: Iterable<[K, string]>): Map<K, number> {
  const seen = new Map<K, Set<string>>();
  for (const [k, day] of pairs) {
    const set = seen.get(k);
    if (set) set.add(day);
    else seen.set(k, new Set([day]));
  }
  return new Map([...seen].map(([k, set]) => [k, set.size]));
}

/**
 * The year's figures from its marks, counted in one pass (one read of the span instead of
 * one per figure): days written and the last of them, each ink's and pen's days, each brand's
 * inks and days, each month's days; then the facts of the inks and pens used.
 */
async function countYear(db: Db, marks: Awaited<ReturnType<typeof yearMarks>>) {
  const allDays = new Set(marks.map((m) => m.day));
  const inkDays = daysBy(marks.map((m): [number, string] => [m.ink_id, m.day]));
  const penDays = daysBy(marks.map((m): [number, string] => [m.pen_id, m.day]));
  const monthDays = daysBy([...allDays].map((d): [string, string] => [d.slice(5, 7), d]));
  const inkIds = [...inkDays.keys()];
  const penIds = [...penDays.keys()];
  const inkFacts = [];
  for (let i = 0; i < inkIds.length; i += 500)
    inkFacts.push(...(await inksByIds(db, inkIds.slice(i, i + 500))));
  const penFacts = [];
  for (let i = 0; i < penIds.length; i += 500)
    penFacts.push(...(await pensByIds(db, penIds.slice(i, i + 500))));
  const brandOf = new Map(inkFacts.map((i) => [i.id, i.brand]));
  const brandInks = new Map<string, Set<number>>();
  for (const id of inkIds) {
    const brand = brandOf.get(id);
    if (brand === undefined) continue;
    brandInks.set(brand, (brandInks.get(brand) ?? new Set()).add(id));
  }
  const brandDays = daysBy(
    marks.flatMap((m): [string, string][] => {
      const brand = brandOf.get(m.ink_id);
      return brand === undefined ? [] : [[brand, m.day]];
    }),
  );
  let last: string | null = null;
  for (const d of allDays) if (last === null || d > last) last = d;
  return {
    days: { days: allDays.size, last },
    inks: inkFacts.map((i) => ({ ...i, days: inkDays.get(i.id) ?? 0 })),
    pens: penFacts.map((p) => ({ ...p, days: penDays.get(p.id) ?? 0 })),
    brands: [...brandInks].map(([brand, set]) => ({
      brand,
      inks: set.size,
      days: brandDays.get(brand) ?? 0,
    })),
    months: [...monthDays].map(([month, n]) => ({ month, days: n })),
  };
}

async function yearOf(
  db: Db,
  user: UserRow,
  year: number,
  view: YearView,
  today: string,
): Promise<YearInInk> {
  const { from, to } = yearSpan(year);
  const span = { userId: user.id, from, to };
  const [marks, firstUses, shared, years] = await Promise.all([
    yearMarks(db, span),
    firstUsedIn(db, span),
    isShared(db, user.id, year),
    view === 'owner' ? diaryYears(db, user.id) : sharedYears(db, user.id),
  ]);
  const { days, inks, pens, brands, months } = await countYear(db, marks);
  return presentYear(
    {
      year,
      through: yearThrough(year, today, days.last),
      days: days.days,
      inks,
      pens,
      brands,
      months,
      firstUses,
      shared,
      owner: { username: user.username, displayName: user.display_name },
      years,
    },
    view,
  );
}

/** GET /api/auth/year/{year}: the member's own year (the year so far, for this one). */
export async function myYear(db: Db, actor: RequestActor, year: number): Promise<YearInInk> {
  const today = utcDay();
  assertYearBegun(year, today);
  const user = await findUserById(db, actor.id);
  if (!user) throw notFound('Your account was not found.');
  return yearOf(db, user, year, 'owner', today);
}

/**
 * PUT /api/auth/year/{year}/share: sharing makes the year public, so it needs a verified email
 * and an account not limited (the trust rule 'shareYear'); taking it back is always allowed.
 */
export async function shareYear(
  db: Db,
  actor: RequestActor,
  year: number,
  shared: boolean,
): Promise<YearInInk> {
  const today = utcDay();
  assertYearBegun(year, today);
  if (shared) {
    assertMayAct(actor, 'shareYear');
    await insertShare(db, actor.id, year, nowIso());
  } else {
    await deleteShare(db, actor.id, year);
  }
  return myYear(db, actor, year);
}

/** The member and year of a shared year; the same 404 for an unknown member and a year not shared. */
async function sharedOwner(db: Db, username: string, year: number): Promise<UserRow> {
  const user = await findUserByUsername(db, username);
  if (!user || !(await isShared(db, user.id, year))) throw notFound(YEAR_MESSAGES.notShared);
  return user;
}

/** GET /api/users/{username}/year/{year}: a shared year, as anyone sees it. */
export async function publicYear(db: Db, username: string, year: number): Promise<YearInInk> {
  const today = utcDay();
  assertYearBegun(year, today);
  const user = await sharedOwner(db, username, year);
  return yearOf(db, user, year, 'public', today);
}

const SITE_NAME = 'Inklore';

/** What a shared year's card draws: the public answer only. */
export function yearCard(figures: YearInInk, host: string, today = utcDay()): YearCard {
  return {
    year: figures.year,
    soFar: yearSoFar(figures.year, today),
    name: figures.owner.displayName?.trim() || figures.owner.username,
    daysWritten: figures.daysWritten,
    inksUsed: figures.inksUsed,
    strip: figures.colors.map((c) => ({ hex: c.ink.colorHex, days: c.days })),
    site: SITE_NAME,
    host,
  };
}

/** GET /preview/year/{username}/{year}.png: a shared year's card; 404 unless shared. */
export async function yearPreview(
  db: Db,
  host: string,
  username: string,
  year: number,
  ifNoneMatch?: string,
): Promise<Preview> {
  const figures = await publicYear(db, username, year);
  const card = yearCard(figures, host);
  return preview(
    [YEAR_CARD_VERSION, 'year', figures.owner.username, year, card],
    () => yearCardSvg(card),
    ifNoneMatch,
  );
}
