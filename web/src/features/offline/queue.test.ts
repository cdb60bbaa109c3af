import type { InventoryEntry } from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/api-client.ts';
import { fullBody, outcomeOf, withWaiting } from './queue.ts';
import type { QueuedChange } from './store.ts';

describe('the queue of changes made offline', () => {
  it('takes a precondition failure or a clash as a conflict to show, never as sent', () => {
    expect(outcomeOf(new ApiError(412, 'This entry changed elsewhere'))).toBe('conflict');
    expect(outcomeOf(new ApiError(409, 'You hold that kind already'))).toBe('conflict');
  });

  it('keeps a change for later when the network or the server is away, or the token is stale', () => {
    expect(outcomeOf(new TypeError('Failed to fetch'))).toBe('later');
    expect(outcomeOf(new ApiError(503, 'Down'))).toBe('later');
    expect(outcomeOf(new ApiError(429, 'Slow down'))).toBe('later');
    expect(outcomeOf(new ApiError(403, 'No token', { code: 'csrf_failed' }))).toBe('later');
  });

  it('waits for sign-in on a 401, and shows any other refusal with its words', () => {
    expect(outcomeOf(new ApiError(401, 'Sign in'))).toBe('signed-out');
    expect(outcomeOf(new ApiError(400, 'Notes have at most 2000 characters.'))).toBe('refused');
    expect(outcomeOf(new ApiError(403, 'Verify your email', { code: 'forbidden' }))).toBe(
      'refused',
    );
    expect(outcomeOf(new ApiError(404, 'No such ink'))).toBe('refused');
  });

  it('sends every field of the entry with the change on top (PUT replaces the entry)', () => {
    const entry: InventoryEntry = {
      inkId: 1,
      status: 'owned',
      rating: 4,
      notes: 'Lovely',
      acquiredDate: '2026-01-02',
      kind: 'bottle',
      swabbed: true,
      lastUsed: null,
      createdAt: '2026-01-02T00:00:00.000Z',
      updatedAt: '2026-01-03T00:00:00.000Z',
    };
    expect(fullBody(entry, { status: 'owned', lastUsed: '2026-12-02' })).toEqual({
      status: 'owned',
      rating: 4,
      notes: 'Lovely',
      acquiredDate: '2026-01-02',
      swabbed: true,
      lastUsed: '2026-12-02',
    });
  });
});

describe("the member's copy with their waiting changes on top", () => {
  const item = (inkId: number, status: 'owned' | 'wishlist') => ({
    ink: { id: inkId, name: `Ink ${inkId}`, brand: 'Brand', line: null, colorHex: '#123456' },
    entry: {
      inkId,
      status,
      rating: null,
      notes: null,
      acquiredDate: null,
      kind: 'bottle' as const,
      swabbed: false,
      lastUsed: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  });
  const change = (over: Partial<QueuedChange>): QueuedChange => ({
    userId: 7,
    queuedAt: '2026-12-02T10:00:00.000Z',
    action: 'update',
    inkId: 1,
    kind: 'bottle',
    ink: { name: 'Ink 1', brand: 'Brand', colorHex: '#123456' },
    body: { status: 'owned' },
    delta: {},
    base: '2026-01-01T00:00:00.000Z',
    state: 'waiting',
    ...over,
  });

  it("shows a waiting change over the server's entry, and an added ink first", () => {
    const out = withWaiting(
      [item(1, 'owned')],
      [
        change({ delta: { lastUsed: '2026-12-02', notes: 'At the show' } }),
        change({
          action: 'add',
          inkId: 2,
          body: { status: 'wishlist', kind: 'bottle' },
          delta: { status: 'wishlist' },
        }),
      ],
      7,
    );
    expect(out.map((i) => [i.ink.id, i.entry.status, i.entry.lastUsed, i.entry.notes])).toEqual([
      [2, 'wishlist', null, null],
      [1, 'owned', '2026-12-02', 'At the show'],
    ]);
  });

  it("leaves out another member's changes and those not waiting", () => {
    const inventory = [item(1, 'owned')];
    const out = withWaiting(
      inventory,
      [
        change({ userId: 8, delta: { notes: 'not mine' } }),
        change({ state: 'conflict', delta: { notes: 'waits for a choice' } }),
      ],
      7,
    );
    expect(out).toEqual(inventory);
  });
});
