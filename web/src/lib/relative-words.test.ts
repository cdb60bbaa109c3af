import { describe, expect, it } from 'vitest';
import { relativeWords, type RelativeUnit } from './relative-words.ts';

const UNITS: RelativeUnit[] = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'];

describe('relativeWords', () => {
  it("writes what Intl.RelativeTimeFormat('en', { numeric: 'auto' }) writes, past and future", () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    const amounts = [
      ...Array.from({ length: 121 }, (_, i) => i - 60),
      -0,
      -999,
      -1000,
      -1234,
      12_345,
    ];
    for (const unit of UNITS)
      for (const amount of amounts)
        expect(relativeWords(amount, unit), `${amount} ${unit}`).toBe(intl.format(amount, unit));
  });
});
