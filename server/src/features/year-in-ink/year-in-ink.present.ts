import type { ColorFamily, InkBrief, PenBrief, YearInInk } from '@inklore/contract';
import { penName } from '@inklore/contract/pens/pens.rules';
import { inHueOrder } from '@inklore/contract/pens/year.rules';
import type { InkDaysRow, PenDaysRow } from './year-in-ink.queries.ts';

/**
 * A year's rows as the contract's YearInInk. `view` says who reads it: 'owner' (the member
 * themselves) or 'public' (a shared year, anyone). The public view counts the whole diary
 * but names no private pen: the most used pen only when it is public (else null); no pen's
 * brand, model or notes appear anywhere else (ADR 057 "Sharing and privacy").
 */
export type YearView = 'owner' | 'public';

export type YearRows = {
  year: number;
  through: string;
  days: number;
  inks: InkDaysRow[];
  pens: PenDaysRow[];
  brands: { brand: string; inks: number | string; days: number | string }[];
  months: { month: string; days: number | string }[];
  firstUses: { ink_id: number; first: string }[];
  shared: boolean;
  owner: { username: string; displayName: string | null };
  years: number[];
};

function inkBrief(row: InkDaysRow): InkBrief {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    colorHex: row.color_hex,
    color: row.color_family as ColorFamily, // the catalogue's families (inkRow writes them)
  };
}

function penBrief(row: PenDaysRow): PenBrief {
  return {
    id: row.id,
    kind: row.kind,
    brand: row.brand,
    model: row.model,
    nibSize: row.nib_size,
  };
}

const byName = (x: string, y: string) => x.localeCompare(y, 'en');

export function presentYear(rows: YearRows, view: YearView): YearInInk {
  const inks = rows.inks.map((r) => ({ ink: inkBrief(r), days: r.days }));
  const inkById = new Map(inks.map((i) => [i.ink.id, i.ink]));
  // most days first; a tie goes to the name (then the brand, then the id)
  const [topInk] = [...inks].sort(
    (x, y) =>
      y.days - x.days ||
      byName(x.ink.name, y.ink.name) ||
      byName(x.ink.brand, y.ink.brand) ||
      x.ink.id - y.ink.id,
  );
  const [topPen] = rows.pens
    .map((r) => ({ row: r, days: r.days }))
    .sort(
      (x, y) => y.days - x.days || byName(penName(x.row), penName(y.row)) || x.row.id - y.row.id,
    );
  // on a shared year, only a pen the member shows on their profile (public, not archived)
  const penShown =
    topPen && (view === 'owner' || (topPen.row.is_public === 1 && topPen.row.archived_at === null));

  const months = Array.from({ length: 12 }, () => 0);
  for (const m of rows.months) {
    const i = Number(m.month) - 1;
    if (i >= 0 && i < 12) months[i] = Number(m.days);
  }

  const newInks = rows.firstUses
    .flatMap((f) => {
      const ink = inkById.get(f.ink_id);
      return ink ? [{ ink, first: f.first }] : [];
    })
    .sort(
      (x, y) => byName(x.first, y.first) || byName(x.ink.name, y.ink.name) || x.ink.id - y.ink.id,
    )
    .map((f) => f.ink);

  return {
    year: rows.year,
    through: rows.through,
    daysWritten: rows.days,
    inksUsed: inks.length,
    pensUsed: rows.pens.length,
    mostUsedInk: topInk ?? null,
    mostUsedPen: penShown ? { pen: penBrief(topPen.row), days: topPen.days } : null,
    colors: inHueOrder(inks),
    newInks,
    brands: rows.brands
      .map((b) => ({ brand: b.brand, inks: Number(b.inks), days: Number(b.days) }))
      .sort((x, y) => y.days - x.days || y.inks - x.inks || byName(x.brand, y.brand)),
    months,
    shared: rows.shared,
    owner: rows.owner,
    years: rows.years,
  };
}
