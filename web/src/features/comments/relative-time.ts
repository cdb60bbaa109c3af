/* Only comments say how long ago: kept out of lib/format.ts, which every page loads. */

let relative: Intl.RelativeTimeFormat | undefined;
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
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
  relative ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  for (const [unit, ms] of UNITS) {
    if (ago >= ms) return relative.format(-Math.floor(ago / ms), unit);
  }
  return 'just now';
}
