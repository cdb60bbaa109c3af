import { afterEach, describe, expect, it } from 'vitest';
import { applyFonts } from './start-app.ts';

/** ADR 067: the fonts' class before the first paint, and never after it. */
describe('applyFonts', () => {
  const root = document.documentElement;
  afterEach(() => {
    localStorage.clear();
    root.classList.remove('fonts');
    delete root.dataset.fonts;
  });

  it('uses the fonts from the first paint once an earlier page fetched them', () => {
    localStorage.setItem('inklore-fonts', '1');
    applyFonts(() => false);
    expect(root.classList.contains('fonts')).toBe(true);
    expect(root.dataset.fonts).toBeUndefined();
  });

  it('keeps the faces already painted, and leaves the fonts to the next page', () => {
    localStorage.setItem('inklore-fonts', '1');
    applyFonts(() => true);
    expect(root.classList.contains('fonts')).toBe(false);
    expect(root.dataset.fonts).toBe('fetched');
  });

  it("draws a first visit in the system's faces", () => {
    applyFonts(() => false);
    expect(root.classList.contains('fonts')).toBe(false);
    expect(root.dataset.fonts).toBeUndefined();
  });
});
