import { FIELD_LABELS, type CatalogueReview, type RevisedField } from '@inklore/contract';
import { toIso } from '#src/db/dialect.ts';
import { propertiesOf } from '#src/shared/ink-records/facets.ts';
import type { ReviewRow } from './catalogue.queries.ts';

type Value = CatalogueReview['current'];

/** The ink's value of a field now, from the review's row. */
function currentValue(row: ReviewRow, field: RevisedField): Value {
  switch (field) {
    case 'name':
      return row.name;
    case 'brand':
      return row.brand;
    case 'line':
      return row.line;
    case 'color':
      return row.color_family;
    case 'colorHex':
      return row.color_hex;
    case 'properties':
      return propertiesOf(row.source_property_mask);
    default:
      return null;
  }
}

/** The only way a review row becomes JSON. */
export function presentReview(row: ReviewRow): CatalogueReview {
  const field = row.field as RevisedField;
  return {
    id: row.id,
    ink: {
      id: row.ink_id,
      name: row.name,
      brand: row.brand,
      line: row.line,
      colorHex: row.color_hex,
    },
    kind: row.kind,
    field,
    label: FIELD_LABELS[field],
    stored: JSON.parse(row.stored) as Value,
    current: currentValue(row, field),
    candidates: JSON.parse(row.candidates) as CatalogueReview['candidates'],
    reasons: JSON.parse(row.reasons) as string[],
    sourceId: row.source_id,
    status: row.status,
    createdAt: toIso(row.created_at),
    resolvedBy: row.resolved_by_name ? { username: row.resolved_by_name } : null,
    resolvedAt: row.resolved_at === null ? null : toIso(row.resolved_at),
    revisionId: row.revision_id,
  };
}
