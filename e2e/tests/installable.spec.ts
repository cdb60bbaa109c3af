import { expect, test } from '../fixtures/test.ts';

/**
 * Installable (ADR 088): every page names the web app manifest,
 * and the manifest and its icons are what platforms ask for: a name, the start address and
 * scope, standalone display, the design guide's paper as theme and background, icons of 192
 * and 512 px (one maskable) that are the sizes they say, and shortcuts to browse, to my inks and
 * to Do I own this? (ADR 089).
 */

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  shortcuts: { name: string; url: string }[];
};

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('every kind of page names the manifest, and the manifest is what an install asks for', async ({
  page,
}) => {
  // a page drawn by the server, the browse page, a Japanese page
  for (const at of ['/', '/browse', '/ja/browse']) {
    await page.goto(at);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/icons/apple-touch-icon.png',
    );
  }

  const res = await page.request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Inklore',
    short_name: 'Inklore',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#FBF8F1',
    background_color: '#FBF8F1',
  });
  // the theme is the page's own paper colour (index.html's light theme-color)
  await page.goto('/');
  await expect(
    page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]'),
  ).toHaveAttribute('content', manifest.theme_color);

  const sizes = new Set<string>();
  for (const icon of [
    ...manifest.icons,
    { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
  ]) {
    const file = await page.request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
    sizes.add(`${icon.sizes} ${icon.purpose ?? 'any'}`);
  }
  expect([...sizes]).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );

  // the shortcuts open real pages
  expect(manifest.shortcuts.map((s) => s.url)).toEqual([
    '/browse',
    '/profile#my-ink-ventory',
    '/do-i-own-this',
  ]);
  for (const shortcut of manifest.shortcuts) {
    const opened = await page.request.get(shortcut.url.replace(/#.*$/, ''));
    expect(opened.status(), shortcut.url).toBe(200);
  }
});
