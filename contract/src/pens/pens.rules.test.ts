import { describe, expect, it } from 'vitest';
import {
  addDays,
  cleanSoon,
  daysBetween,
  daysOutsideMessage,
  inkingsOverlap,
  PEN_MESSAGES,
  penName,
  useDayProblem,
  utcDay,
} from './pens.rules.ts';

describe('days', () => {
  it('counts and steps whole calendar days, across months and leap days', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(utcDay(Date.parse('2026-11-29T23:59:59Z'))).toBe('2026-11-29');
  });
});

describe('clean soon', () => {
  const inked = { inkedOn: '2026-11-01', lastRefilledOn: null, cleanedOn: null };
  it('after the member’s number of days since inked, counting the last refill as fresh ink', () => {
    expect(cleanSoon(inked, '2026-12-01', 30)).toBe(true);
    expect(cleanSoon(inked, '2026-11-30', 30)).toBe(false);
    expect(cleanSoon({ ...inked, lastRefilledOn: '2026-11-20' }, '2026-12-01', 30)).toBe(false);
    expect(cleanSoon({ ...inked, lastRefilledOn: '2026-11-20' }, '2026-12-20', 30)).toBe(true);
    expect(cleanSoon({ ...inked, cleanedOn: '2026-11-10' }, '2027-01-01', 30)).toBe(false);
  });
});

describe('the diary’s days and pairings’ dates', () => {
  it('a day within the pairing’s dates, both ends included', () => {
    const p = { inkedOn: '2026-11-10', cleanedOn: '2026-11-20' };
    expect(useDayProblem('2026-11-09', p)).toBe(PEN_MESSAGES.beforeInked);
    expect(useDayProblem('2026-11-10', p)).toBeNull();
    expect(useDayProblem('2026-11-20', p)).toBeNull();
    expect(useDayProblem('2026-11-21', p)).toBe(PEN_MESSAGES.afterCleaned);
    expect(useDayProblem('2030-01-01', { ...p, cleanedOn: null })).toBeNull();
  });

  it('pairings overlap unless one ends the day the other starts, or before', () => {
    const a = { inkedOn: '2026-11-01', cleanedOn: '2026-11-10' };
    expect(inkingsOverlap(a, { inkedOn: '2026-11-10', cleanedOn: null })).toBe(false);
    expect(inkingsOverlap(a, { inkedOn: '2026-11-09', cleanedOn: null })).toBe(true);
    expect(inkingsOverlap(a, { inkedOn: '2026-10-01', cleanedOn: '2026-11-01' })).toBe(false);
    expect(inkingsOverlap(a, { inkedOn: '2026-10-01', cleanedOn: '2026-11-02' })).toBe(true);
    expect(inkingsOverlap(a, { inkedOn: '2026-11-03', cleanedOn: '2026-11-04' })).toBe(true);
    expect(
      inkingsOverlap({ ...a, cleanedOn: null }, { inkedOn: '2027-01-01', cleanedOn: null }),
    ).toBe(true);
  });

  it('says how many days fall outside, and names a pen', () => {
    expect(daysOutsideMessage(1)).toMatch(/^One day /);
    expect(daysOutsideMessage(3)).toMatch(/^3 days /);
    expect(penName({ brand: 'Pilot', model: 'Custom 74' })).toBe('Pilot Custom 74');
    expect(penName({ brand: 'Kuretake', model: null })).toBe('Kuretake');
  });
});
