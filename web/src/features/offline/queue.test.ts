import type { InventoryEntry } from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/api-client.ts';
import { fullBody, outcomeOf } from './queue.ts';

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
