import { PEN_LIMITS, type PenFileKind } from '@inklore/contract';
import { badRequest } from '#src/lib/errors.ts';
import type { Slices } from '#src/lib/slices.ts';
import { dateOf, header, records, text, truthy } from './fpc-csv.ts';

/**
 * Reads Fountain Pen Companion's CSV exports of pens, currently inked and daily usage (ADR
 * 058), semicolon or comma separated, told apart by their header:
 * - pens: Brand, Model, Nib, Color, Material, Trim Color, Filling System, Price, Comment,
 *   Archived, Archived On, Usage, Daily Usage, Last Inked, Last Cleaned, Last Used, Inked
 *   (Brand and Model required; the counts are Fountain Pen Companion's own and not read);
 * - currently inked: Pen, Ink, Date Inked, Date Cleaned, Comment (and later columns);
 * - usage: Pen, Ink and a day (Used On, Date or Day).
 * Inklore's own exports of the three (pens-transfer.service.ts) write the same columns, so a
 * round trip gives back what was exported. Every field is cut to what Inklore keeps.
 */
export type PenCsvRow = {
  row: number;
  brand: string;
  model: string | null;
  nib: string | null;
  color: string | null;
  material: string | null;
  trimColor: string | null;
  fillingSystem: string | null;
  price: string | null;
  comment: string | null;
  archived: boolean;
  /** Inklore's own Kind column (an Inklore export read back), else null. */
  kind: string | null;
};
export type InkingCsvRow = {
  row: number;
  pen: string;
  ink: string;
  inkedOn: string | null;
  cleanedOn: string | null;
  comment: string | null;
};
export type UseCsvRow = { row: number; pen: string; ink: string; day: string | null };

export type PenCsv =
  | { kind: 'pens'; rows: PenCsvRow[] }
  | { kind: 'inkings'; rows: InkingCsvRow[] }
  | { kind: 'uses'; rows: UseCsvRow[] };

const NOT_PENS =
  'This does not look like a Fountain Pen Companion export of pens, currently inked or usage: it needs a header line with Brand and Model (pens), Pen, Ink and Date Inked (currently inked), or Pen, Ink and Used On (usage). Export it again from Fountain Pen Companion and choose that file.';

const cut = (v: string | null, max: number) => (v === null ? null : v.slice(0, max));

/** Which export a header is, or null. */
function kindOf(head: string[]): PenFileKind | null {
  if (head.includes('brand') && head.includes('model')) return 'pens';
  if (head.includes('pen') && head.includes('ink')) {
    if (head.includes('date inked')) return 'inkings';
    if (head.includes('used on') || head.includes('date') || head.includes('day')) return 'uses';
  }
  return null;
}

export async function parsePenCsv(csv: string, slices: Slices): Promise<PenCsv> {
  // eslint-disable-next-line no-control-regex -- binary files carry NUL and other controls
  if (/[\u0000-\u0008\u000e-\u001f]/.test(csv.slice(0, 65_536))) {
    throw badRequest(`This file is not text. ${NOT_PENS}`);
  }
  let found: { delimiter: ',' | ';'; head: string[]; kind: PenFileKind } | null = null;
  for (const delimiter of [';', ','] as const) {
    const head = header(csv, delimiter);
    const kind = head ? kindOf(head) : null;
    if (head && kind) {
      found = { delimiter, head, kind };
      break;
    }
  }
  if (!found) throw badRequest(NOT_PENS);
  const { head } = found;
  const table = (await records(csv, found.delimiter, slices)).slice(1);
  const col = (...names: string[]) => {
    for (const n of names) {
      const i = head.indexOf(n);
      if (i >= 0) return i;
    }
    return -1;
  };
  const get = (r: string[], i: number) => (i < 0 ? null : text(r[i]));

  if (found.kind === 'pens') {
    const at = {
      brand: col('brand'),
      model: col('model'),
      nib: col('nib'),
      color: col('color', 'colour'),
      material: col('material'),
      trim: col('trim color', 'trim colour'),
      filling: col('filling system'),
      price: col('price'),
      comment: col('comment', 'notes'),
      archived: col('archived'),
      kind: col('inklore kind'),
    };
    const rows: PenCsvRow[] = [];
    for (const [i, r] of table.entries()) {
      await slices.pause();
      const brand = get(r, at.brand);
      if (!brand) continue;
      rows.push({
        row: i + 2,
        brand: brand.slice(0, PEN_LIMITS.brandMaxLength),
        model: cut(get(r, at.model), PEN_LIMITS.modelMaxLength),
        nib: cut(get(r, at.nib), PEN_LIMITS.nibMaxLength),
        color: cut(get(r, at.color), PEN_LIMITS.colorMaxLength),
        material: cut(get(r, at.material), PEN_LIMITS.materialMaxLength),
        trimColor: cut(get(r, at.trim), PEN_LIMITS.colorMaxLength),
        fillingSystem: cut(get(r, at.filling), PEN_LIMITS.fillingMaxLength),
        price: cut(get(r, at.price), 40),
        comment: cut(get(r, at.comment), PEN_LIMITS.notesMaxLength),
        archived: truthy(r[at.archived] ?? ''),
        kind: get(r, at.kind)?.toLowerCase() ?? null,
      });
    }
    if (rows.length === 0) throw badRequest('The file has no pens in it (no row with a Brand).');
    return { kind: 'pens', rows };
  }

  const pen = col('pen');
  const ink = col('ink');
  if (found.kind === 'inkings') {
    const at = {
      inked: col('date inked'),
      cleaned: col('date cleaned'),
      comment: col('comment'),
    };
    const rows: InkingCsvRow[] = [];
    for (const [i, r] of table.entries()) {
      await slices.pause();
      const p = get(r, pen);
      const k = get(r, ink);
      if (!p || !k) continue;
      rows.push({
        row: i + 2,
        pen: p.slice(0, 400),
        ink: k.slice(0, 400),
        inkedOn: dateOf(r[at.inked] ?? ''),
        cleanedOn: dateOf(r[at.cleaned] ?? ''),
        comment: cut(get(r, at.comment), PEN_LIMITS.inkingNoteMaxLength),
      });
    }
    if (rows.length === 0)
      throw badRequest('The file has no pairings in it (no row with a Pen and an Ink).');
    return { kind: 'inkings', rows };
  }

  const day = col('used on', 'date', 'day');
  const rows: UseCsvRow[] = [];
  for (const [i, r] of table.entries()) {
    await slices.pause();
    const p = get(r, pen);
    const k = get(r, ink);
    if (!p || !k) continue;
    rows.push({
      row: i + 2,
      pen: p.slice(0, 400),
      ink: k.slice(0, 400),
      day: dateOf(r[day] ?? ''),
    });
  }
  if (rows.length === 0)
    throw badRequest('The file has no days in it (no row with a Pen and an Ink).');
  return { kind: 'uses', rows };
}

/** Pen brands of more than one word, so that "Opus 88 Koloro" splits after the brand. */
const LONG_BRANDS = ['opus 88', 'pen bbs', 'retro 51', 'franklin christoph', 'santini italia'];

/** A nib as Fountain Pen Companion's pen names end with one (EF, M, 1.1 mm, stub...). */
const NIB =
  /^(u?ef|xf|xxf|f|fm|mf|m|ms|b|bb|bbb|sf|sm|sb|fa|wa|z|c|h|h?m|fude|stub|italic|cursive italic|ci|oblique|ob|om|ofb|architect|music|zoom|flex|soft fine|soft medium|posting|\d+(\.\d+)?\s*mm|\d+(\.\d+)?)$/i;

/**
 * A pen as Fountain Pen Companion names it in its currently-inked and usage files: "Brand
 * Model", then its colour, material, trim colour and nib when known, joined by ", ", and
 * " (archived)" for an archived pen. The first part is split into brand and model at the
 * brand (one of `brands`, the member's own pens' brands, or a brand of several words, else
 * the first word); the last part is the nib when it looks like one, the first of the others
 * the colour.
 */
export function readPenName(
  name: string,
  brands: readonly string[],
): { brand: string; model: string | null; nib: string | null; color: string | null } {
  const parts = name
    .replace(/\s*\(archived\)\s*$/i, '')
    .split(', ')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const first = parts.shift() ?? name.trim();
  const last = parts.at(-1);
  const nib = last !== undefined && NIB.test(last) ? (parts.pop() ?? null) : null;
  const lower = first.toLowerCase();
  const known = [...brands.map((b) => b.toLowerCase()), ...LONG_BRANDS]
    .filter((b) => lower === b || lower.startsWith(`${b} `))
    .sort((a, b) => b.length - a.length)[0];
  const split = known?.length ?? (first.includes(' ') ? first.indexOf(' ') : first.length);
  const brand = first.slice(0, split).trim();
  const model = first.slice(split).trim();
  return {
    brand: brand.slice(0, PEN_LIMITS.brandMaxLength),
    model: model === '' ? null : model.slice(0, PEN_LIMITS.modelMaxLength),
    nib: nib?.slice(0, PEN_LIMITS.nibMaxLength) ?? null,
    color: parts[0]?.slice(0, PEN_LIMITS.colorMaxLength) ?? null,
  };
}
