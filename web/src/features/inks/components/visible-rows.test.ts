import { describe, expect, it } from 'vitest';
import { visibleRows } from './ink-grid.tsx';

describe('visibleRows (which rows of the virtualised grid are in the page)', () => {
  // a grid starting 300 px down the page, rows 200 px apart, 40 rows
  const at = (scrollY: number, overscan = 0) => visibleRows(scrollY, 800, 300, 200, 40, overscan);

  it('at the top of the page: the rows that fit under the header area', () => {
    expect(at(0)).toEqual({ first: 0, last: 2 }); // 300..800 shows rows 0-2
  });

  it('scrolled into the grid: the rows meeting the window', () => {
    expect(at(1300)).toEqual({ first: 5, last: 9 }); // 1000..1800 below the grid's top
  });

  it('adds the overscan on both sides, clamped to the grid', () => {
    expect(at(1300, 2)).toEqual({ first: 3, last: 11 });
    expect(at(0, 2)).toEqual({ first: 0, last: 4 });
    expect(at(100_000, 2)).toEqual({ first: 39, last: 39 });
  });

  it('draws nothing for an empty grid or before it has a size', () => {
    expect(visibleRows(0, 800, 0, 200, 0)).toEqual({ first: 0, last: -1 });
    expect(visibleRows(0, 800, 0, 0, 10)).toEqual({ first: 0, last: -1 });
  });
});
