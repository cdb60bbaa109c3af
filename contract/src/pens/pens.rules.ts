/**
 * Pens, what is inked in them, and the diary (ADR 056): the limits, words and pure rules the
 * server enforces and the web app shows before it asks. No zod here.
 */

/** A dip pen or a brush is a pen too: a dip pen holds no ink (its use names the ink). */
export const PEN_KINDS = ['fountain', 'dip', 'brush'] as const;
export type PenKind = (typeof PEN_KINDS)[number];
export const PEN_KIND_LABELS: Record<PenKind, string> = {
  fountain: 'Fountain pen',
  dip: 'Dip pen',
  brush: 'Brush',
};

/** Kinds that are filled with an ink (a pairing); the others log an ink with each use. */
export const INKABLE_KINDS: readonly PenKind[] = ['fountain', 'brush'];
/** Kinds whose use names the ink directly, without a pairing. */
export const DIRECT_USE_KINDS: readonly PenKind[] = ['dip', 'brush'];

/** Filling systems offered as suggestions; the field is free text. */
export const FILLING_SYSTEMS = [
  'Cartridge/converter',
  'Piston',
  'Vacuum',
  'Eyedropper',
  'Lever',
  'Button',
  'Aerometric',
  'Bulb',
] as const;

export const PEN_LIMITS = {
  /** Pens a member may keep, archived ones included. */
  perMember: 500,
  brandMaxLength: 80,
  modelMaxLength: 120,
  nibMaxLength: 40,
  grindMaxLength: 40,
  fillingMaxLength: 40,
  colorMaxLength: 60,
  materialMaxLength: 60,
  notesMaxLength: 2000,
  /** A pairing's note and a diary day's note. */
  inkingNoteMaxLength: 500,
  useNoteMaxLength: 500,
  /** The calendar answers at most this many days at once. */
  calendarMaxDays: 366,
  /** Pairings a member may keep (a long life of refills). */
  inkingsPerMember: 20_000,
  /** Diary marks a member may keep. */
  usesPerMember: 200_000,
} as const;

/** "Clean soon" (a member setting): after this many days inked, by default. */
export const DEFAULT_CLEAN_SOON_DAYS = 30;
export const CLEAN_SOON_DAYS_MIN = 1;
export const CLEAN_SOON_DAYS_MAX = 365;

export const PEN_MESSAGES = {
  notFound: 'That pen was not found.',
  inkingNotFound: 'That pairing was not found.',
  useNotFound: 'That day was not found in your diary.',
  tooMany: `You can keep at most ${PEN_LIMITS.perMember} pens. Archive is not delete: remove a pen you no longer need from your list first.`,
  alreadyInked: 'This pen is already inked. Clean it first, then ink it again.',
  notInkable: 'A dip pen holds no ink: log its use with the ink instead.',
  notDirect: 'Ink this pen first, then mark the days you used it.',
  archived: 'This pen is archived. Take it out of the archive first.',
  archiveInked: 'This pen is inked. Clean it first, then archive it.',
  alreadyMarked: 'That day is already marked for this pen and ink.',
  beforeInked: 'That day is before the pen was inked.',
  afterCleaned: 'That day is after the pen was cleaned.',
  cleanedBeforeInked: 'The day cleaned cannot be before the day inked.',
  overlaps: 'This pen held another ink on those days. A pen holds one ink at a time.',
  cleaned: 'This pairing is cleaned: it can no longer be refilled.',
  tooManyInkings: `You can keep at most ${PEN_LIMITS.inkingsPerMember} pairings.`,
  tooManyUses: `You can keep at most ${PEN_LIMITS.usesPerMember} days in your diary.`,
  calendarRange: `Ask for at most ${PEN_LIMITS.calendarMaxDays} days at once, from a day to a later day.`,
  alreadyCleaned: 'This pairing is cleaned already.',
  kindInked: 'This pen is inked. Clean it first, then make it a dip pen.',
  cleanedBeforeRefill: 'The day cleaned cannot be before the last refill.',
  inkNotFound: 'Ink not found. It may have been removed.',
} as const;

/** The refusal of new dates that would leave `n` diary days outside the pairing. */
export function daysOutsideMessage(n: number): string {
  return n === 1
    ? 'One day of your diary for this pairing falls outside these dates. Change or remove that day first.'
    : `${n} days of your diary for this pairing fall outside these dates. Change or remove those days first.`;
}

/** The refusal of a day cleaned before the pairing's last diary day. */
export function cleanedBeforeUseMessage(lastUsedOn: string): string {
  return `You marked this pen used on ${lastUsedOn}: choose that day or a later one.`;
}

/** Where the web app shows a member's pens (the clean-soon mail links to it). */
export const PENS_PAGE_PATH = '/pens';

const DAY_MS = 86_400_000;

/** Today's date in UTC as 'YYYY-MM-DD' (the server's today when the member's is not given). */
export function utcDay(now = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  return utcDay(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);
}

/**
 * "Clean soon": a pairing still inked `cleanSoonDays` or more days after it was inked (or
 * last refilled: a refill is fresh ink) as of `today`.
 */
export function cleanSoon(
  inking: { inkedOn: string; lastRefilledOn: string | null; cleanedOn: string | null },
  today: string,
  cleanSoonDays: number,
): boolean {
  if (inking.cleanedOn !== null) return false;
  const since =
    inking.lastRefilledOn && inking.lastRefilledOn > inking.inkedOn
      ? inking.lastRefilledOn
      : inking.inkedOn;
  return daysBetween(since, today) >= cleanSoonDays;
}

/**
 * Why `day` cannot be marked on a pairing inked `inkedOn` and cleaned `cleanedOn` (null when
 * still inked), or null when it can. "Today" and the far-future bound are the day
 * schema's (tomorrow at most, for time zones).
 */
export function useDayProblem(
  day: string,
  inking: { inkedOn: string; cleanedOn: string | null },
): string | null {
  if (day < inking.inkedOn) return PEN_MESSAGES.beforeInked;
  if (inking.cleanedOn !== null && day > inking.cleanedOn) return PEN_MESSAGES.afterCleaned;
  return null;
}

/**
 * Whether two pairings' days overlap (null cleanedOn: still inked). A pen cleaned on a day
 * may be inked again that same day, so touching ends do not overlap.
 */
export function inkingsOverlap(
  a: { inkedOn: string; cleanedOn: string | null },
  b: { inkedOn: string; cleanedOn: string | null },
): boolean {
  return (
    (b.cleanedOn === null || a.inkedOn < b.cleanedOn) &&
    (a.cleanedOn === null || b.inkedOn < a.cleanedOn)
  );
}

/** How a pen is named in lists: "Brand Model" (the kind when the model is empty). */
export function penName(pen: { brand: string; model: string | null }): string {
  return pen.model ? `${pen.brand} ${pen.model}` : pen.brand;
}
