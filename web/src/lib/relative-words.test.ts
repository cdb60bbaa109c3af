import { describe, expect, it } from 'vitest';
import { relativeWords, type RelativeUnit } from './relative-words.ts';

const UNITS: RelativeUnit[] = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'];

describe('relativeWords', () => {
  it.each(['en', 'ja', 'de'] as const)(
    "writes what Intl.RelativeTimeFormat('%s', { numeric: 'auto' }) writes, past and future",
    (locale) => {
      const intl = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
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
          expect(relativeWords(amount, unit, locale), `${amount} ${unit}`).toBe(
            intl.format(amount, unit),
          );
    },
  );
});
