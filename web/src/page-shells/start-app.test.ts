import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyFonts } from './start-app.ts';

/** ADR 067: the fonts' class before the first paint, and never after it. */
describe('applyFonts', () => {
  const root = document.documentElement;
  /** The browser's paint timing: `painted` entries so far (jsdom reports none by itself). */
  const paints = (painted: boolean) =>
    vi
      .spyOn(performance, 'getEntriesByType')
      .mockImplementation((type) =>
        type === 'paint' && painted ? [{ name: 'first-contentful-paint' } as PerformanceEntry] : [],
      );
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    root.classList.remove('fonts');
    delete root.dataset.fonts;
  });

  it('uses the fonts from the first paint once an earlier page fetched them', () => {
    localStorage.setItem('inklore-fonts', '1');
    paints(false);
    applyFonts();
    expect(root.classList.contains('fonts')).toBe(true);
    expect(root.dataset.fonts).toBe('1');
  });

  it('keeps the faces already painted, and leaves the fonts to the next page', () => {
    localStorage.setItem('inklore-fonts', '1');
    paints(true);
    applyFonts();
    expect(root.classList.contains('fonts')).toBe(false);
    expect(root.dataset.fonts).toBe('1');
  });

  it("draws a first visit in the system's faces", () => {
    paints(false);
    applyFonts();
    expect(root.classList.contains('fonts')).toBe(false);
    expect(root.dataset.fonts).toBeUndefined();
  });
});
