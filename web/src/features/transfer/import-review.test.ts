import type { ImportCandidate, ImportPreview, ImportRow } from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import {
  choose,
  chooseBestForUncertain,
  initialChoices,
  planImport,
  tagsOf,
} from './import-review.ts';

function candidate(inkId: number, name: string, score = 1): ImportCandidate {
  return { inkId, brand: 'Pilot', line: 'Iroshizuku', name, colorHex: '#1f7a8c', score };
}

function row(n: number, outcome: ImportRow['outcome'], over: Partial<ImportRow> = {}): ImportRow {
  return {
    row: n,
    brand: 'Pilot',
    line: 'Iroshizuku',
    name: `Ink ${n}`,
    outcome,
    candidates: [],
    status: 'owned',
    notes: null,
    acquiredDate: null,
    colorHex: null,
    kind: 'bottle',
    swabbed: false,
    lastUsed: null,
    rating: null,
    tags: [],
    alreadyInInventory: false,
    ...over,
  };
}

function previewOf(rows: ImportRow[]): ImportPreview {
  return {
    rows,
    counts: {
      matched: rows.filter((r) => r.outcome === 'matched').length,
      uncertain: rows.filter((r) => r.outcome === 'uncertain').length,
      unmatched: rows.filter((r) => r.outcome === 'unmatched').length,
    },
  };
}

const preview = previewOf([
  row(2, 'matched', {
    candidates: [candidate(10, 'Ku-jaku')],
    notes: '  Lovely, "wet"  ',
    acquiredDate: '2021-03-04',
    tags: ['Blues', ' Daily ', 'blues'],
  }),
  row(3, 'uncertain', {
    status: 'tried',
    candidates: [candidate(11, 'Shin-kai', 0.8), candidate(12, 'Kon-peki', 0.6)],
  }),
  row(4, 'unmatched'),
  row(5, 'matched', { candidates: [candidate(10, 'Ku-jaku')], tags: ['Travel'] }),
]);

describe('the review choices of an import', () => {
  it('start with matched rows chosen and uncertain and unmatched ones skipped', () => {
    expect(initialChoices(preview)).toEqual({ 2: 10, 3: null, 4: null, 5: 10 });
  });

  it('take the best candidate for every skipped uncertain row on request', () => {
    const chosen = chooseBestForUncertain(preview, initialChoices(preview));
    expect(chosen[3]).toBe(11);
    // a choice already made stays
    const picked = choose(preview.rows[1] as ImportRow, initialChoices(preview), 12);
    expect(chooseBestForUncertain(preview, picked)[3]).toBe(12);
  });

  it('only accept an ink the server offered for that row, or skipping', () => {
    const uncertain = preview.rows[1] as ImportRow;
    const start = initialChoices(preview);
    expect(choose(uncertain, start, 12)[3]).toBe(12);
    expect(choose(uncertain, start, 99)).toBe(start);
    expect(choose(preview.rows[0] as ImportRow, start, null)[2]).toBeNull();
  });
});

describe('what Confirm sends', () => {
  it('sends chosen rows only, each ink once, with trimmed notes, the day and clean tags', () => {
    const choices = choose(preview.rows[1] as ImportRow, initialChoices(preview), 12);
    const plan = planImport(preview, choices);
    expect(plan.items).toEqual([
      {
        inkId: 10,
        status: 'owned',
        notes: 'Lovely, "wet"',
        acquiredDate: '2021-03-04',
        kind: 'bottle',
        swabbed: false,
        lastUsed: null,
        // the later row naming the same ink adds its tags
        tags: ['Blues', 'Daily', 'Travel'],
        // the name as the file wrote it (the first row naming the ink)
        spelling: 'Ink 2',
      },
      {
        inkId: 12,
        status: 'tried',
        notes: null,
        acquiredDate: null,
        kind: 'bottle',
        swabbed: false,
        lastUsed: null,
        tags: [],
        spelling: 'Ink 3',
      },
    ]);
    expect(plan.duplicates).toEqual([5]);
    expect(tagsOf(plan)).toEqual(['Blues', 'Daily', 'Travel']);
  });

  it('sends a bottle and a sample of one ink as two items, with swabbed, last used and rating (ADR 051)', () => {
    const kinds = previewOf([
      row(2, 'matched', { candidates: [candidate(10, 'Ku-jaku')] }),
      row(3, 'matched', {
        candidates: [candidate(10, 'Ku-jaku')],
        kind: 'sample',
        swabbed: true,
        lastUsed: '2025-06-07',
        rating: 4,
      }),
      row(4, 'matched', { candidates: [candidate(10, 'Ku-jaku')], kind: 'sample' }),
    ]);
    const plan = planImport(kinds, initialChoices(kinds));
    expect(plan.items.map((i) => [i.inkId, i.kind, i.swabbed, i.lastUsed, i.rating])).toEqual([
      [10, 'bottle', false, null, undefined],
      [10, 'sample', true, '2025-06-07', 4],
    ]);
    expect(plan.duplicates).toEqual([4]);
  });

  it('sends nothing for skipped rows, and keeps notes and tags within the limits', () => {
    const long = previewOf([
      row(2, 'matched', {
        candidates: [candidate(10, 'Ku-jaku')],
        notes: 'x'.repeat(1500),
        acquiredDate: '04/03/2021',
        tags: Array.from({ length: 30 }, (_, i) => `tag ${i} ${'y'.repeat(100)}`),
      }),
      row(3, 'uncertain', { candidates: [candidate(11, 'Shin-kai', 0.8)] }),
    ]);
    const plan = planImport(long, initialChoices(long));
    expect(plan.items).toHaveLength(1);
    const [item] = plan.items;
    expect(item?.notes).toHaveLength(1000);
    expect(item?.acquiredDate).toBeNull();
    expect(item?.tags).toHaveLength(20);
    expect(item?.tags?.every((t) => t.length <= 80)).toBe(true);
  });
});
