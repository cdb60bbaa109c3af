/**
 * The catalogue's history (docs/spec/decisions.md "The catalogue's history", ADR 049):
 * the fields a revision records, the words people read for them, and the kinds of change.
 * Zod-free, for the server and the web app.
 */

/** An ink's catalogue fields, as the API names them (the Ink schema's keys). */
export const REVISED_FIELDS = [
  'name',
  'brand',
  'line',
  'color',
  'colorHex',
  'description',
  'properties',
  'aliases',
  'images',
  'featured',
] as const;
export type RevisedField = (typeof REVISED_FIELDS)[number];

/** Each field as people read it (the ink editor's labels). */
export const FIELD_LABELS: Record<RevisedField, string> = {
  name: 'Name',
  brand: 'Brand',
  line: 'Line',
  color: 'Colour family',
  colorHex: 'Colour',
  description: 'Description',
  properties: 'Properties',
  aliases: 'Other names',
  images: 'Images',
  featured: 'Featured',
};

/**
 * Who made a change: staff in the ink editor or the console, a catalogue import, a member's
 * correction staff accepted (the suggester is the author), or staff undoing a revision.
 */
export const REVISION_KINDS = ['staff', 'import', 'correction', 'revert'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

export const REVISION_KIND_LABELS: Record<RevisionKind, string> = {
  staff: 'Staff edit',
  import: 'Catalogue import',
  correction: 'Correction',
  revert: 'Revert',
};

export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_MAX_LIMIT = 100;

/** The path of an ink's history page on the web (the page table's `inkHistory`). */
export const inkHistoryPath = (inkId: number): string => `/ink/${inkId}/history`;
