/**
 * What the transfer tests share (transfer.test.ts, transfer.fpc.test.ts, unmatched.test.ts):
 * the demo catalogue's Pilot inks to match rows against, and files in Fountain Pen
 * Companion's columns (ADR 051).
 */

export { pilotInks, type PilotInk } from './transfer.test-kit.queries.ts';

/** The header of a Fountain Pen Companion export, column for column. */
export const FPC_HEADER =
  'Brand,Line,Name,Type,Color,Swabbed,Used,Comment,Private Comment,Private,Archived,Archived On,Usage,Tags,Date Added,Maker,Daily Usage,Last Usage';

const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** One row under FPC_HEADER: a bottle, swabbed, not private, every field quoted. */
export function fpcRow(r: {
  brand: string;
  line?: string;
  name: string;
  comment?: string;
  archived?: boolean;
  tags?: string;
  date?: string;
}): string {
  return [
    r.brand,
    r.line ?? '',
    r.name,
    'bottle',
    '#123456',
    'true',
    'false',
    r.comment ?? '',
    '',
    'false',
    r.archived ? 'true' : 'false',
    '',
    '0',
    r.tags ?? '',
    r.date ?? '2021-03-04',
    '',
    '0',
    '',
  ]
    .map(quote)
    .join(',');
}
