import {
  LIMITS,
  type ImportConfirmBody,
  type ImportPreview,
  type ImportRow,
} from '@inklore/contract';

/**
 * The review step of an import from Fountain Pen Companion (ADR 022): the server's preview
 * says, per row of the file, matched (one ink), uncertain (a few candidates) or unmatched;
 * the member picks an ink for each row or skips it, and only then is anything written.
 */

/** Per row of the file (its line number): the chosen ink, or null to skip the row. */
export type Choices = Readonly<Record<number, number | null>>;

/** Matched rows start chosen; uncertain ones wait for the member; unmatched ones cannot go. */
export function initialChoices(preview: ImportPreview): Choices {
  const choices: Record<number, number | null> = {};
  for (const row of preview.rows) {
    choices[row.row] = row.outcome === 'matched' ? (row.candidates[0]?.inkId ?? null) : null;
  }
  return choices;
}

/** Every uncertain row still skipped takes its best candidate. */
export function chooseBestForUncertain(preview: ImportPreview, choices: Choices): Choices {
  const next: Record<number, number | null> = { ...choices };
  for (const row of preview.rows) {
    if (row.outcome === 'uncertain' && next[row.row] == null) {
      next[row.row] = row.candidates[0]?.inkId ?? null;
    }
  }
  return next;
}

/** Only an ink the server offered for that row can be chosen for it. */
export function choose(row: ImportRow, choices: Choices, inkId: number | null): Choices {
  if (inkId !== null && !row.candidates.some((c) => c.inkId === inkId)) return choices;
  return { ...choices, [row.row]: inkId };
}

const NOTES_MAX = 1000;
const TAG_MAX = 80;
const TAGS_MAX = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().slice(0, TAG_MAX).trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out.slice(0, TAGS_MAX);
}

export type ImportPlan = {
  items: ImportConfirmBody['items'];
  /** Rows left out because an earlier row of the file chose the same ink and kind. */
  duplicates: number[];
};

/**
 * The confirm call's items, in the file's order: each chosen row once per ink and kind (ADR
 * 051: a bottle and a sample of one ink are two entries; the first row naming an ink and
 * kind wins, later rows' tags join it), with the notes, days, kind, swabbed, rating and tags
 * the server reads.
 */
export function planImport(preview: ImportPreview, choices: Choices): ImportPlan {
  const items: ImportConfirmBody['items'] = [];
  const byInk = new Map<string, (typeof items)[number]>();
  const duplicates: number[] = [];
  for (const row of preview.rows) {
    const inkId = choices[row.row];
    if (inkId == null) continue;
    const key = `${inkId}:${row.kind}`;
    const earlier = byInk.get(key);
    if (earlier) {
      duplicates.push(row.row);
      earlier.tags = cleanTags([...(earlier.tags ?? []), ...row.tags]);
      continue;
    }
    const notes = row.notes?.trim().slice(0, NOTES_MAX).trim() || null;
    const item = {
      inkId,
      status: row.status,
      notes,
      acquiredDate: row.acquiredDate && DAY.test(row.acquiredDate) ? row.acquiredDate : null,
      kind: row.kind,
      swabbed: row.swabbed,
      lastUsed: row.lastUsed && DAY.test(row.lastUsed) ? row.lastUsed : null,
      // an Inklore export read back carries the rating; a Fountain Pen Companion file none
      ...(row.rating !== null ? { rating: row.rating } : {}),
      tags: cleanTags(row.tags),
      // the name as the file wrote it: the server may keep it as another name of the ink
      spelling: row.name.trim().slice(0, LIMITS.inkNameMaxLength),
    };
    byInk.set(key, item);
    items.push(item);
  }
  return { items, duplicates };
}

/** The tags the chosen rows carry, which "tags as collections" would make into collections. */
export function tagsOf(plan: ImportPlan): string[] {
  const seen = new Map<string, string>();
  for (const tag of plan.items.flatMap((i) => i.tags ?? [])) {
    if (!seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  }
  return [...seen.values()];
}

export function rowsBy(preview: ImportPreview, outcome: ImportRow['outcome']): ImportRow[] {
  return preview.rows.filter((r) => r.outcome === outcome);
}
