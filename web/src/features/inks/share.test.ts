import { describe, expect, it } from 'vitest';
import { SHARE_DESCRIPTION_LENGTH, shareDescription } from './share.ts';

const ink = (description: string | null) => ({ name: 'Kon-peki', brand: 'Pilot', description });

describe('shareDescription', () => {
  it('keeps a short description whole, on one line', () => {
    expect(shareDescription(ink('  A deep\n  cerulean blue.  '))).toBe('A deep cerulean blue.');
    expect(shareDescription(ink(null))).toBe('Kon-peki by Pilot on Inklore');
  });

  it('ends a long one at a whole word with an ellipsis, within 100 characters', () => {
    const long =
      'A bright, saturated cerulean that shades from sky to ocean, with a faint red sheen on coated paper and a wet flow that suits fine nibs.';
    const out = shareDescription(ink(long));
    expect(out.length).toBeLessThanOrEqual(SHARE_DESCRIPTION_LENGTH);
    expect(out.endsWith('…')).toBe(true);
    const kept = out.slice(0, -1);
    expect(long.startsWith(kept)).toBe(true);
    // the next character of the original is a space or punctuation: no word was cut
    expect(long[kept.length]).toMatch(/[\s,]/);
    expect(out).toBe(
      'A bright, saturated cerulean that shades from sky to ocean, with a faint red sheen on coated paper…',
    );
  });

  it('cuts a single very long word, and says so', () => {
    const out = shareDescription(ink('x'.repeat(300)));
    expect(out).toBe(`${'x'.repeat(99)}…`);
  });
});
