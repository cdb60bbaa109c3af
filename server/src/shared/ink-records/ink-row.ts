import {
  BRAND_FILTERS,
  colorFamilyOf,
  hexToLab,
  roundLab,
  type ColorFamily,
  type InkProperty,
} from '@inklore/contract';
import type { NewInk } from '#src/db/schema.ts';
import { normalizeText, searchDocument } from '#src/db/text.ts';
import { propertyMask } from './facets.ts';

/** Brand spellings that differ from the brand filter list beyond case and punctuation. */
const BRAND_ALIASES: Record<string, string> = {
  'j herbin': 'Jacques Herbin',
  montblanc: 'Mont Blanc',
  'noodlers ink': "Noodler's",
};
const LISTED = new Map(BRAND_FILTERS.map((b) => [normalizeText(b), b as string]));

/** A brand written as the spec's brand list writes it, when it is on that list. */
export function canonicalBrand(brand: string): string {
  const key = normalizeText(brand);
  return BRAND_ALIASES[key] ?? LISTED.get(key) ?? brand.trim();
}

export type InkInput = {
  name: string;
  brand: string;
  line: string | null;
  colorHex: string;
  /** Colour family; derived from the hex when not given. */
  color?: ColorFamily | undefined;
  description: string | null;
  images: string[];
  properties: InkProperty[];
  featured: boolean;
  source: string | null;
  sourceId?: string | null;
  submittedBy?: number | null;
  createdAt: string;
};

/**
 * The row for an ink, with everything derived from its fields: CIELAB, normalised sort
 * keys and search documents. Every write path goes through here so they never drift.
 */
export function inkRow(input: InkInput): NewInk {
  const brand = canonicalBrand(input.brand);
  const hex = input.colorHex.toLowerCase();
  const lab = roundLab(hexToLab(hex));
  return {
    name: input.name.trim(),
    brand,
    line: input.line?.trim() || null,
    color_family: input.color ?? colorFamilyOf(hex),
    color_hex: hex,
    lab_l: lab.l,
    lab_a: lab.a,
    lab_b: lab.b,
    description: input.description,
    images: JSON.stringify(input.images),
    property_mask: propertyMask(input.properties),
    source_property_mask: propertyMask(input.properties),
    crowd_property_mask: 0,
    featured: input.featured ? 1 : 0,
    is_official: 0,
    rating_sum: 0,
    rating_count: 0,
    community_image_count: 0,
    source: input.source,
    source_id: input.sourceId ?? null,
    submitted_by: input.submittedBy ?? null,
    name_norm: normalizeText(input.name),
    brand_norm: normalizeText(brand),
    search_name: searchDocument(input.name),
    search_meta: searchDocument(input.line, brand),
    search_desc: searchDocument(input.description),
    deleted_at: null,
    created_at: input.createdAt,
    updated_at: input.createdAt,
  };
}

/** The columns an edit writes: the fields and everything derived from them. */
export type InkChanges = Pick<
  NewInk,
  | 'name'
  | 'brand'
  | 'line'
  | 'color_family'
  | 'color_hex'
  | 'lab_l'
  | 'lab_a'
  | 'lab_b'
  | 'description'
  | 'images'
  | 'property_mask'
  | 'source_property_mask'
  | 'featured'
  | 'name_norm'
  | 'brand_norm'
  | 'search_name'
  | 'search_meta'
  | 'search_desc'
  | 'updated_at'
>;

/** An edited ink's columns, derived as for a new ink (inkRow), so the two never drift. */
export function inkChanges(input: Omit<InkInput, 'source' | 'createdAt'>, at: string): InkChanges {
  const row = inkRow({ ...input, source: null, createdAt: at });
  return {
    name: row.name,
    brand: row.brand,
    line: row.line,
    color_family: row.color_family,
    color_hex: row.color_hex,
    lab_l: row.lab_l,
    lab_a: row.lab_a,
    lab_b: row.lab_b,
    description: row.description,
    images: row.images,
    property_mask: row.property_mask,
    source_property_mask: row.source_property_mask,
    featured: row.featured,
    name_norm: row.name_norm,
    brand_norm: row.brand_norm,
    search_name: row.search_name,
    search_meta: row.search_meta,
    search_desc: row.search_desc,
    updated_at: at,
  };
}
