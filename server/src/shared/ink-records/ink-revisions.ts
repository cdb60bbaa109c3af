import {
  COLOR_FAMILIES,
  REVISED_FIELDS,
  type ColorFamily,
  type InkProperty,
  type RevisedField,
  type RevisionKind,
  type RevisionValue,
} from '@inklore/contract';
import type { Conn } from '#src/db/database.ts';
import type { InkAliasSource } from '#src/db/schema.ts';
import { normalizeText } from '#src/db/text.ts';
import { propertiesOf } from './facets.ts';
import { inkChanges } from './ink-row.ts';
import {
  aliasRows,
  deleteAliases,
  insertAliases,
  insertRevision,
  lockedInk,
  writeInkColumns,
} from './ink-revisions.queries.ts';

/**
 * The one writer of an ink's catalogue fields (docs/spec/decisions.md "The catalogue's
 * history", ADR 049). The ink editor, the staff console's answers, an accepted spelling, an
 * approved profile image, a catalogue import and (later) an accepted correction all change an
 * ink through reviseInk, in their own transaction: it locks the ink, works out what really
 * changes, writes the fields with everything derived from them (ink-row.ts), and keeps the
 * revision: who, when, which fields, before and after.
 */

/** An ink's catalogue fields, as the API names them (contract REVISED_FIELDS). */
export type CatalogueFields = {
  name: string;
  brand: string;
  line: string | null;
  color: ColorFamily;
  colorHex: string;
  description: string | null;
  properties: InkProperty[];
  aliases: string[];
  images: string[];
  featured: boolean;
};

export type FieldChange = { field: RevisedField; before: RevisionValue; after: RevisionValue };

const family = (v: string): ColorFamily =>
  (COLOR_FAMILIES as readonly string[]).includes(v) ? (v as ColorFamily) : 'Other';

/** The catalogue fields of an ink row (and its other names). */
export function catalogueFieldsOf(
  row: {
    name: string;
    brand: string;
    line?: string | null | undefined;
    color_family: string;
    color_hex: string;
    description?: string | null | undefined;
    source_property_mask: number;
    images: string;
    featured: number;
  },
  aliases: string[],
): CatalogueFields {
  return {
    name: row.name,
    brand: row.brand,
    line: row.line ?? null,
    color: family(row.color_family),
    colorHex: row.color_hex,
    description: row.description ?? null,
    properties: propertiesOf(row.source_property_mask),
    aliases,
    images: JSON.parse(row.images) as string[],
    featured: row.featured === 1,
  };
}

/** The fields whose values differ (compared as JSON). */
export function changedFields(
  before: Partial<CatalogueFields>,
  after: Partial<CatalogueFields>,
): FieldChange[] {
  const out: FieldChange[] = [];
  for (const field of REVISED_FIELDS) {
    if (!(field in after)) continue;
    const [b, a] = [before[field] ?? null, after[field] ?? null];
    if (JSON.stringify(b) !== JSON.stringify(a)) out.push({ field, before: b, after: a });
  }
  return out;
}

export type Revise = {
  inkId: number;
  kind: RevisionKind;
  /** null: a catalogue import. */
  authorId: number | null;
  at: string;
  /** The new values, or a function of the current ones. */
  set: Partial<CatalogueFields> | ((current: CatalogueFields) => Partial<CatalogueFields>);
  /** For a revert: the revision it undoes. */
  reverts?: number;
  /** For an import: the source and the record's id in it. */
  source?: { name: string; id: string };
  /** The source new other names are kept with (ink_aliases.source). */
  aliasSource?: InkAliasSource;
};

export type Revised = {
  /** null when nothing changed (no revision is written). */
  revisionId: number | null;
  changes: FieldChange[];
  before: CatalogueFields;
  after: CatalogueFields;
};

/**
 * Changes an ink's catalogue fields and keeps the revision, in the caller's transaction.
 * undefined when there is no live ink with this id; `revisionId` null when the values asked
 * for are the ones it holds.
 */
export async function reviseInk(trx: Conn, input: Revise): Promise<Revised | undefined> {
  const row = await lockedInk(trx, input.inkId);
  if (!row) return undefined;
  const had = await aliasRows(trx, input.inkId);
  const before = catalogueFieldsOf(
    row,
    had.map((a) => a.alias),
  );
  const asked = typeof input.set === 'function' ? input.set(before) : input.set;
  const merged = { ...before, ...asked };
  const derived = inkChanges(
    {
      name: merged.name,
      brand: merged.brand,
      line: merged.line,
      colorHex: merged.colorHex,
      color: merged.color,
      description: merged.description,
      images: merged.images,
      properties: merged.properties,
      featured: merged.featured,
    },
    input.at,
  );
  // The fields as the row keeps them (trimmed, canonical brand, properties in their order).
  let after: CatalogueFields = {
    ...catalogueFieldsOf(derived, merged.aliases),
    aliases: merged.aliases,
  };
  const columnsChange = changedFields(before, { ...after, aliases: before.aliases }).length > 0;
  if (columnsChange) {
    await writeInkColumns(trx, input.inkId, {
      ...derived,
      // what the crowd grants stays beside the catalogue's properties
      property_mask: derived.source_property_mask | row.crowd_property_mask,
    });
  }
  if (JSON.stringify(before.aliases) !== JSON.stringify(merged.aliases)) {
    const kept = await replaceAliases(
      trx,
      input.inkId,
      derived.name_norm,
      had,
      merged.aliases,
      input.aliasSource ?? 'staff',
      input.at,
    );
    after = { ...after, aliases: kept };
  }
  const changes = changedFields(before, after);
  if (changes.length === 0) return { revisionId: null, changes, before, after };
  const revisionId = await insertRevision(trx, {
    ink_id: input.inkId,
    author_id: input.authorId,
    kind: input.kind,
    reverts_id: input.reverts ?? null,
    source: input.source?.name ?? null,
    source_id: input.source?.id ?? null,
    changes: JSON.stringify(changes),
    created_at: input.at,
  });
  return { revisionId, changes, before, after };
}

/**
 * Makes the ink's other names `wanted`: those gone are removed, new ones added with `source`
 * (one a name already held, ignoring case, accents and punctuation, or the ink's own name,
 * is skipped); the kept keep their source. Returns the list as it now is.
 */
async function replaceAliases(
  trx: Conn,
  inkId: number,
  nameNorm: string,
  had: { id: number; alias: string }[],
  wanted: readonly string[],
  source: InkAliasSource,
  at: string,
): Promise<string[]> {
  const gone = had.filter((h) => !wanted.includes(h.alias));
  await deleteAliases(
    trx,
    gone.map((g) => g.id),
  );
  const kept = had.filter((h) => wanted.includes(h.alias));
  const seen = new Set([nameNorm, ...kept.map((k) => normalizeText(k.alias))]);
  const rows = [];
  for (const alias of wanted) {
    const norm = normalizeText(alias);
    if (!norm || seen.has(norm)) continue;
    seen.add(norm);
    rows.push({ ink_id: inkId, alias, alias_norm: norm, source, created_at: at });
  }
  await insertAliases(trx, rows);
  return (await aliasRows(trx, inkId)).map((a) => a.alias);
}
