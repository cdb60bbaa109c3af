import { describe, expect, it } from 'vitest';
import { localePath, preferredLocale, splitLocale } from './locales.rules.ts';

describe('the languages’ addresses (ADR 079)', () => {
  it('reads the language from the path’s first part, and gives the page’s own path', () => {
    expect(splitLocale('/browse')).toEqual({ locale: 'en', path: '/browse' });
    expect(splitLocale('/ja/browse')).toEqual({ locale: 'ja', path: '/browse' });
    expect(splitLocale('/de')).toEqual({ locale: 'de', path: '/' });
    expect(splitLocale('/ja/')).toEqual({ locale: 'ja', path: '/' });
    expect(splitLocale('/de/ink/12/history')).toEqual({ locale: 'de', path: '/ink/12/history' });
    // only the whole first part: a member called "jam" is not Japanese
    expect(splitLocale('/jam')).toEqual({ locale: 'en', path: '/jam' });
    expect(splitLocale('/user/ja')).toEqual({ locale: 'en', path: '/user/ja' });
    expect(splitLocale('/JA/browse')).toEqual({ locale: 'en', path: '/JA/browse' });
    expect(splitLocale('/en/browse')).toEqual({ locale: 'en', path: '/en/browse' });
  });

  it('writes a page’s path in each language', () => {
    expect(localePath('en', '/browse')).toBe('/browse');
    expect(localePath('ja', '/browse')).toBe('/ja/browse');
    expect(localePath('de', '/')).toBe('/de');
  });

  it('prefers the visitor’s own choice, then their browser’s languages by weight', () => {
    expect(preferredLocale(undefined, undefined)).toBe('en');
    expect(preferredLocale(undefined, 'ja-JP,ja;q=0.9,en-US;q=0.8')).toBe('ja');
    expect(preferredLocale(undefined, 'fr-CH, fr;q=0.9, de;q=0.7, en;q=0.5')).toBe('de');
    expect(preferredLocale(undefined, 'en;q=0.4, de;q=0.8')).toBe('de');
    expect(preferredLocale(undefined, 'de;q=0, en')).toBe('en');
    expect(preferredLocale(undefined, '*')).toBe('en');
    expect(preferredLocale(undefined, 'zh-CN')).toBe('en');
    expect(preferredLocale('en', 'ja')).toBe('en');
    expect(preferredLocale('de', 'ja')).toBe('de');
    expect(preferredLocale('xx', 'ja')).toBe('ja');
  });
});
