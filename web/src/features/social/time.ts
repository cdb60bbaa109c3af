import { useState } from 'react';
import { relativeWords, type RelativeUnit } from '#src/lib/relative-words.ts';

/* "3 hours ago", "yesterday": when a feed item or a notification happened, to the nearest unit. */

const STEPS: [RelativeUnit, number][] = [
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
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relativeWords(Math.round(amount), unit);
    amount /= size;
  }
  return '';
}

/** The moment a list was first drawn, for its "3 hours ago" (steady across re-renders). */
export function useNow(): number {
  const [now] = useState(Date.now);
  return now;
}
