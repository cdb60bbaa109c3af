import { deltaE2000, hexToLab } from '@inklore/contract/color/color.rules';
import { describe, expect, it } from 'vitest';
import { fold, labsOf, matchesName, nearestByColour, normalHex, searchByName } from './search.ts';

const inks = [
  { brand: 'Pilot Iroshizuku', name: 'Kon-peki', hex: '0083c1' },
  { brand: 'Sailor', name: 'Yama-dori', hex: '00677e' },
  { brand: 'Diamine', name: 'Oxblood', hex: '7a1f2b' },
  { brand: 'J. Herbin', name: 'Café des Îles', hex: '8b5a2b' },
  { brand: 'Diamine', name: 'Ancient Copper', hex: 'b5562b' },
];
const view = (i: (typeof inks)[number]) => i;

describe('searching my inks by name', () => {
  it('finds by every word, in brand or name, without case or accents', () => {
    expect(searchByName(inks, 'kon', view).map((i) => i.name)).toEqual(['Kon-peki']);
    expect(searchByName(inks, 'cafe iles', view).map((i) => i.name)).toEqual(['Café des Îles']);
    expect(searchByName(inks, 'diamine copper', view).map((i) => i.name)).toEqual([
      'Ancient Copper',
    ]);
    expect(searchByName(inks, 'DIAMINE', view)).toHaveLength(2);
  });

  it('needs every word to match, and an empty search lists all up to the limit', () => {
    expect(searchByName(inks, 'diamine kon', view)).toEqual([]);
    expect(searchByName(inks, '  ', view)).toHaveLength(5);
    expect(searchByName(inks, '', view, 2)).toHaveLength(2);
  });

  it('folds full-width letters the way a Japanese keyboard types them', () => {
    expect(fold('ＫＯＮ')).toBe('kon');
    expect(matchesName({ brand: 'Pilot', name: 'Kon-peki' }, 'ｋｏｎ')).toBe(true);
  });
});

describe('the nearest of my inks by colour', () => {
  const labs = labsOf(inks.map((i) => i.hex));

  it('ranks by CIEDE2000, nearest first, and gives the difference', () => {
    const near = nearestByColour(inks, '#0080c0', (_, i) => labs[i] ?? null, 3);
    expect(near).toHaveLength(3);
    expect(near[0]?.item.name).toBe('Kon-peki');
    expect(near[0]?.deltaE).toBeCloseTo(deltaE2000(hexToLab('#0080c0'), hexToLab('#0083c1')), 6);
    for (let i = 1; i < near.length; i++)
      expect(near[i]?.deltaE).toBeGreaterThanOrEqual(near[i - 1]?.deltaE ?? 0);
  });

  it('gives the same order as sorting every ink, whatever the count', () => {
    for (const hex of ['#7b2030', '#00687f', '#ffffff', '#b05030']) {
      const all = inks
        .map((item) => ({
          name: item.name,
          d: deltaE2000(hexToLab(hex), hexToLab(`#${item.hex}`)),
        }))
        .sort((a, b) => a.d - b.d)
        .map((x) => x.name);
      for (const count of [1, 2, 5, 9])
        expect(
          nearestByColour(inks, hex, (_, i) => labs[i] ?? null, count).map((n) => n.item.name),
        ).toEqual(all.slice(0, count));
    }
  });

  it('skips an ink without a readable colour', () => {
    expect(labsOf(['zzzzzz', '#abc'])).toEqual([null, hexToLab('#aabbcc')]);
    const near = nearestByColour(
      ['x', 'y'],
      '#aabbcc',
      (_, i) => (i === 0 ? null : hexToLab('#aabbcc')),
      2,
    );
    expect(near).toEqual([{ item: 'y', deltaE: 0 }]);
  });

  it('reads a colour typed with or without #, short or long', () => {
    expect(normalHex('#0083C1')).toBe('#0083c1');
    expect(normalHex('0083c1')).toBe('#0083c1');
    expect(normalHex(' #abc ')).toBe('#aabbcc');
    expect(normalHex('blue')).toBeNull();
    expect(normalHex('#12345')).toBeNull();
  });
});
