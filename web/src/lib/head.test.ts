import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HeadModule from './head.ts';

// The module knows whether the document's first head was written yet: a fresh copy for each
// test, as for each visit.
let head: typeof HeadModule;

beforeEach(async () => {
  vi.resetModules();
  head = await import('./head.ts');
  document.title = '';
  document.head.innerHTML = '';
});

const meta = (key: string) =>
  document.head
    .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
    ?.getAttribute('content');

/** The head the server (or the page's shell) wrote into the document. */
function serverHead(title: string, description: string) {
  document.head.innerHTML = `<meta name="description" content="${description}">`;
  document.title = title;
}

describe("the browser's head", () => {
  it("leaves the first head alone when the document says it already, and writes the next page's", async () => {
    serverHead('Kon-peki | Inklore', 'A blue ink.');
    head.applyHead('Kon-peki', 'A blue ink.', '/preview/ink/1.png');
    await vi.dynamicImportSettled();
    expect(meta('og:title')).toBeUndefined(); // its code (apply-head.ts) was not needed
    head.applyHead('Browse', 'Every ink.', null);
    await vi.dynamicImportSettled();
    expect(document.title).toBe('Browse | Inklore');
    expect(meta('description')).toBe('Every ink.');
    expect(meta('og:title')).toBe('Browse | Inklore');
    expect(meta('twitter:card')).toBe('summary');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/`,
    );
    // one of each tag, never two
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('writes the first head when the document says another (a shell, another language)', async () => {
    serverHead('Inklore', 'Loading.');
    head.applyHead('Kon-peki', 'A blue ink.', '/preview/ink/1.png');
    await vi.dynamicImportSettled();
    expect(document.title).toBe('Kon-peki | Inklore');
    expect(meta('description')).toBe('A blue ink.');
    expect(meta('og:image')).toBe(`${window.location.origin}/preview/ink/1.png`);
  });

  it('writes the heads in the order they were asked for', async () => {
    serverHead('Inklore', 'Loading.');
    head.applyHead('First', 'One.', null);
    head.applyHead('Second', 'Two.', null);
    head.applyHead('Third', 'Three.', null);
    await vi.dynamicImportSettled();
    expect(document.title).toBe('Third | Inklore');
    expect(meta('description')).toBe('Three.');
  });
});
