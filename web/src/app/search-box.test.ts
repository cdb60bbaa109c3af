import { describe, expect, it } from 'vitest';
import { searchTarget } from './search-box.tsx';

describe('header search', () => {
  it('trims the text and sends an empty search to /browse', () => {
    expect(searchTarget('  ku-jaku  ')).toBe('/browse?search=ku-jaku');
    expect(searchTarget('   ')).toBe('/browse');
    expect(searchTarget('a&b')).toBe('/browse?search=a%26b');
  });
});
