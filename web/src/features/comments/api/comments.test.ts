import type { Comment, CommentPage } from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import { editPages, shownComments, type CommentPages } from './comments.ts';

const comment = (id: number): Comment => ({
  id,
  inkId: 1,
  content: `Comment ${id}`,
  userId: id,
  createdAt: '2026-06-01T12:00:00.000Z',
  updatedAt: '2026-06-01T12:00:00.000Z',
  user: {
    username: `u${id}`,
    displayName: null,
    customProfileImage: null,
    profileImageUrl: null,
    role: 'user',
  },
});

const page = (ids: number[], next: number | null, mine: number | null = null): CommentPage => ({
  items: ids.map(comment),
  total: 6,
  mine: mine === null ? null : comment(mine),
  nextBefore: next,
});

const pages = (...p: CommentPage[]): CommentPages => ({
  pages: p,
  pageParams: p.map((_, i) => (i === 0 ? null : i)),
});

describe('shownComments', () => {
  it("puts the member's own first and shows every comment once", () => {
    const shown = shownComments(pages(page([9, 8, 7], 7, 2), page([5, 2, 1], null, 2)));
    expect(shown.comments.map((c) => c.id)).toEqual([2, 9, 8, 7, 5, 1]);
    expect(shown.total).toBe(6);
  });
});

describe('editPages', () => {
  it("asks the next page after the comment before a deleted page's last one", () => {
    const data = pages(page([9, 8, 7], 7), page([5, 2, 1], null));
    const next = editPages(data, { item: (c) => (c.id === 7 ? null : c), total: (n) => n - 1 });
    expect(next?.pages[0]?.nextBefore).toBe(8);
    expect(next?.pages[0]?.total).toBe(5);
    // a removal elsewhere leaves the cursor alone
    const other = editPages(data, { item: (c) => (c.id === 9 ? null : c) });
    expect(other?.pages[0]?.nextBefore).toBe(7);
    expect(other?.pages[1]?.nextBefore).toBeNull();
  });
});
