import type { Db } from '#src/db/database.ts';
import { toIso } from '#src/db/dialect.ts';
import { csvField } from './fpc-export.ts';
import { inkingsOf, pensOf, usesOf } from './pens-transfer.queries.ts';

/**
 * The member's pens, pairings and diary taken out (ADR 058): in the JSON export, and as
 * CSV files in Fountain Pen Companion's columns, which the import (pens-csv.ts) reads back.
 */

type MyPen = Awaited<ReturnType<typeof pensOf>>[number];

const inkName = (r: { ink_brand: string; ink_line: string | null; ink_name: string }) =>
  [r.ink_brand, r.ink_line, r.ink_name].filter(Boolean).join(' ');

/** A pen as Fountain Pen Companion names it ("Brand Model, colour, nib"): pens-csv.ts reads it back. */
function penName(p: MyPen | undefined): string {
  if (!p) return '';
  const name = [p.brand, p.model].filter(Boolean).join(' ');
  return [name, p.color, p.nib_size].filter(Boolean).join(', ');
}

const csv = (header: readonly string[], rows: (string | number | null)[][]) =>
  `\ufeff${[header.map(csvField).join(';'), ...rows.map((r) => r.map(csvField).join(';'))].join('\r\n')}\r\n`;

/** One of the three files, in Fountain Pen Companion's columns (semicolons, as it writes them). */
export async function penCsv(
  db: Db,
  userId: number,
  file: 'pens' | 'inkings' | 'uses',
): Promise<string> {
  const pens = await pensOf(db, userId);
  const byId = new Map(pens.map((p) => [p.id, p]));
  const group = <T, K>(rows: T[], key: (r: T) => K) => {
    const out = new Map<K, T[]>();
    for (const r of rows) {
      const list = out.get(key(r));
      if (list) list.push(r);
      else out.set(key(r), [r]);
    }
    return out;
  };
  if (file === 'pens') {
    const inkings = group(await inkingsOf(db, userId), (i) => i.pen_id);
    const uses = group(await usesOf(db, userId), (u) => u.pen_id);
    return csv(
      [
        'Brand',
        'Model',
        'Nib',
        'Color',
        'Material',
        'Trim Color',
        'Filling System',
        'Price',
        'Comment',
        'Archived',
        'Archived On',
        'Usage',
        'Daily Usage',
        'Last Inked',
        'Last Cleaned',
        'Last Used',
        'Inked',
        'Inklore Kind',
      ],
      pens.map((p) => {
        const mine = inkings.get(p.id) ?? [];
        const last = mine.at(-1);
        const days = uses.get(p.id) ?? [];
        return [
          p.brand,
          p.model,
          p.nib_size,
          p.color,
          p.material,
          null,
          p.filling_system,
          null,
          p.notes,
          p.archived_at !== null ? 'true' : 'false',
          p.archived_at !== null ? toIso(p.archived_at).slice(0, 10) : null,
          mine.length,
          days.length,
          last?.inked_on ?? null,
          last?.cleaned_on ?? null,
          days.at(-1)?.day ?? null,
          mine.some((i) => i.cleaned_on === null) ? 'true' : 'false',
          p.kind,
        ];
      }),
    );
  }
  if (file === 'inkings') {
    const uses = group(await usesOf(db, userId), (u) => u.inking_id);
    return csv(
      [
        'Pen',
        'Ink',
        'Date Inked',
        'Date Cleaned',
        'Comment',
        'Daily Usage',
        'Last Used On',
        'Refills',
      ],
      (await inkingsOf(db, userId)).map((i) => {
        const days = uses.get(i.id) ?? [];
        return [
          penName(byId.get(i.pen_id)),
          inkName(i),
          i.inked_on,
          i.cleaned_on,
          i.note,
          days.length,
          days.at(-1)?.day ?? null,
          i.refills,
        ];
      }),
    );
  }
  return csv(
    ['Pen', 'Ink', 'Used On', 'Note'],
    (await usesOf(db, userId)).map((u) => [penName(byId.get(u.pen_id)), inkName(u), u.day, u.note]),
  );
}
