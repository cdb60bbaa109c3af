import { useState } from 'react';

/*
 * "3 hours ago", "yesterday": when a feed item or a notification happened, in the browser's
 * words (Intl.RelativeTimeFormat), made on first use (locale data is slow to load).
 */
let relative: Intl.RelativeTimeFormat | undefined;

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Infinity],
];

/** How long ago `iso` was, from `now`: "just now" under a minute, then the largest unit. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  let amount = (then - now) / 1000;
  if (Math.abs(amount) < 60) return 'just now';
  relative ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return '';
}

/** The moment a list was first drawn, for its "3 hours ago" (steady across re-renders). */
export function useNow(): number {
  const [now] = useState(Date.now);
  return now;
}
