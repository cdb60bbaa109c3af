import { IMPORT_MAX_ROWS } from '@inklore/contract';
import { parse } from 'csv-parse/sync';
import { badRequest } from '#src/lib/errors.ts';

/**
 * Reads Fountain Pen Companion's CSV export of a collection (columns: Brand, Line, Name,
 * Type, Color, Swabbed, Used, Comment, Private Comment, Private, Archived, Archived On,
 * Usage, Tags, Date Added, Maker, Daily Usage, Last Usage), with comma or semicolon
 * separators and quoted fields, through csv-parse. Only Brand and Name are required.
 */
export type FpcRow = {
  row: number;
  brand: string;
  line: string | null;
  name: string;
  comment: string | null;
  privateComment: string | null;
  archived: boolean;
  tags: string[];
  dateAdded: string | null;
};

const NOT_FPC =
  'This does not look like a Fountain Pen Companion export: it needs a header line with the columns Brand and Name. Export your collection as CSV from Fountain Pen Companion and choose that file.';

const truthy = (v: string | undefined) => /^(true|yes|1|x)$/i.test((v ?? '').trim());
const text = (v: string | undefined) => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};

/** YYYY-MM-DD from what the export writes (an ISO date, or a date and a time). */
function dateOf(v: string | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec((v ?? '').trim());
  if (!m) return null;
  const d = new Date(`${m[1]}-${m[2]}-${m[3]}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? null : `${m[1]}-${m[2]}-${m[3]}`;
}

function records(csv: string, delimiter: ',' | ';'): string[][] | null {
  try {
    return parse(csv, {
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      to_line: IMPORT_MAX_ROWS + 2,
    });
  } catch {
    return null;
  }
}

export function parseFpcCsv(csv: string): FpcRow[] {
  // eslint-disable-next-line no-control-regex -- binary files carry NUL and other controls
  if (/[\u0000-\u0008\u000e-\u001f]/.test(csv.slice(0, 65_536))) {
    throw badRequest(`This file is not text. ${NOT_FPC}`);
  }
  let table: string[][] | null = null;
  let header: string[] = [];
  for (const delimiter of [',', ';'] as const) {
    const parsed = records(csv, delimiter);
    const first = parsed?.[0]?.map((h) => h.trim().toLowerCase()) ?? [];
    if (parsed && first.includes('brand') && first.includes('name')) {
      table = parsed;
      header = first;
      break;
    }
  }
  if (!table) throw badRequest(NOT_FPC);
  if (table.length - 1 > IMPORT_MAX_ROWS) {
    throw badRequest(
      `The file has more than ${IMPORT_MAX_ROWS} rows. Split it and import each part.`,
    );
  }
  const col = (name: string) => header.indexOf(name);
  const at = {
    brand: col('brand'),
    line: col('line'),
    name: col('name'),
    comment: col('comment'),
    privateComment: col('private comment'),
    archived: col('archived'),
    tags: col('tags'),
    dateAdded: col('date added'),
  };
  const get = (r: string[], i: number) => (i < 0 ? undefined : r[i]);
  const out: FpcRow[] = [];
  for (const [i, r] of table.slice(1).entries()) {
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
      tags: (get(r, at.tags) ?? '')
        .split(/[,;]/)
        .map((t) => t.trim())
        .filter((t) => t !== '')
        .slice(0, 20)
        .map((t) => t.slice(0, 80)),
      dateAdded: dateOf(get(r, at.dateAdded)),
    });
  }
  if (out.length === 0)
    throw badRequest('The file has no inks in it (no row with a Brand and a Name).');
  return out;
}
