import {
  COLOR_FAMILIES,
  OPEN_DATA_CSV_COLUMNS,
  OPEN_DATA_LIST_SEPARATOR,
  isStockPhoto,
  type OpenDataInk,
} from '@inklore/contract';
import { toIso } from '#src/db/dialect.ts';
import { propertiesOf } from '#src/shared/ink-records/facets.ts';
import type { OpenDataInkRow } from './open-data.queries.ts';

/** Who shared an ink's image, when the image came through a reviewed submission. */
export type ImageCredit = { username: string | null; official: boolean };

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A site address: the ink pages and our own media are given with the site's origin. */
export function absoluteUrl(site: string, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${site}${url}` : url;
}

function creditText(credit: ImageCredit | undefined): string | null {
  if (!credit) return null;
  const who = credit.username === null ? 'a former member' : credit.username;
  return credit.official
    ? `Official image from the maker, shared by ${who} on Inklore`
    : `Shared by ${who} on Inklore`;
}

function imageList(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed)) return [];
  // As the ink API: images on the stock-photo host are treated as missing.
  return parsed.filter((u): u is string => typeof u === 'string' && !isStockPhoto(u));
}

/**
 * The only way an ink row becomes an open-data record: the public fields of the ink API
 * (shared/ink-records/ink-records.present.ts), without ratings, counts or member ids (ADR 031).
 */
export function presentOpenDataInk(
  site: string,
  row: OpenDataInkRow,
  otherNames: readonly string[],
  credits: ReadonlyMap<string, ImageCredit>,
  submitter: string | null,
): OpenDataInk {
  return {
    id: row.id,
    brand: row.brand,
    line: row.line,
    name: row.name,
    otherNames: [...otherNames],
    colorHex: row.color_hex,
    lab: { l: round2(row.lab_l), a: round2(row.lab_a), b: round2(row.lab_b) },
    colorFamily: (COLOR_FAMILIES as readonly string[]).includes(row.color_family)
      ? (row.color_family as OpenDataInk['colorFamily'])
      : 'Other',
    properties: propertiesOf(row.property_mask),
    communityProperties: propertiesOf(row.crowd_property_mask & ~row.source_property_mask),
    url: `${site}/ink/${row.id}`,
    images: imageList(row.images).map((u) => ({
      url: absoluteUrl(site, u),
      credit: creditText(credits.get(u)),
    })),
    source: row.source,
    submittedBy: submitter,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/**
 * A text cell a spreadsheet would read as a formula (=, +, -, @, tab, carriage return first)
 * gets a leading apostrophe (OWASP, "CSV Injection"). Numbers are ours and never guarded: a
 * negative Lab value stays a number.
 */
export function guardCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const list = (values: readonly string[]) => values.map(guardCell).join(OPEN_DATA_LIST_SEPARATOR);

/** One CSV row (OPEN_DATA_CSV_COLUMNS' order) of a record. */
export function csvRow(ink: OpenDataInk): (string | number)[] {
  const text = (v: string | null) => (v === null ? '' : guardCell(v));
  const row: Record<(typeof OPEN_DATA_CSV_COLUMNS)[number], string | number> = {
    id: ink.id,
    brand: text(ink.brand),
    line: text(ink.line),
    name: text(ink.name),
    other_names: list(ink.otherNames),
    color_hex: ink.colorHex,
    lab_l: ink.lab.l,
    lab_a: ink.lab.a,
    lab_b: ink.lab.b,
    color_family: ink.colorFamily,
    properties: list(ink.properties),
    community_properties: list(ink.communityProperties),
    url: ink.url,
    image_urls: list(ink.images.map((i) => i.url)),
    // Aligned with image_urls: one credit per image, "unknown" where none was recorded.
    image_credits: list(ink.images.map((i) => i.credit ?? 'unknown')),
    source: text(ink.source),
    submitted_by: text(ink.submittedBy),
    created_at: ink.createdAt,
    updated_at: ink.updatedAt,
  };
  return OPEN_DATA_CSV_COLUMNS.map((c) => row[c]);
}
