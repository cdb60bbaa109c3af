import { relativeWords, type RelativeUnit } from '#src/lib/relative-words.ts';

/* Comments say how long ago in whole units, counted down (a comment of 47 hours is 'yesterday'). */

const UNITS: [RelativeUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago, in words: 'just now', '5 minutes ago', 'yesterday', '2 years ago'. */
export function formatRelative(iso: string, now = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const ago = now - then;
  if (ago < 60_000) return 'just now';
  for (const [unit, ms] of UNITS) {
    if (ago >= ms) return relativeWords(-Math.floor(ago / ms), unit);
  }
  return 'just now';
}
