import { describe, expect, it } from 'vitest';
import { formatDeltaE, groupByBand } from './bands.ts';

describe('similar inks in bands', () => {
  it('groups by ΔE2000: under 2, 2 to 5, 5 to 10, nearest first', () => {
    const groups = groupByBand([
      { id: 1, deltaE: 6.2 },
      { id: 2, deltaE: 1.99 },
      { id: 3, deltaE: 2 },
      { id: 4, deltaE: 0.4 },
      { id: 5, deltaE: 4.99 },
      { id: 6, deltaE: 5 },
    ]);
    expect(groups.map((g) => [g.band, g.inks.map((i) => i.id)])).toEqual([
      ['virtually the same', [4, 2]],
      ['very close', [3, 5]],
      ['same family', [6, 1]],
    ]);
  });

  it('leaves out empty bands and anything at 10 or more', () => {
    const groups = groupByBand([
      { id: 1, deltaE: 7 },
      { id: 2, deltaE: 10 },
    ]);
    expect(groups).toEqual([{ band: 'same family', inks: [{ id: 1, deltaE: 7 }] }]);
    expect(groupByBand([])).toEqual([]);
  });

  it('shows one decimal', () => {
    expect(formatDeltaE(2.345)).toBe('2.3');
  });
});
