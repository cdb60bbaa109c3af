import {
  cleanName,
  COLLECTION_LIMITS,
  DEFAULT_INVENTORY_KIND,
  IMPORT_MAX_ROWS,
  IMPORT_TOO_MANY_ROWS,
  INVENTORY_KINDS,
  INVENTORY_STATUSES,
  type InventoryKind,
  type InventoryStatus,
} from '@inklore/contract';
import { Parser } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { badRequest } from '#src/lib/errors.ts';
import type { Slices } from '#src/lib/slices.ts';

/**
 * Reads Fountain Pen Companion's CSV export of a collection (columns: Brand, Line, Name,
 * Type, Color, Swabbed, Used, Comment, Private Comment, Private, Archived, Archived On,
 * Usage, Tags, Date Added, Maker, Daily Usage, Last Usage), with comma or semicolon
 * separators and quoted fields, through csv-parse. Only Brand and Name are required. Type
 * is the entry's kind, Swabbed and Last Usage (or Last Used) are kept (ADR 051). Inklore's
 * own export in this format (fpc-export.ts) adds two columns, Inklore Status and Inklore
 * Rating, read back here so that a round trip loses nothing.
 */
export type FpcRow = {
  row: number;
  brand: string;
  line: string | null;
  name: string;
  /** The Color column as #RRGGBB, when it is one. */
  color: string | null;
  comment: string | null;
  privateComment: string | null;
  archived: boolean;
  tags: string[];
  dateAdded: string | null;
  kind: InventoryKind;
  swabbed: boolean;
  lastUsed: string | null;
  /** Inklore Status (an Inklore export), else null. */
  status: InventoryStatus | null;
  /** Inklore Rating (an Inklore export), else null. */
  rating: number | null;
};

const NOT_FPC =
  'This does not look like a Fountain Pen Companion export: it needs a header line with the columns Brand and Name. Export your collection as CSV from Fountain Pen Companion and choose that file.';

export const truthy = (v: string | undefined) => /^(true|yes|1|x)$/i.test((v ?? '').trim());
/**
 * A field's text, null when empty. A leading ' before = + - @ is what Inklore's exports add
 * so that spreadsheets do not run a field as a formula (transfer.service.ts field): it is
 * taken off again, so a round trip gives back the text as it was.
 */
export const text = (v: string | undefined) => {
  const t = (v ?? '').trim().replace(/^'(?=[=+\-@])/, '');
  return t === '' ? null : t;
};

/** Type as a kind (FPC writes bottle, sample, cartridge or swab); bottle when empty or other. */
function kindOf(v: string | undefined): InventoryKind {
  const t = (v ?? '').trim().toLowerCase();
  return INVENTORY_KINDS.find((k) => k === t) ?? DEFAULT_INVENTORY_KIND;
}

/** #RRGGBB from a Color field (#rgb and bare hex digits too), else null. */
function colorOf(v: string | undefined): string | null {
  const t = (v ?? '').trim().replace(/^#/, '');
  if (/^[0-9a-f]{6}$/i.test(t)) return `#${t.toUpperCase()}`;
  if (/^[0-9a-f]{3}$/i.test(t)) return `#${t.replace(/./g, (c) => c + c).toUpperCase()}`;
  return null;
}

const statusOf = (v: string | undefined): InventoryStatus | null =>
  INVENTORY_STATUSES.find((s) => s === (v ?? '').trim().toLowerCase()) ?? null;

function ratingOf(v: string | undefined): number | null {
  const n = Number((v ?? '').trim());
  return (v ?? '').trim() !== '' && Number.isInteger(n) && n >= 1 && n <= 5 ? n : null;
}

/** YYYY-MM-DD from what the export writes (an ISO date, or a date and a time). */
export function dateOf(v: string | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec((v ?? '').trim());
  if (!m) return null;
  const d = new Date(`${m[1]}-${m[2]}-${m[3]}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? null : `${m[1]}-${m[2]}-${m[3]}`;
}

/** The header line as each separator reads it (a header never spans lines). */
export function header(csv: string, delimiter: ',' | ';'): string[] | null {
  const end = csv.indexOf('\n');
  const first = csv.slice(0, end === -1 ? HEADER_MAX : Math.min(end, HEADER_MAX));
  try {
    const [row] = parse(first, { delimiter, bom: true, relax_quotes: true, trim: true }) as
      string[][] | [];
    return row?.map((h) => h.trim().toLowerCase()) ?? null;
  } catch {
    return null;
  }
}

/** Longer than any export's header line. */
const HEADER_MAX = 64 * 1024;
/** The text csv-parse reads between two slices' checks (about a millisecond of parsing). */
const CHUNK = 32 * 1024;

/**
 * Every record of the file, parsed a chunk at a time (a 3 MB file is tens of
 * milliseconds of parsing, which would hold every other request): after each chunk the
 * slices decide whether others run first. More than IMPORT_MAX_ROWS rows stops the reading.
 */
export async function records(
  csv: string,
  delimiter: ',' | ';',
  slices: Slices,
): Promise<string[][]> {
  const parser = new Parser({
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
    // no backpressure: each chunk is parsed when it is written, inside its slice (a stream
    // holding records back would parse the rest in one burst later); Parser hands these to
    // its stream.Transform, which its Options type does not say
    ...({
      readableHighWaterMark: IMPORT_MAX_ROWS + 10,
      writableHighWaterMark: CHUNK * 4,
    } as object),
  });
  const out: string[][] = [];
  const state: { failed: Error | null } = { failed: null };
  parser.on('data', (r: string[]) => out.push(r));
  parser.on('error', (err: Error) => {
    state.failed = err;
  });
  const ended = new Promise<void>((resolve) => {
    parser.on('end', resolve);
    parser.on('error', () => resolve());
  });
  parser.resume();
  let at = 0;
  while (at < csv.length && state.failed === null) {
    // a surrogate pair is never cut in two: the chunk ends before a high surrogate
    let end = Math.min(at + CHUNK, csv.length);
    const last = csv.charCodeAt(end - 1);
    if (end < csv.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    parser.write(csv.slice(at, end));
    at = end;
    await slices.pause();
    if (out.length - 1 > IMPORT_MAX_ROWS) {
      parser.destroy();
      throw badRequest(IMPORT_TOO_MANY_ROWS);
    }
  }
  parser.end();
  await ended;
  if (state.failed !== null) {
    throw badRequest(
      `The file could not be read after row ${out.length + 1}: ${state.failed.message}. Export it again from Fountain Pen Companion.`,
    );
  }
  if (out.length - 1 > IMPORT_MAX_ROWS) throw badRequest(IMPORT_TOO_MANY_ROWS);
  return out;
}

/** A tag as a collection name: what the name rule refuses is dropped, at most 80 characters. */
function tagOf(t: string): string | null {
  const clean = cleanName(t)?.slice(0, COLLECTION_LIMITS.nameMaxLength).trim() ?? '';
  return clean === '' ? null : clean;
}

export async function parseFpcCsv(csv: string, slices: Slices): Promise<FpcRow[]> {
  // eslint-disable-next-line no-control-regex -- binary files carry NUL and other controls
  if (/[\u0000-\u0008\u000e-\u001f]/.test(csv.slice(0, 65_536))) {
    throw badRequest(`This file is not text. ${NOT_FPC}`);
  }
  let delimiter: ',' | ';' | null = null;
  let head: string[] = [];
  for (const d of [',', ';'] as const) {
    const first = header(csv, d);
    if (first?.includes('brand') && first.includes('name')) {
      delimiter = d;
      head = first;
      break;
    }
  }
  if (!delimiter) throw badRequest(NOT_FPC);
  const table = await records(csv, delimiter, slices);
  const col = (name: string) => head.indexOf(name);
  const at = {
    brand: col('brand'),
    line: col('line'),
    name: col('name'),
    comment: col('comment'),
    privateComment: col('private comment'),
    archived: col('archived'),
    tags: col('tags'),
    dateAdded: col('date added'),
    color: col('color'),
    type: col('type'),
    swabbed: col('swabbed'),
    used: col('used'),
    lastUsage: col('last usage') >= 0 ? col('last usage') : col('last used'),
    status: col('inklore status'),
    rating: col('inklore rating'),
  };
  const get = (r: string[], i: number) => (i < 0 ? undefined : r[i]);
  const out: FpcRow[] = [];
  for (const [i, r] of table.slice(1).entries()) {
    await slices.pause();
    const brand = text(get(r, at.brand));
    const name = text(get(r, at.name));
    if (!brand || !name) continue; // a blank line or a row without an ink
    out.push({
      row: i + 2,
      brand: brand.slice(0, 100),
      line: text(get(r, at.line))?.slice(0, 200) ?? null,
      name: name.slice(0, 200),
      comment: text(get(r, at.comment)),
      privateComment: text(get(r, at.privateComment)),
      archived: truthy(get(r, at.archived)),
      tags: (text(get(r, at.tags)) ?? '')
        .split(/[,;]/)
        .map(tagOf)
        .filter((t): t is string => t !== null)
        .slice(0, 20),
      dateAdded: dateOf(get(r, at.dateAdded)),
      color: colorOf(get(r, at.color)),
      kind: kindOf(get(r, at.type)),
      swabbed: truthy(get(r, at.swabbed)),
      // Used is yes or no in Fountain Pen Companion's file; a day there is kept as well
      lastUsed: dateOf(get(r, at.lastUsage)) ?? dateOf(get(r, at.used)),
      status: statusOf(get(r, at.status)),
      rating: ratingOf(get(r, at.rating)),
    });
  }
  if (out.length === 0)
    throw badRequest('The file has no inks in it (no row with a Brand and a Name).');
  return out;
}
