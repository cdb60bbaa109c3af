import type { InventoryEntry } from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  changed,
  draftOf,
  EMPTY_DRAFT,
  notesTooLong,
  withRating,
  withStatus,
} from './draft.ts';

const entry: InventoryEntry = {
  inkId: 1,
  status: 'owned',
  rating: 4,
  notes: 'Pen show',
  acquiredDate: '2026-03-14',
  kind: 'bottle',
  swabbed: false,
  lastUsed: null,
  createdAt: '2026-03-14T00:00:00.000Z',
  updatedAt: '2026-03-14T00:00:00.000Z',
};

describe('the ink-ventory draft', () => {
  it('needs a status before it can be sent', () => {
    expect(bodyOf(EMPTY_DRAFT)).toBeNull();
    expect(bodyOf(withStatus(EMPTY_DRAFT, 'tried'))).toEqual({ status: 'tried' });
  });

  it('clears the rating for wishlist and want to try, the date for all but owned', () => {
    const owned = draftOf(entry);
    expect(withStatus(owned, 'wishlist')).toMatchObject({ rating: null, acquiredDate: '' });
    expect(withStatus(owned, 'want_to_try')).toMatchObject({ rating: null, acquiredDate: '' });
    expect(withStatus(owned, 'tried')).toMatchObject({ rating: 4, acquiredDate: '' });
    expect(withStatus(owned, 'owned')).toMatchObject({ rating: 4, acquiredDate: '2026-03-14' });
  });

  it('toggles the rating off when the same star is chosen again', () => {
    const d = withStatus(EMPTY_DRAFT, 'owned');
    expect(withRating(d, 3).rating).toBe(3);
    expect(withRating(withRating(d, 3), 3).rating).toBeNull();
    expect(withRating(withRating(d, 3), 5).rating).toBe(5);
  });

  it('trims notes and leaves empty ones out', () => {
    const d = { ...withStatus(EMPTY_DRAFT, 'owned'), notes: '   ' };
    expect(bodyOf(d)).toEqual({ status: 'owned' });
    expect(bodyOf({ ...d, notes: '  blue-black  ' })).toEqual({
      status: 'owned',
      notes: 'blue-black',
    });
    expect(notesTooLong({ ...d, notes: 'x'.repeat(1001) })).toBe(true);
    expect(notesTooLong({ ...d, notes: ` ${'x'.repeat(1000)} ` })).toBe(false);
  });

  it('sends swabbed and the last used day only when set (ADR 051)', () => {
    const d = withStatus(EMPTY_DRAFT, 'tried');
    expect(bodyOf({ ...d, swabbed: true, lastUsed: '2026-01-02' })).toEqual({
      status: 'tried',
      swabbed: true,
      lastUsed: '2026-01-02',
    });
    expect(changed({ ...draftOf(entry), swabbed: true }, entry)).toBe(true);
    expect(draftOf({ ...entry, swabbed: true, lastUsed: '2026-01-02' })).toMatchObject({
      swabbed: true,
      lastUsed: '2026-01-02',
    });
  });

  it('knows when there is something to save', () => {
    expect(changed(draftOf(entry), entry)).toBe(false);
    expect(changed({ ...draftOf(entry), notes: 'Pen show ' }, entry)).toBe(false);
    expect(changed(withRating(draftOf(entry), 4), entry)).toBe(true);
    expect(changed(withStatus(EMPTY_DRAFT, 'owned'), null)).toBe(true);
    expect(changed(EMPTY_DRAFT, null)).toBe(false);
  });
});
