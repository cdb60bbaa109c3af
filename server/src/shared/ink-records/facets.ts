import { BRAND_FILTERS, INK_PROPERTIES, OTHER_BRAND, type InkProperty } from '@inklore/contract';
import { normalizeText } from '#src/db/text.ts';

/**
 * The catalogue's facets (brand, colour family, properties) and an ink's property bits: pure
 * helpers that the browse, search and colour indexes and every ink write share.
 */
export type InkFacets = {
  brands: string[];
  colors: string[];
  properties: InkProperty[];
};

export function propertyMask(properties: readonly InkProperty[]): number {
  return properties.reduce((mask, p) => mask | (1 << INK_PROPERTIES.indexOf(p)), 0);
}

export function propertiesOf(mask: number): InkProperty[] {
  return INK_PROPERTIES.filter((_, i) => (mask & (1 << i)) !== 0);
}

/** The brands of the filter list, normalised ("Other" is every brand off it). */
export const LISTED_BRANDS = BRAND_FILTERS.map((b) => normalizeText(b));

/**
 * The facets as a test on an ink's brand, colour family and property bits: the same meaning
 * as the browse queries' WHERE clauses (features/browse/browse.queries.ts), for the in-memory
 * indexes (colour, search).
 */
export function facetPredicate(
  f: InkFacets,
): (brandNorm: string, colorFamily: string, mask: number) => boolean {
  const named = new Set(f.brands.filter((b) => b !== OTHER_BRAND).map((b) => normalizeText(b)));
  const other = f.brands.includes(OTHER_BRAND);
  const listed = new Set(LISTED_BRANDS);
  const colors = new Set(f.colors);
  const want = propertyMask(f.properties);
  return (brandNorm, colorFamily, mask) =>
    (f.brands.length === 0 || named.has(brandNorm) || (other && !listed.has(brandNorm))) &&
    (colors.size === 0 || colors.has(colorFamily)) &&
    (mask & want) === want;
}

export const hasFacets = (f: InkFacets): boolean =>
  f.brands.length > 0 || f.colors.length > 0 || f.properties.length > 0;
