import { deltaE2000, hexToLab } from '@inklore/contract/color/color.rules';
import { visionDeltaE } from '@inklore/contract/color/vision.rules';
import { describe, expect, it } from 'vitest';
import { compareHref, parseCompareIds } from './compare-ids.ts';
import { pairwise } from './compare.ts';

const blue = { id: 1, name: 'Blue', lab: { l: 30, a: 10, b: -45 } };
const blue2 = { id: 2, name: 'Blue too', lab: { l: 31, a: 10, b: -45 } };
const teal = { id: 3, name: 'Teal', lab: { l: 45, a: -25, b: -10 } };

describe('the compare table', () => {
  it('has every pair once, in the order picked, with ΔE2000, band and words', () => {
    const pairs = pairwise([blue, blue2, teal]);
    expect(pairs.map((p) => [p.a.id, p.b.id])).toEqual([
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    expect(pairs[0]?.deltaE).toBeCloseTo(deltaE2000(blue.lab, blue2.lab), 10);
    expect(pairs[0]?.band).toBe('virtually the same');
    expect(pairs[1]?.band).toBe('different');
    expect(pairs[1]?.words).toBe('much greener, much yellower');
  });

  it('adds the difference as a reader with a colour vision sees it, and who looks alike', () => {
    // a red and a green a deuteranope confuses (contract/src/color/vision.test.ts)
    const red = { id: 5, name: 'Red', lab: hexToLab('#cc3333') };
    const green = { id: 6, name: 'Green', lab: hexToLab('#558822') };
    expect(pairwise([red, green])[0]?.seen).toBeNull();
    const [seen] = pairwise([red, green], 'deuteranopia');
    expect(seen?.deltaE).toBeGreaterThan(50);
    expect(seen?.seen?.deltaE).toBeCloseTo(visionDeltaE(red.lab, green.lab, 'deuteranopia'), 10);
    expect(seen?.seen?.looksAlike).toBe(true);
    expect(pairwise([red, green], 'tritanopia')[0]?.seen?.looksAlike).toBe(false);
  });

  it('has no pairs for fewer than two inks, six for four', () => {
    expect(pairwise([blue])).toEqual([]);
    expect(pairwise([blue, blue2, teal, { ...teal, id: 4 }])).toHaveLength(6);
  });
});

describe('the compare address', () => {
  it('reads distinct whole ids, at most four', () => {
    expect(parseCompareIds('3,1,3,x,0,-2,7,9,11')).toEqual([3, 1, 7, 9]);
    expect(parseCompareIds(null)).toEqual([]);
    expect(compareHref([1, 2, 3])).toBe('/compare?ids=1,2,3');
  });
});
