import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/api-client.ts';
import { authorName, canSend, commentFailure, counterText, isEdited } from './comment-text.ts';

describe('comment texts', () => {
  it("names the author by display name, else username, else 'Anonymous'", () => {
    expect(authorName({ displayName: 'Ada L.', username: 'ada' })).toBe('Ada L.');
    expect(authorName({ displayName: null, username: 'ada' })).toBe('ada');
    expect(authorName({ displayName: '  ', username: '' })).toBe('Anonymous');
    expect(authorName({ displayName: null, username: null })).toBe('Anonymous');
  });

  it("marks a comment '(edited)' only when it changed after posting", () => {
    const at = '2026-11-22T10:00:00.000Z';
    expect(isEdited({ createdAt: at, updatedAt: at })).toBe(false);
    expect(isEdited({ createdAt: at, updatedAt: '2026-11-22T10:05:00.000Z' })).toBe(true);
  });

  it('lets text through only when it is not blank and at most 1000 characters', () => {
    expect(canSend('')).toBe(false);
    expect(canSend('  \n ')).toBe(false);
    expect(canSend('Nice')).toBe(true);
    expect(canSend('x'.repeat(1000))).toBe(true);
    expect(canSend(` ${'x'.repeat(1000)} `)).toBe(true);
    expect(canSend('x'.repeat(1001))).toBe(false);
    expect(counterText('')).toBe('0/1000 characters');
    expect(counterText('abc')).toBe('3/1000 characters');
  });

  it('turns failures into the spec messages', () => {
    expect(commentFailure(new ApiError(401, 'Please sign in first.'), 'post')).toEqual({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      signedOut: true,
    });
    expect(commentFailure(new ApiError(409, 'Already there.'), 'post')).toEqual({
      title: 'Error',
      description: 'Already there.',
      signedOut: false,
    });
    expect(commentFailure(new ApiError(500, 'boom'), 'update').description).toBe(
      'Failed to update comment',
    );
    expect(commentFailure(new TypeError('Failed to fetch'), 'delete').description).toBe(
      'Failed to delete comment',
    );
  });
});
