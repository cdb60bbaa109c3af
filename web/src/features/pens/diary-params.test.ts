import { describe, expect, it } from 'vitest';
import { parseDiaryParams, toDiaryParams, type DiaryView } from './diary-params.ts';

const TODAY = '2026-11-22';
const parse = (qs: string) => parseDiaryParams(new URLSearchParams(qs), TODAY);

describe('the diary’s address', () => {
  it('is this month with no filter and no day when empty', () => {
    expect(parse('')).toEqual({ month: '2026-11', penId: null, inkId: null, day: null });
  });

  it('reads a month, a pen, an ink and a day of that month', () => {
    expect(parse('month=2026-09&pen=3&ink=7&day=2026-09-12')).toEqual({
      month: '2026-09',
      penId: 3,
      inkId: 7,
      day: '2026-09-12',
    });
  });

  it('drops what it cannot read: a bad month, ids that are not whole, a day of another month', () => {
    expect(parse('month=2026-13&pen=abc&ink=-4&day=2026-10-12')).toEqual({
      month: '2026-11',
      penId: null,
      inkId: null,
      day: null,
    });
    expect(parse('month=2026-09&day=12').day).toBeNull();
    expect(parse('pen=1.5').penId).toBeNull();
  });

  it('writes the view back in a stable order, leaving this month out, and reads it the same', () => {
    const view: DiaryView = { month: '2026-09', penId: 3, inkId: 7, day: '2026-09-12' };
    const written = toDiaryParams(view, TODAY).toString();
    expect(written).toBe('month=2026-09&pen=3&ink=7&day=2026-09-12');
    expect(parse(written)).toEqual(view);
    expect(
      toDiaryParams({ month: '2026-11', penId: null, inkId: 7, day: null }, TODAY).toString(),
    ).toBe('ink=7');
  });
});
