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
  brandDays,
  daysWritten,
  deleteShare,
  diaryYears,
  firstUsedIn,
  inkDays,
  insertShare,
  isShared,
  monthDays,
  penDays,
  sharedYears,
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

async function yearOf(
  db: Db,
  user: UserRow,
  year: number,
  view: YearView,
  today: string,
): Promise<YearInInk> {
  const { from, to } = yearSpan(year);
  const span = { userId: user.id, from, to };
  const [days, inks, pens, brands, months, firstUses, shared, years] = await Promise.all([
    daysWritten(db, span),
    inkDays(db, span),
    penDays(db, span),
    brandDays(db, span),
    monthDays(db, span),
    firstUsedIn(db, span),
    isShared(db, user.id, year),
    view === 'owner' ? diaryYears(db, user.id) : sharedYears(db, user.id),
  ]);
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
