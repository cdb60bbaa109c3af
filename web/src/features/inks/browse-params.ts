import {
  BRAND_FILTERS,
  COLOR_FAMILIES,
  INK_PROPERTIES,
  INK_SORTS,
  LIMITS,
  OTHER_BRAND,
  type ColorFamily,
  type InkProperty,
  type InkSort,
} from '@inklore/contract/catalogue/catalogue.rules';

/**
 * Browse filters <-> URL (spec §2 Browse: search, brand, color and properties, the last three
 * repeated). The URL is the source of truth: a pasted URL restores the screen, and the
 * browser's back and forward buttons move through earlier searches.
 */
export type BrowseFilters = {
  search: string;
  brands: string[];
  colors: ColorFamily[];
  properties: InkProperty[];
  /**
   * Search by colour (ADR 024): six lower-case hex digits without #, or absent. The API
   * refuses it with `search`, so a colour search has no text search.
   */
  near?: string;
  /**
   * The order (ADR 050), absent for the default: relevance with a search, name without. A
   * colour search is nearest first and has none.
   */
  sort?: InkSort;
};

export const EMPTY_FILTERS: BrowseFilters = { search: '', brands: [], colors: [], properties: [] };

/** The brand facet: the spec's list, then 'Other' for every brand not on it. */
export const BRAND_OPTIONS: readonly string[] = [...BRAND_FILTERS, OTHER_BRAND];

function isColor(v: string): v is ColorFamily {
  return (COLOR_FAMILIES as readonly string[]).includes(v);
}
function isProperty(v: string): v is InkProperty {
  return (INK_PROPERTIES as readonly string[]).includes(v);
}

/** Values in the order of a reference list; values not on it follow, alphabetically. */
function ordered<T extends string>(values: Iterable<T>, reference: readonly string[]): T[] {
  const unique = [...new Set(values)];
  const rank = (v: string) => {
    const i = reference.indexOf(v);
    return i === -1 ? reference.length : i;
  };
  return unique.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

function canonicalBrand(raw: string): string {
  const v = raw.trim();
  const known = BRAND_OPTIONS.find((b) => b.toLowerCase() === v.toLowerCase());
  return known ?? v;
}

/**
 * Reads filters from a query string. Unknown colours and properties are dropped (the API
 * would refuse them); brands are kept (any brand can be searched), trimmed and de-duplicated.
 */
export function parseBrowseParams(params: URLSearchParams): BrowseFilters {
  const search = (params.get('search') ?? '').trim().slice(0, LIMITS.searchMaxLength);
  const brands = ordered(
    params
      .getAll('brand')
      .map(canonicalBrand)
      .filter((b) => b.length > 0),
    BRAND_OPTIONS,
  );
  const colors = ordered(
    params
      .getAll('color')
      .map((c) => c.trim())
      .filter(isColor),
    COLOR_FAMILIES,
  );
  const properties = ordered(
    params
      .getAll('properties')
      .map((p) => p.trim())
      .filter(isProperty),
    INK_PROPERTIES,
  );
  const near = parseNear(params.get('near'));
  if (near) return { search: '', brands, colors, properties, near };
  const sort = chosenSort(params.get('sort'), search);
  return sort
    ? { search, brands, colors, properties, sort }
    : { search, brands, colors, properties };
}

/** The order a list shows when none is chosen. */
export function defaultSort(search: string): InkSort {
  return search.trim() ? 'relevance' : 'name';
}

/** A known order other than the default for this search; else undefined (the default). */
function chosenSort(raw: string | null | undefined, search: string): InkSort | undefined {
  const sort = INK_SORTS.find((s) => s === raw);
  return sort === undefined || sort === defaultSort(search) || sort === 'relevance'
    ? undefined
    : sort;
}

/** `near` as the API takes it (six hex digits, lower case, no #), from a URL or a hex field; else null. */
export function parseNear(raw: string | null | undefined): string | null {
  const v = (raw ?? '').trim().replace(/^#/, '').toLowerCase();
  return /^[0-9a-f]{6}$/.test(v) ? v : null;
}

/** Writes filters as a query string, in a stable order; empty parts are left out. */
export function toBrowseParams(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  const near = parseNear(filters.near);
  const search = filters.search.trim();
  if (near) params.set('near', near);
  else if (search) params.set('search', search);
  for (const b of ordered(filters.brands, BRAND_OPTIONS)) params.append('brand', b);
  for (const c of ordered(filters.colors, COLOR_FAMILIES)) params.append('color', c);
  for (const p of ordered(filters.properties, INK_PROPERTIES)) params.append('properties', p);
  const sort = near ? undefined : chosenSort(filters.sort, search);
  if (sort) params.set('sort', sort);
  return params;
}

/** '/browse' or '/browse?…' for these filters. */
export function browseHref(filters: BrowseFilters): string {
  const qs = toBrowseParams(filters).toString();
  return qs ? `/browse?${qs}` : '/browse';
}

export function sameFilters(a: BrowseFilters, b: BrowseFilters): boolean {
  return toBrowseParams(a).toString() === toBrowseParams(b).toString();
}

export function toggle<T extends string>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

export function activeFilterCount(f: BrowseFilters): number {
  return f.brands.length + f.colors.length + f.properties.length + (parseNear(f.near) ? 1 : 0);
}
