import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// ADR 080: the Japanese face's sheet is linked once a page shows Japanese, and never otherwise.
const sheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

let watchForJapanese: (root?: HTMLElement) => void;
beforeEach(async () => {
  vi.resetModules(); // the module links its sheet once per page
  vi.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '<main><p>Blue inks</p></main>';
  document.documentElement.lang = 'en';
  ({ watchForJapanese } = await import('./cjk-fonts.ts'));
});
afterEach(() => {
  vi.useRealTimers();
  document.documentElement.lang = 'en';
});

describe('watchForJapanese', () => {
  it('links the sheet at once on a page in Japanese', () => {
    document.documentElement.lang = 'ja';
    watchForJapanese();
    expect(sheets()).toHaveLength(1);
  });

  it('links it when kana or kanji appear on a page in another language, once', async () => {
    watchForJapanese();
    document.querySelector('p')?.append(' and more blues');
    await vi.advanceTimersByTimeAsync(1500);
    expect(sheets()).toHaveLength(0);
    const name = document.createElement('h3');
    name.textContent = '紺碧';
    document.querySelector('main')?.append(name);
    await vi.advanceTimersByTimeAsync(1500);
    expect(sheets()).toHaveLength(1);
    document.querySelector('p')?.append(' 月夜');
    await vi.advanceTimersByTimeAsync(1500);
    watchForJapanese();
    expect(sheets()).toHaveLength(1);
  });

  it("is not linked for the footer's 日本語 or the page's data, outside its main part", async () => {
    watchForJapanese();
    const footer = document.createElement('footer');
    footer.innerHTML = '<a lang="ja" href="?hl=ja">日本語</a>';
    const state = document.createElement('script');
    state.type = 'application/json';
    state.textContent = '{"name":"月夜"}';
    document.body.append(footer, state);
    await vi.advanceTimersByTimeAsync(1500);
    expect(sheets()).toHaveLength(0);
  });

  it('never links it for Latin text, accents included', async () => {
    document.documentElement.lang = 'de';
    watchForJapanese();
    document.querySelector('p')?.append(' Königsblau, Bleu océan, “Ink” – 1,234 €');
    await vi.advanceTimersByTimeAsync(1500);
    expect(sheets()).toHaveLength(0);
  });
});
