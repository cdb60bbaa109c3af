import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  browseHref,
  EMPTY_FILTERS,
  parseBrowseParams,
  sameFilters,
  toBrowseParams,
  toggle,
} from './browse-params.ts';

const parse = (qs: string) => parseBrowseParams(new URLSearchParams(qs));

describe('browse filters from the URL', () => {
  it('reads search and repeated brand, color and properties parameters', () => {
    expect(
      parse(
        'search=kon+peki&brand=Pilot&brand=Diamine&color=Blue&color=Teal&properties=Shading&properties=Sheening',
      ),
    ).toEqual({
      search: 'kon peki',
      brands: ['Diamine', 'Pilot'],
      colors: ['Blue', 'Teal'],
      properties: ['Shading', 'Sheening'],
    });
  });

  it('gives empty filters for an empty query string', () => {
    expect(parse('')).toEqual(EMPTY_FILTERS);
  });

  it('trims the search text and drops a blank one', () => {
    expect(parse('search=%20%20blue%20').search).toBe('blue');
    expect(parse('search=%20%20').search).toBe('');
  });

  it('drops colours and properties the catalogue does not know, keeps any brand', () => {
    const f = parse(
      'color=Blue&color=Chartreuse&properties=Glowing&properties=Scented&brand=Tiny%20Maker',
    );
    expect(f.colors).toEqual(['Blue']);
    expect(f.properties).toEqual(['Scented']);
    expect(f.brands).toEqual(['Tiny Maker']);
  });

  it('writes brands in the spelling of the brand list and removes duplicates', () => {
    expect(parse('brand=lamy&brand=LAMY&brand=other').brands).toEqual(['LAMY', 'Other']);
  });
});

describe('browse filters to the URL', () => {
  it('writes every part, repeated, in a stable order', () => {
    const qs = toBrowseParams({
      search: 'ku-jaku',
      brands: ['Pilot', 'Diamine'],
      colors: ['Teal', 'Blue'],
      properties: ['Sheening', 'Scented'],
    }).toString();
    expect(qs).toBe(
      'search=ku-jaku&brand=Diamine&brand=Pilot&color=Blue&color=Teal&properties=Scented&properties=Sheening',
    );
  });

  it('leaves out empty parts', () => {
    expect(toBrowseParams({ ...EMPTY_FILTERS, search: '   ' }).toString()).toBe('');
    expect(browseHref(EMPTY_FILTERS)).toBe('/browse');
    expect(browseHref({ ...EMPTY_FILTERS, colors: ['Grey/Silver'] })).toBe(
      '/browse?color=Grey%2FSilver',
    );
  });

  it('round-trips: what is written reads back the same', () => {
    const filters = {
      search: "noodler's & co",
      brands: ["Noodler's", 'Rohrer & Klingner', 'Other'],
      colors: ['Yellow/Gold' as const],
      properties: ['Water-Resistant' as const],
    };
    const back = parseBrowseParams(new URLSearchParams(toBrowseParams(filters).toString()));
    expect(sameFilters(back, filters)).toBe(true);
    expect(back.search).toBe(filters.search);
  });

  it('treats the same filters in another order as the same address', () => {
    expect(sameFilters(parse('color=Teal&color=Blue'), parse('color=Blue&color=Teal'))).toBe(true);
    expect(sameFilters(parse('color=Teal'), parse('color=Blue'))).toBe(false);
  });
});

describe('filter helpers', () => {
  it('toggles a value in and out of a list', () => {
    expect(toggle(['Blue'], 'Teal')).toEqual(['Blue', 'Teal']);
    expect(toggle(['Blue', 'Teal'], 'Blue')).toEqual(['Teal']);
  });

  it('counts the active facet values, not the search', () => {
    expect(
      activeFilterCount({
        search: 'x',
        brands: ['Pilot'],
        colors: ['Blue', 'Teal'],
        properties: [],
      }),
    ).toBe(3);
  });
});

describe('search by colour (near)', () => {
  it('reads six hex digits, in lower case, with or without #', () => {
    expect(parse('near=1F4E79').near).toBe('1f4e79');
    expect(parse('near=%231f4e79').near).toBe('1f4e79');
  });

  it('drops a bad colour', () => {
    for (const bad of ['1f4e7', '1f4e79a', 'zzzzzz', ''])
      expect(parse(`near=${bad}`).near).toBe(undefined);
  });

  it('clears the text search, which the API refuses beside near', () => {
    expect(parse('near=1f4e79&search=blue')).toEqual({ ...EMPTY_FILTERS, near: '1f4e79' });
    expect(toBrowseParams({ ...EMPTY_FILTERS, search: 'blue', near: '1F4E79' }).toString()).toBe(
      'near=1f4e79',
    );
  });

  it('is in the URL like the other filters and round-trips with the facets', () => {
    const f = {
      ...EMPTY_FILTERS,
      near: 'b0802a',
      brands: ['Diamine'],
      properties: ['Shading' as const],
    };
    const href = browseHref(f);
    expect(href).toBe('/browse?near=b0802a&brand=Diamine&properties=Shading');
    expect(parse(href.split('?')[1] ?? '')).toEqual(f);
  });

  it('counts as one active filter; clearing it returns to the normal browse', () => {
    expect(activeFilterCount({ ...EMPTY_FILTERS, near: '1f4e79' })).toBe(1);
    expect(browseHref({ ...EMPTY_FILTERS, near: undefined })).toBe('/browse');
    expect(sameFilters({ ...EMPTY_FILTERS, near: '' }, EMPTY_FILTERS)).toBe(true);
  });
});

describe('the order in the URL (ADR 050)', () => {
  it('reads a known order and writes it after the facets; round-trips', () => {
    const f = { ...EMPTY_FILTERS, colors: ['Blue' as const], sort: 'owned' as const };
    const href = browseHref(f);
    expect(href).toBe('/browse?color=Blue&sort=owned');
    expect(parse(href.split('?')[1] ?? '')).toEqual(f);
    for (const sort of ['newest', 'owned', 'photographed', 'rating', 'hue', 'name'] as const) {
      expect(parse(`search=blue&sort=${sort}`).sort).toBe(sort);
    }
  });

  it('leaves the default out: name without a search, relevance with one', () => {
    expect(parse('sort=name')).toEqual(EMPTY_FILTERS);
    expect(parse('sort=relevance')).toEqual(EMPTY_FILTERS);
    expect(parse('search=blue&sort=relevance')).toEqual({ ...EMPTY_FILTERS, search: 'blue' });
    expect(browseHref({ ...EMPTY_FILTERS, sort: 'name' })).toBe('/browse');
    expect(browseHref({ ...EMPTY_FILTERS, search: 'blue', sort: 'relevance' })).toBe(
      '/browse?search=blue',
    );
    // name is a choice of its own beside a search
    expect(browseHref({ ...EMPTY_FILTERS, search: 'blue', sort: 'name' })).toBe(
      '/browse?search=blue&sort=name',
    );
    expect(sameFilters({ ...EMPTY_FILTERS, sort: 'name' }, EMPTY_FILTERS)).toBe(true);
    expect(sameFilters({ ...EMPTY_FILTERS, sort: 'hue' }, EMPTY_FILTERS)).toBe(false);
  });

  it('drops an unknown order, and any order beside a colour search (nearest first)', () => {
    expect(parse('sort=price').sort).toBeUndefined();
    expect(parse('sort=HUE').sort).toBeUndefined();
    expect(parse('near=1f4e79&sort=hue')).toEqual({ ...EMPTY_FILTERS, near: '1f4e79' });
    expect(toBrowseParams({ ...EMPTY_FILTERS, near: '1f4e79', sort: 'hue' }).toString()).toBe(
      'near=1f4e79',
    );
  });

  it('is not a filter: it does not count as one', () => {
    expect(activeFilterCount({ ...EMPTY_FILTERS, sort: 'newest' })).toBe(0);
  });
});
