import type { Ink } from '@inklore/contract';
import { COLOR_FAMILIES, isStockPhoto } from '@inklore/contract';
import { toIso } from '#src/db/dialect.ts';
import { propertiesOf } from './facets.ts';
import type { PresentedInkRow } from './ink-records.queries.ts';

function family(value: string): Ink['color'] {
  return (COLOR_FAMILIES as readonly string[]).includes(value) ? (value as Ink['color']) : 'Other';
}

function imageList(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed)) return [];
  // Images on the stock-photo host are treated as missing (contract/src/shared/images.rules.ts).
  return parsed.filter((u): u is string => typeof u === 'string' && !isStockPhoto(u));
}

/** The only way an ink row becomes JSON. */
export function presentInk(row: PresentedInkRow, submitters: Map<number, string> = new Map()): Ink {
  const submitter = row.submitted_by === null ? undefined : submitters.get(row.submitted_by);
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    line: row.line,
    color: family(row.color_family),
    colorHex: row.color_hex,
    lab: { l: row.lab_l, a: row.lab_a, b: row.lab_b },
    description: row.description,
    images: imageList(row.images),
    properties: propertiesOf(row.property_mask),
    communityProperties: propertiesOf(row.crowd_property_mask & ~row.source_property_mask),
    featured: row.featured === 1,
    isOfficial: row.is_official === 1,
    averageRating:
      row.rating_count > 0 ? Math.round((row.rating_sum / row.rating_count) * 100) / 100 : null,
    reviewCount: row.rating_count,
    communityImageCount: row.community_image_count,
    source: row.source,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    submittedBy:
      submitter && row.submitted_by !== null ? { id: row.submitted_by, username: submitter } : null,
  };
}
