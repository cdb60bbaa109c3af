import type { ExportData } from '@inklore/contract';

/** A CSV field: quoted, quotes doubled; a leading = + - @ is defused for spreadsheets. */
export function csvField(v: string | number | null): string {
  const s = v === null ? '' : String(v);
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * Fountain Pen Companion's own columns of a collection export, in its order (what
 * fpc-csv.ts reads), then Inklore's two: Inklore Status and Inklore Rating, which
 * Fountain Pen Companion has no column for (ADR 051).
 */
const FPC_COLUMNS = [
  'Brand',
  'Line',
  'Name',
  'Type',
  'Color',
  'Swabbed',
  'Used',
  'Comment',
  'Private Comment',
  'Private',
  'Archived',
  'Archived On',
  'Usage',
  'Tags',
  'Date Added',
  'Maker',
  'Daily Usage',
  'Last Usage',
  'Inklore Status',
  'Inklore Rating',
] as const;

/**
 * The ink-ventory as Fountain Pen Companion's CSV (ADR 051), one line per entry: Type is the
 * kind, Swabbed and Used are true or false (used when a last used day is known), Last Usage
 * that day, Comment the notes, Archived true for tried inks (Fountain Pen Companion archives
 * inks no longer held), Tags the collections the ink is in, Date Added the acquired day.
 * Entries are private in Inklore, so Private is true. Usage, Daily Usage, Archived On and
 * Maker are counts and names Inklore does not keep: left empty. Importing this file back
 * (fpc-csv.ts) gives every entry again as it was.
 */
export function fpcCsv(
  inventory: ExportData['inventory'],
  collections: Map<number, string[]>,
): string {
  const bool = (b: boolean) => (b ? 'true' : 'false');
  const lines = inventory.map((e) => {
    const row: Record<(typeof FPC_COLUMNS)[number], string | number | null> = {
      Brand: e.brand,
      Line: e.line,
      Name: e.name,
      Type: e.kind,
      Color: e.colorHex,
      Swabbed: bool(e.swabbed),
      Used: bool(e.lastUsed !== null),
      Comment: e.notes,
      'Private Comment': null,
      Private: 'true',
      Archived: bool(e.status === 'tried'),
      'Archived On': null,
      Usage: null,
      Tags: (collections.get(e.inkId) ?? []).join(', '),
      'Date Added': e.acquiredDate,
      Maker: null,
      'Daily Usage': null,
      'Last Usage': e.lastUsed,
      'Inklore Status': e.status,
      'Inklore Rating': e.rating,
    };
    return FPC_COLUMNS.map((c) => csvField(row[c])).join(',');
  });
  return `${[FPC_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}
