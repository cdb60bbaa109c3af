import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyStored, preload } from './start-app.ts';

/** ADR 067: the fonts' class before the first paint, and never after it. */
describe('applyStored: the fonts', () => {
  const root = document.documentElement;
  /** The browser's paint timing: text painted or not (jsdom reports no paint by itself). */
  const paints = (painted: boolean) =>
    vi
      .spyOn(performance, 'getEntriesByName')
      .mockImplementation((name) =>
        name === 'first-contentful-paint' && painted
          ? [{ name: 'first-contentful-paint' } as PerformanceEntry]
          : [],
      );
  /** The document's font set as a stand-in (jsdom has none), on fake timers: its `load`. */
  const fakeFonts = () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve([] as FontFace[]));
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    return load;
  };
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    localStorage.clear();
    root.classList.remove('fonts');
    delete root.dataset.theme;
  });

  it('uses the fonts from the first paint once an earlier page fetched them', () => {
    localStorage.setItem('inklore-fonts', '1');
    paints(false);
    applyStored();
    expect(root.classList.contains('fonts')).toBe(true);
  });

  it('applies a chosen theme as well, and fetches nothing once the fonts are in the cache', () => {
    const load = fakeFonts();
    localStorage.setItem('inklore-fonts', '1');
    localStorage.setItem('inklore-theme', 'dark');
    paints(false);
    applyStored();
    expect(root.dataset.theme).toBe('dark');
    vi.advanceTimersByTime(10_000);
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps the faces already painted, and leaves the fonts to the next page load', () => {
    localStorage.setItem('inklore-fonts', '1');
    paints(true);
    applyStored();
    expect(root.classList.contains('fonts')).toBe(false);
  });

  it("draws a first visit in the system's faces, and fetches the fonts six seconds on", async () => {
    const load = fakeFonts();
    paints(false);
    applyStored();
    expect(root.classList.contains('fonts')).toBe(false);
    vi.advanceTimersByTime(5999);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledWith('1em "Inter Variable","Fraunces Variable","JetBrains Mono"');
    await vi.waitFor(() => expect(localStorage.getItem('inklore-fonts')).toBe('1'));
  });
});

describe('preload: the modules asked for a few in each task', () => {
  afterEach(() => {
    vi.useRealTimers();
    for (const link of document.head.querySelectorAll('link[rel=modulepreload]')) link.remove();
  });

  it('adds two links at once and the rest in later tasks, in order', () => {
    vi.useFakeTimers();
    const links = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) =>
        l.getAttribute('href'),
      );
    preload(['/a.js /b.js', null, '/c.js /d.js /e.js  /f.js', undefined, '/g.js /h.js /i.js']);
    expect(links()).toEqual(['/a.js', '/b.js']);
    vi.advanceTimersByTime(0);
    expect(links()).toEqual(['/a.js', '/b.js', '/c.js', '/d.js']);
    vi.runAllTimers();
    expect(links()).toEqual([
      '/a.js',
      '/b.js',
      '/c.js',
      '/d.js',
      '/e.js',
      '/f.js',
      '/g.js',
      '/h.js',
      '/i.js',
    ]);
  });
});
