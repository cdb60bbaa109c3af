import { YEAR_MESSAGES } from '@inklore/contract/pens/year.rules';
import { describe, expect, it } from 'vitest';
import { i18n } from '#src/lib/i18n.ts';
import {
  parseYear,
  pickerYears,
  SHARE_FIRST,
  sharedYearPath,
  spanText,
  stripSummary,
  yearCardPath,
} from './year-words.ts';
import { testYear } from './year.test-kit.ts';

describe('the words and addresses of Year in Ink', () => {
  it('reads the year of an address: four digits, 1900 to next year; none is this year', () => {
    expect(parseYear(undefined, 2026)).toBe(2026);
    expect(parseYear('2025', 2026)).toBe(2025);
    expect(parseYear('2027', 2026)).toBe(2027);
    for (const bad of ['2028', '1899', '99', '02025', 'abc', '2025.0', ' 2025']) {
      expect(parseYear(bad, 2026), bad).toBeNull();
    }
  });

  it('offers the diary’s years, this year and the one shown, newest first, once each', () => {
    expect(pickerYears([2024, 2022], 2026, 2020)).toEqual([2026, 2024, 2022, 2020]);
    expect(pickerYears([2026, 2025], 2026, 2026)).toEqual([2026, 2025]);
  });

  it('says the span and the strip in words', () => {
    expect(spanText({ year: 2026, through: '2026-03-04' })).toBe('1 January to 4 March 2026');
    expect(spanText({ year: 2025, through: '2025-12-31' })).toBe('The whole of 2025');
    const y = testYear();
    expect(stripSummary(y.colors)).toBe(
      '3 inks in hue order, from Oxblood to Bung Box Black, the neutrals last. Each is as wide as its days.',
    );
    expect(stripSummary(y.colors.slice(0, 1))).toBe('One ink: Oxblood by Diamine.');
  });

  it("says a year is shared first in the contract's English", () => {
    expect(i18n._(SHARE_FIRST)).toBe(YEAR_MESSAGES.shareFirst);
  });

  it('writes the addresses of a shared year and its card, names encoded', () => {
    expect(sharedYearPath('ada lovelace', 2025)).toBe('/user/ada%20lovelace/year/2025');
    expect(yearCardPath('a/b', 2025)).toBe('/preview/year/a%2Fb/2025.png');
    expect(yearCardPath('ada', 2025, '2025-12-31-4')).toBe(
      '/preview/year/ada/2025.png?v=2025-12-31-4',
    );
  });
});
