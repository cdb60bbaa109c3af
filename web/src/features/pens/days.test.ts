import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dayAndMonth,
  daysInkedText,
  isMonth,
  localDay,
  monthRange,
  monthTitle,
  monthWeeks,
  weekday,
} from './days.ts';

describe('the pens’ days', () => {
  it('takes the browser’s local day, not the UTC one', () => {
    // 23:30 on 22 November where the browser is: still the 22nd, whatever UTC says
    expect(localDay(new Date(2026, 10, 22, 23, 30))).toBe('2026-11-22');
    expect(localDay(new Date(2026, 0, 1, 0, 5))).toBe('2026-01-01');
  });

  it('moves by months across years, and knows their lengths', () => {
    expect(addMonths('2026-11', 1)).toBe('2026-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -14)).toBe('2025-01');
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('reads only real months', () => {
    expect(isMonth('2026-11')).toBe(true);
    for (const bad of ['2026-13', '2026-00', '2026-1', '1899-12', 'november', '', null])
      expect(isMonth(bad)).toBe(false);
  });

  it('lays a month out in weeks from Monday', () => {
    // 1 November 2026 is a Sunday
    expect(weekday('2026-11-01')).toBe(6);
    const weeks = monthWeeks('2026-11');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('says days and months in words', () => {
    expect(dayAndMonth('2026-11-12')).toBe('12 November');
    expect(monthTitle('2026-11')).toBe('November 2026');
    expect(daysInkedText('2026-11-22', '2026-11-22')).toBe('Inked today');
    expect(daysInkedText('2026-11-21', '2026-11-22')).toBe('Inked 1 day ago');
    expect(daysInkedText('2026-10-01', '2026-11-22')).toBe('Inked 52 days ago');
  });
});
