import { describe, expect, it } from 'vitest';
import { SearchIndex, searchDocOf, type SearchDoc } from './search-index.ts';
import { markText } from './marks.ts';
import { typoBudget, typoDistance } from './typos.ts';

/** The index on its own, over a handful of made-up inks. */
let nextId = 1;
function doc(
  brand: string,
  name: string,
  extra: Omit<Parameters<typeof searchDocOf>[0], 'id' | 'name' | 'brand'> = {},
): SearchDoc {
  return searchDocOf({ id: nextId++, name, brand, colorFamily: 'Other', ...extra });
}

const index = new SearchIndex([
  doc('Diamine', 'Oxblood', { colorFamily: 'Red' }),
  doc('Diamine', 'Blue Velvet'),
  doc('Pelikan', 'Blue-Black', { line: '4001' }),
  doc('Pilot', 'Kon-peki', { aliases: ['色彩雫 紺碧'], brandAliases: ['Namiki'] }),
  doc('Birmingham Pen Co.', 'Agave'),
  doc('Sailor', 'Shigure', { colorFamily: 'Blue', mask: 0b100 }),
  doc("Noodler's", 'Blue', { description: 'A plain blue, sold by the quart.' }),
]);
const find = (q: string) =>
  index.search(index.plan(q), null, 0, 10).ids.map((id) => index.doc(id)?.name);

describe('typoDistance', () => {
  it('counts a missing, extra, changed or swapped letter as one', () => {
    expect(typoDistance('oxblod', 'oxblood', 2).whole).toBe(1);
    expect(typoDistance('oxbloood', 'oxblood', 2).whole).toBe(1);
    expect(typoDistance('oxbiood', 'oxblood', 2).whole).toBe(1);
    expect(typoDistance('oxbolod', 'oxblood', 2).whole).toBe(1);
    expect(typoDistance('xoblood', 'oxblood', 2).whole).toBe(1);
    expect(typoDistance('abc', 'xyz', 1).whole).toBe(2); // capped at max + 1
  });

  it('measures against the start of a longer word too', () => {
    expect(typoDistance('birmi', 'birmingham', 1)).toEqual({ whole: 2, start: 0 });
    expect(typoDistance('brimi', 'birmingham', 1).start).toBe(1);
  });

  it('allows no typo under 5 letters, one from 5, two from 9', () => {
    expect([3, 4, 5, 8, 9, 20].map(typoBudget)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe('SearchIndex', () => {
  it('matches typos, but not on the first letter', () => {
    expect(find('oxblod')).toEqual(['Oxblood']);
    expect(find('xoblood')).toEqual([]);
    expect(find('shigrue')).toEqual(['Shigure']);
    expect(find('birmignham agave')).toEqual(['Agave']);
  });

  it('ranks the exact name first, then names that start with it, then the rest', () => {
    // then the inks of the family the word names (ADR 050)
    expect(find('blue')).toEqual(['Blue', 'Blue-Black', 'Blue Velvet', 'Shigure']);
  });

  it('reads colour and property words as the family or property too, names first', () => {
    expect(find('navy')).toEqual(['Shigure']);
    expect(find('sailor blue')).toEqual(['Shigure']);
    expect(find('red')).toEqual(['Oxblood']);
    expect(find('oxblood')).toEqual(['Oxblood']);
    expect(find('sheen')).toEqual(['Shigure']);
    expect(find('sailor sheen')).toEqual(['Shigure']);
    expect(find('diamine sheen')).toEqual([]);
    // words typed apart find a word written joined, and a hyphenated one
    expect(find('shi gure')).toEqual(['Shigure']);
    expect(find('shi-gu')).toEqual(['Shigure']);
    expect(find('kon peki')).toEqual(['Kon-peki']);
  });

  it('reads the last word as begun, the others as whole', () => {
    expect(find('diamine bl')).toEqual(['Blue Velvet']);
    expect(find('bl diamine')).toEqual([]);
  });

  it('reads one or two letters typed last in names and brands, not descriptions', () => {
    // "quart" is only in a description; "qu" is asked twice (the second from what was kept)
    expect(find('blue qu')).toEqual([]);
    expect(find('blue qu')).toEqual([]);
    expect(find('blue quart')).toEqual(['Blue']);
    expect(find('blue p')).toEqual(['Blue-Black']);
    // a name word they begin ranks before brand words ("peki"; then "Pen" and "Pelikan")
    expect(find('pe')).toEqual(['Kon-peki', 'Agave', 'Blue-Black']);
  });

  it('finds other names, joined words and words of scripts without spaces', () => {
    expect(find('namiki konpeki')).toEqual(['Kon-peki']);
    expect(find('色彩雫紺碧')).toEqual(['Kon-peki']);
    expect(find('紺碧色彩雫')).toEqual(['Kon-peki']);
  });

  it('treats words that only say "ink" as optional', () => {
    expect(find('diamine ink oxblood')).toEqual(['Oxblood']);
    expect(find('birmingham pen company agave')).toEqual(['Agave']);
  });

  it('searches descriptions, below names', () => {
    expect(find('quart')).toEqual(['Blue']);
  });

  it('marks the typed part of a word begun, whole words otherwise', () => {
    const plan = index.plan('diamine blue vel');
    expect(markText(index, plan, 'Blue Velvet')).toEqual([
      [0, 4],
      [5, 8],
    ]);
    expect(markText(index, plan, 'Diamine')).toEqual([[0, 7]]);
    expect(markText(index, index.plan('konpeki'), 'Kon-peki')).toEqual([[0, 8]]);
  });

  it('marks nothing in a word one or two letters typed last do not begin', () => {
    expect(markText(index, index.plan('kon pe'), 'Blue')).toEqual([]);
    expect(markText(index, index.plan('diamine v'), 'Blue Velvet')).toEqual([[5, 6]]);
  });

  it('trims the punctuation a marked chunk carries, and counts no apostrophe as typed', () => {
    expect(markText(index, index.plan('konpeki'), '(Kon-peki)')).toEqual([[1, 9]]);
    const other = new SearchIndex([doc('Q', "Rock'n'Roll")]);
    // "rockn" is five letters of "rocknroll": the apostrophe between them is not one
    expect(markText(other, other.plan('rockn'), "Rock'n'Roll")).toEqual([[0, 6]]);
    // a letter outside the basic plane (two UTF-16 units) is a letter at either edge
    const astral = new SearchIndex([doc('Q', '𝒜qua 𝒵')]);
    expect(markText(astral, astral.plan('aqua'), '𝒜qua 𝒵')).toEqual([[0, 5]]);
    expect(markText(astral, astral.plan('aqua z'), '𝒜qua 𝒵')).toEqual([[0, 8]]);
  });

  it("marks a text against each index's own words (a rebuilt index numbers them anew)", () => {
    expect(markText(index, index.plan('velvet'), 'Blue Velvet')).toEqual([[5, 11]]);
    const other = new SearchIndex([doc('Zed', 'Velvet Blue')]);
    expect(markText(other, other.plan('velvet'), 'Blue Velvet')).toEqual([[5, 11]]);
    expect(markText(index, index.plan('blue'), 'Blue Velvet')).toEqual([[0, 4]]);
  });

  it('ranks a name that begins with what was typed before one that has it later', () => {
    const other = new SearchIndex([doc('A', 'Deep Sea'), doc('A', 'Sea Glass')]);
    const names = (q: string) =>
      other.search(other.plan(q), null, 0, 10).ids.map((id) => other.doc(id)?.name);
    expect(names('sea')).toEqual(['Sea Glass', 'Deep Sea']);
    expect(names('se')).toEqual(['Sea Glass', 'Deep Sea']);
    expect(names('sea g')).toEqual(['Sea Glass']);
  });

  it('finds nothing for one or two letters that begin no word', () => {
    expect(find('blue xq')).toEqual([]);
    expect(find('xq')).toEqual([]);
  });

  it('matches words typed apart as the word written joined, for that query only', () => {
    expect(markText(index, index.plan('kon peki'), 'Kon-peki')).toEqual([[0, 8]]);
    // "kon" is a word of the index; with "pe" it also begins "konpeki"
    expect(markText(index, index.plan('kon pe'), 'Kon-peki')).toEqual([
      [0, 3],
      [4, 6],
    ]);
    // the word's expansion is shared with later queries: "kon" before another word is "kon"
    const konpeki = index.termId('konpeki') as number;
    const kon = index.plan('kon blue').words[0];
    expect(kon?.expansion.has(konpeki)).toBe(false);
    expect(kon?.joined).toBeNull();
    expect(find('kon blue')).toEqual([]);
  });
});
