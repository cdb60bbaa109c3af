import { describe, expect, it } from 'vitest';
import { INK_SORTS } from '../catalogue/catalogue.rules.ts';
import { InkListQuery } from './inks.ts';

describe('GET /api/inks sort', () => {
  it('takes every order of the list, and none', () => {
    for (const sort of INK_SORTS) expect(InkListQuery.parse({ sort }).sort).toBe(sort);
    expect(InkListQuery.parse({}).sort).toBeUndefined();
    expect(INK_SORTS).toEqual([
      'relevance',
      'name',
      'newest',
      'owned',
      'photographed',
      'rating',
      'hue',
    ]);
  });

  it('refuses an unknown order with a message that lists the known ones', () => {
    const r = InkListQuery.safeParse({ sort: 'price' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(
      'sort must be one of: relevance, name, newest, owned, photographed, rating, hue',
    );
    expect(InkListQuery.safeParse({ sort: 'Name' }).success).toBe(false);
    expect(InkListQuery.safeParse({ sort: ['name', 'hue'] }).success).toBe(false);
  });
});
