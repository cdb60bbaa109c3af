import { describe, expect, it } from 'vitest';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { inkKeys } from './inks.ts';

describe('the inks query keys', () => {
  it('start from the root the other features invalidate by (lib/query-keys.ts)', () => {
    expect(inkKeys.all).toEqual(sharedKeys.inks.all);
    expect(inkKeys.detail(7).slice(0, 1)).toEqual(sharedKeys.inks.all);
  });
});
