import { describe, expect, it } from 'vitest';
import { isAppFile, isCatalogueApi, isMedia, keepable, navigationRule } from './rules.ts';

describe('what the service worker may keep', () => {
  it('keeps the pages drawn for anybody, in their language, and never a staff page', () => {
    expect(navigationRule('/ink/12')).toEqual({ keep: true, locale: 'en', staff: false });
    expect(navigationRule('/ja/browse')).toEqual({ keep: true, locale: 'ja', staff: false });
    expect(navigationRule('/de/do-i-own-this')).toEqual({ keep: true, locale: 'de', staff: false });
    for (const staff of ['/admin', '/admin/', '/ja/admin', '/admin/news', '/manage-news'])
      expect(navigationRule(staff)).toMatchObject({ keep: false, staff: true });
  });

  it("does not keep a member's own pages (their data is IndexedDB's) nor unknown addresses", () => {
    for (const own of ['/profile', '/pens', '/samples', '/notifications', '/year', '/login'])
      expect(navigationRule(own)).toMatchObject({ keep: false, staff: false });
    expect(navigationRule('/no/such/page')).toMatchObject({ keep: false });
  });

  it('keeps only the public catalogue among the answers, matched on the whole path', () => {
    for (const ok of ['/api/inks', '/api/inks/12', '/api/inks/12/similar', '/api/news/3'])
      expect(isCatalogueApi(ok)).toBe(true);
    for (const no of [
      '/api/auth/user',
      '/api/auth/inventory',
      '/api/inks/12/collection',
      '/api/inks/12/user-vote',
      '/api/admin/inks',
      '/api/inks/12/similar/../../auth/user',
      '/api/inks/12x',
      '/api/inksx',
    ])
      expect(isCatalogueApi(no)).toBe(false);
  });

  it('keeps the build and uploaded pictures as files', () => {
    expect(isAppFile('/assets/core-abc.js')).toBe(true);
    expect(isAppFile('/icons/icon-192.png')).toBe(true);
    expect(isMedia('/media/ab/cd.webp')).toBe(true);
    expect(isAppFile('/api/assets')).toBe(false);
    expect(isMedia('/api/media')).toBe(false);
  });

  it('refuses answers marked personal, partial or opaque', () => {
    expect(keepable(200, 'basic', 'no-cache')).toBe(true);
    expect(keepable(200, 'basic', null)).toBe(true);
    expect(keepable(200, 'basic', 'public, max-age=31536000, immutable')).toBe(true);
    expect(keepable(200, 'basic', 'no-store')).toBe(false);
    expect(keepable(200, 'basic', 'private, max-age=60')).toBe(false);
    expect(keepable(200, 'basic', 'max-age=0, No-Store')).toBe(false);
    expect(keepable(206, 'basic', 'no-cache')).toBe(false);
    expect(keepable(404, 'basic', 'no-cache')).toBe(false);
    expect(keepable(200, 'opaque', null)).toBe(false);
    expect(keepable(200, 'opaqueredirect', null)).toBe(false);
  });
});
