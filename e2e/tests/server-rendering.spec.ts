import type { APIRequestContext, Page } from '@playwright/test';
import { expect, seriousViolations, test, withDb } from '../fixtures/test.ts';
import { createUser, signInAs } from '../support/accounts.ts';
import { seedCollection } from '../support/collections.ts';
import { journeyInk } from '../support/inks.ts';

/**
 * The shareable public pages arrive drawn by the server. Read as a crawler or a link
 * preview reads them (the HTML alone, no JavaScript): status, title, description, canonical
 * address, Open Graph and Twitter tags, JSON-LD, the page's own text and its data; then in the
 * browser: the app hydrates that HTML without a mismatch, without asking for the data again,
 * and client navigation still works.
 */

type Ink = { id: number; name: string; brand: string; colorHex: string };

async function html(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const res = await request.get(path, { headers: { accept: 'text/html' } });
  expect(res.status(), path).toBe(status);
  expect(res.headers()['content-type']).toContain('text/html');
  return res.text();
}

/** The content of a <meta> by its name or property (attribute order as the server writes it). */
function meta(doc: string, key: string): string | null {
  const m = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(doc);
  return m?.[1] ?? null;
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function title(doc: string): string {
  return decode(/<title>([^<]*)<\/title>/.exec(doc)?.[1] ?? '');
}

function jsonLdOf(doc: string): Record<string, unknown>[] {
  return [...doc.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>, // the server's JSON.stringify output
  );
}

/** The visible text inside #root, roughly: tags dropped. */
function rootText(doc: string): string {
  const start = doc.indexOf('<div id="root"');
  const end = doc.indexOf('id="inklore-state"');
  return decode(doc.slice(start, end).replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}

function pageState(doc: string): { queries: { queryKey: unknown[]; state: { data?: unknown } }[] } {
  const m = /<script type="application\/json" id="inklore-state">([\s\S]*?)<\/script>/.exec(doc);
  expect(m, 'the page carries its data').not.toBeNull();
  return JSON.parse(m?.[1] ?? '{}') as ReturnType<typeof pageState>; // written by the server
}

test.describe('server rendering, read without JavaScript', () => {
  test('an ink page: its name in the first bytes, head tags, JSON-LD, data, preview image', async ({
    request,
  }, info) => {
    const ink = journeyInk(info, 440, 0);
    const data = (await (await request.get(`/api/inks/${ink.id}`)).json()) as Ink;
    const doc = await html(request, `/ink/${ink.id}`);
    const full = `${data.name} by ${data.brand} | Inklore`;
    expect(title(doc)).toBe(full);
    expect(decode(meta(doc, 'og:title') ?? '')).toBe(full);
    expect(meta(doc, 'description')).toContain(data.colorHex);
    expect(meta(doc, 'og:url')).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/ink/${ink.id}$`));
    expect(doc).toContain(`<link rel="canonical" href="${meta(doc, 'og:url')}" />`);
    expect(meta(doc, 'og:image')).toMatch(new RegExp(`/preview/ink/${ink.id}\\.png$`));
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
    expect(meta(doc, 'twitter:image')).toBe(meta(doc, 'og:image'));
    // the ink's name is the page's heading, in the HTML itself
    expect(decode(/<h1[^>]*>([^<]*)</.exec(doc)?.[1] ?? '')).toBe(data.name);
    expect(rootText(doc)).toContain(data.brand);
    const product = jsonLdOf(doc).find((t) => t['@type'] === 'Product');
    expect(product?.name).toBe(`${data.brand} ${data.name}`);
    expect(jsonLdOf(doc).map((t) => t['@type'])).toEqual(
      expect.arrayContaining(['Organization', 'WebSite', 'BreadcrumbList']),
    );
    // exactly one of each head tag
    expect(doc.match(/<title>/g)).toHaveLength(1);
    expect(doc.match(/<meta name="description"/g)).toHaveLength(1);
    const cached = pageState(doc).queries.find(
      (q) => (q.state.data as { id?: number } | undefined)?.id === ink.id,
    );
    expect((cached?.state.data as Ink | undefined)?.name).toBe(data.name);

    // the preview the tags point at is a 1200x630 picture
    const image = await request.get(`/preview/ink/${ink.id}.png`);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const png = await image.body();
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);

    // sent compressed to a browser that accepts it; checked again without a change: 304
    const again = await request.get(`/ink/${ink.id}`, {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(again.headers()['content-encoding']).toBe('gzip');
    expect(title(await again.text())).toBe(full);
    const etag = again.headers().etag ?? '';
    expect(etag).not.toBe('');
    const unchanged = await request.get(`/ink/${ink.id}`, {
      headers: { accept: 'text/html', 'if-none-match': etag },
    });
    expect(unchanged.status()).toBe(304);

    // /inks/{id} is the same page, known by /ink/{id}
    const alias = await html(request, `/inks/${ink.id}`);
    expect(alias).toContain(`<link rel="canonical" href="${meta(doc, 'og:url')}" />`);
  });

  test('a missing or deleted ink answers 404 with the spec text', async ({ request }, info) => {
    const doc = await html(request, '/ink/987654321', 404);
    expect(title(doc)).toBe('Ink Profile Not Found | Inklore');
    expect(rootText(doc)).toContain(
      "The ink profile you're looking for doesn't exist or has been removed.",
    );
    expect(rootText(doc)).toContain('Ink Profile Not Found');

    const ink = journeyInk(info, 440, 1);
    withDb((db) =>
      db
        .prepare('update inks set deleted_at = ? where id = ?')
        .run(new Date().toISOString(), ink.id),
    );
    try {
      const gone = await html(request, `/ink/${ink.id}`, 404);
      expect(rootText(gone)).toContain('Ink Profile Not Found');
      expect(gone).not.toContain(`<h1 class="mt-2`);
    } finally {
      withDb((db) => db.prepare('update inks set deleted_at = null where id = ?').run(ink.id));
    }
    const unknown = await html(request, '/no/such/page', 404);
    expect(title(unknown)).toBe('404 Page Not Found | Inklore');
    expect(rootText(unknown)).toContain('404 Page Not Found');
  });

  test('browse with a search: the first page of results in the HTML', async ({ request }) => {
    const api = (await (await request.get('/api/inks?search=oxblod&page=1')).json()) as {
      data: Ink[];
      total: number;
    };
    expect(api.data.length).toBeGreaterThan(0);
    const doc = await html(request, '/browse?search=oxblod');
    const text = rootText(doc);
    for (const ink of api.data.slice(0, 3)) expect(text).toContain(ink.name);
    expect(text).toContain(`Found ${api.total} ink`);
    expect(meta(doc, 'og:url')).toMatch(/\/browse\?search=oxblod$/);
    expect(jsonLdOf(doc).some((t) => t['@type'] === 'BreadcrumbList')).toBe(true);
    // a page of more than 20 (the virtualised grid, which needs its width): its first ten
    // cards are drawn all the same, so the first paint shows inks, not skeletons
    const all = (await (await request.get('/api/inks?page=1')).json()) as { data: Ink[] };
    expect(all.data.length).toBeGreaterThan(20);
    const browse = rootText(await html(request, '/browse'));
    for (const ink of all.data.slice(0, 10)) expect(browse).toContain(ink.name);
  });

  test('home, news, a story, the info pages', async ({ request }) => {
    const home = await html(request, '/');
    expect(title(home)).toBe('Inklore: where every ink tells its story');
    expect(jsonLdOf(home).some((t) => t['@type'] === 'WebSite')).toBe(true);

    const news = (await (await request.get('/api/news')).json()) as {
      data: { id: number; title: string }[];
    };
    const story = news.data[0];
    expect(story).toBeDefined();
    if (!story) return;
    const list = await html(request, '/news');
    expect(rootText(list)).toContain(story.title);
    const page = await html(request, `/news/${story.id}`);
    expect(title(page)).toBe(`${story.title} | Inklore`);
    expect(decode(/<h1[^>]*>([^<]*)</.exec(page)?.[1] ?? '')).toBe(story.title);
    expect(meta(page, 'og:image')).toMatch(new RegExp(`/preview/news/${story.id}\\.png$`));
    expect(
      jsonLdOf(page).some((t) => t['@type'] === 'Article' || t['@type'] === 'NewsArticle'),
    ).toBe(true);
    const missing = await html(request, '/news/987654321', 404);
    expect(rootText(missing)).toContain('Story Not Found');

    for (const [path, heading] of [
      ['/faq', 'Frequently Inked Questions'],
      ['/terms', 'Terms & Conditions'],
      ['/privacy', 'Privacy Policy'],
      ['/contact', 'Contact Us'],
      ['/open-data', 'Open Data'],
      ['/badge-showcase', 'Badge Showcase'],
    ] as const) {
      const doc = await html(request, path);
      expect(
        decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(doc)?.[1]?.replace(/<[^>]+>/g, '') ?? ''),
      ).toBe(heading);
      expect(title(doc)).toContain(heading);
    }
  });

  test("a member's profile and collections; nothing private; member pages stay in the browser", async ({
    request,
    browser,
  }, info) => {
    const member = createUser('user');
    const inks = [journeyInk(info, 450, 0), journeyInk(info, 450, 1)];
    // inks only in the private collection or the private ink-ventory
    const secret = [journeyInk(info, 450, 2), journeyInk(info, 450, 3)] as const;
    const open = seedCollection(member, 'Shelf for the crawler', true, inks);
    const hidden = seedCollection(member, 'Hidden drawer', false, [...inks, secret[0]]);
    const now = new Date().toISOString();
    withDb((db) =>
      db
        .prepare(
          `insert into inventory_entries (user_id, ink_id, status, rating, notes, created_at, updated_at)
           values (?, ?, 'owned', 5, 'privatenote-ssr', ?, ?) on conflict do nothing`,
        )
        .run(member.id, secret[1].id, now, now),
    );
    const colorOf = async (id: number) =>
      ((await (await request.get(`/api/inks/${id}`)).json()) as Ink).colorHex.toLowerCase();
    const shelfColors = await Promise.all(inks.map((i) => colorOf(i.id)));

    const profile = await html(request, `/user/${member.username}`);
    expect(rootText(profile)).toContain(member.username);
    expect(profile).not.toContain(member.email);
    // the palette is drawn on the server from the public shelf alone: the private inks are
    // named nowhere in the page (its text, its data, its JSON-LD), by id, name or colour
    for (const color of shelfColors) expect(profile.toLowerCase()).toContain(color);
    const page = decode(profile);
    for (const ink of secret) {
      expect(page).not.toMatch(new RegExp(`/inks?/${ink.id}(?!\\d)`));
      expect(page).not.toMatch(new RegExp(`"(?:id|inkId)":${ink.id}(?!\\d)`));
      expect(page).not.toContain(ink.name);
      const color = await colorOf(ink.id);
      if (!shelfColors.includes(color)) expect(page.toLowerCase()).not.toContain(color);
    }
    expect(page).not.toContain('privatenote-ssr');
    expect(page).not.toContain('Hidden drawer');
    expect(
      jsonLdOf(profile).some((t) => t['@type'] === 'Person' || t['@type'] === 'ProfilePage'),
    ).toBe(true);
    expect(await html(request, `/user/nobody-${member.username}`, 404)).toContain(
      'Member Not Found',
    );
    // a name the server refuses (a NUL byte) answers its 4xx, never a 5xx
    await html(request, '/user/%00x', 400);

    const shelf = await html(request, `/collections/${open}`);
    expect(rootText(shelf)).toContain('Shelf for the crawler');
    for (const ink of inks) expect(rootText(shelf)).toContain(ink.name);
    const drawer = await html(request, `/collections/${hidden}`, 404);
    expect(drawer).not.toContain('Hidden drawer');

    // signed in: the public page is the same anonymous rendering (never the member's own data),
    // and the owner's private collection is drawn by their browser, which asks with the cookie
    const context = await browser.newContext();
    await signInAs(context, member);
    const own = await context.request.get(`/collections/${hidden}`);
    expect(own.status()).toBe(200);
    expect(await own.text()).not.toContain('Hidden drawer');
    const signedIn = await context.request.get(`/ink/${inks[0]?.id}`);
    const signedInDoc = await signedIn.text();
    expect(signedInDoc).not.toContain(member.email);
    expect(signedInDoc).not.toContain(member.username);
    // a member's page is never drawn on the server
    const profilePage = await context.request.get('/profile');
    expect(await profilePage.text()).not.toContain('data-ssr');
    await context.close();
  });
});

/** Console errors and uncaught page errors, which is where React reports a hydration mismatch. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`${e.message} (on ${new URL(page.url()).pathname})`));
  return errors;
}

test.describe('hydration', () => {
  test('server-drawn pages hydrate without a mismatch or a second fetch, and links still navigate', async ({
    page,
  }, info) => {
    const errors = collectErrors(page);
    const ink = journeyInk(info, 460, 0);
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
    });
    await page.goto(`/ink/${ink.id}`);
    await expect(page.getByRole('heading', { level: 1, name: ink.name })).toBeVisible();
    // the page's own data came with the HTML
    expect(asked.filter((u) => u === `/api/inks/${ink.id}`)).toEqual([]);
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });

    await page.goto('/browse?search=oxblod');
    await expect(page.getByTestId('ink-card').first()).toBeVisible();
    expect(asked.filter((u) => u.startsWith('/api/inks?'))).toEqual([]);
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    // client navigation: an ink card (a link) opens its page without loading a new document
    const first = page.getByTestId('ink-card').first();
    const name = (await first.getByRole('heading').first().textContent())?.trim() ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/ink\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    // and the head follows the page
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(page).toHaveTitle(new RegExp(`^${escaped} by .+ \\| Inklore$`));

    // an ink's History is drawn by the server too, its revisions with the HTML
    await page.goto(`/ink/${ink.id}/history`);
    await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('History');
    expect(asked.filter((u) => u.startsWith(`/api/inks/${ink.id}/history`))).toEqual([]);

    for (const path of ['/', '/news', '/faq', '/no/such/page']) {
      await page.goto(path);
      await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
    }
    expect(await seriousViolations(page)).toEqual([]);
    // (the signed-out visitor's 401 from /api/auth/user and the 404 page's status are expected)
    expect(errors.filter((e) => !/^Failed to load resource: .* (401|404)/.test(e))).toEqual([]);
  });

  test("a first visit to the long browse page leaves the footer's code until it is near", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/browse');
    // hydrated: the grid has taken the full height of the catalogue
    await expect(page.getByTestId('ink-grid')).toHaveAttribute('style', /height/);
    await page.waitForLoadState('networkidle');
    const footerCode = (names: string[]) => names.filter((n) => /\/footer-[^/]*\.js$/.test(n));
    // (the footer is there, as the server drew it; only its code waits)
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    expect(footerCode(scripts)).toEqual([]);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => footerCode(scripts).length).toBe(1);
  });

  test("a visitor's own state (dark theme, inks picked to compare, signed in) hydrates without a mismatch", async ({
    page,
    context,
  }, info) => {
    const errors = collectErrors(page);
    const ink = journeyInk(info, 460, 0);
    await context.addInitScript(
      ([id, name]) => {
        localStorage.setItem('inklore-theme', 'dark');
        sessionStorage.setItem(
          'inklore-compare',
          JSON.stringify([{ id: Number(id), name, colorHex: '#123456' }]),
        );
      },
      [String(ink.id), ink.name],
    );
    await signInAs(context, createUser('user'));
    for (const path of [`/ink/${ink.id}`, `/browse?search=${encodeURIComponent(ink.name)}`, '/']) {
      await page.goto(path);
      await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      if (path.startsWith('/ink/')) {
        // drawn by the server as not picked; after hydration the tab's own tray says it is
        await expect(page.locator('main button[aria-pressed="true"]').first()).toBeVisible();
      }
    }
    expect(errors.filter((e) => !/^Failed to load resource: .* (401|404)/.test(e))).toEqual([]);
  });

  test("dates drawn by the server hydrate in a visitor's time zone far from UTC, then show its day", async ({
    browser,
  }, info) => {
    const ink = journeyInk(info, 460, 0);
    const member = createUser('user');
    const shelf = seedCollection(member, 'Shelf across the date line', true, [ink]);
    const at = withDb((db) => ({
      ink:
        db
          .prepare<[number], { t: string }>('select created_at t from inks where id = ?')
          .get(ink.id)?.t ?? '',
      member:
        db
          .prepare<[number], { t: string }>('select created_at t from users where id = ?')
          .get(member.id)?.t ?? '',
      shelf:
        db
          .prepare<[number], { t: string }>('select updated_at t from collections where id = ?')
          .get(shelf)?.t ?? '',
    }));
    const day = (iso: string, zone: string) =>
      new Date(iso).toLocaleDateString('en-US', {
        timeZone: zone,
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      });
    /** Every <time> on the page reads as the visitor's own calendar has it (long or short). */
    const timesLocal = (page: Page) =>
      page.evaluate(() => {
        const times = [...document.querySelectorAll('main time[datetime]')];
        return times.every((t) => {
          const d = new Date(t.getAttribute('datetime') ?? '');
          const as = (month: 'long' | 'short') =>
            d.toLocaleDateString('en-US', { month, day: 'numeric', year: 'numeric' });
          return t.textContent === as('long') || t.textContent === as('short');
        })
          ? times.length
          : -1;
      });
    // UTC+14 and UTC-11: whatever the hour of a moment, one of the two puts it on another day
    // than UTC does
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const context = await browser.newContext({ timezoneId: zone });
      try {
        const page = await context.newPage();
        const errors = collectErrors(page);
        // each page waits for a date in the visitor's zone: drawn once the page is hydrated
        // (or, on a mismatch, in the same commit that reports React's error 418)
        const pages: [string, (page: Page) => Promise<void>][] = [
          [
            `/ink/${ink.id}`,
            (p) => expect(p.getByText(`Added on ${day(at.ink, zone)}`)).toBeVisible(),
          ],
          [`/ink/${ink.id}/history`, (p) => expect.poll(() => timesLocal(p)).toBeGreaterThan(0)],
          [
            `/user/${member.username}`,
            (p) => expect(p.getByText(`Member since ${day(at.member, zone)}`)).toBeVisible(),
          ],
          [
            `/collections/${shelf}`,
            (p) => expect(p.getByText(`updated ${day(at.shelf, zone)}`)).toBeVisible(),
          ],
          ['/', (p) => expect.poll(() => timesLocal(p)).toBeGreaterThan(0)],
          ['/news', (p) => expect.poll(() => timesLocal(p)).toBeGreaterThan(0)],
        ];
        for (const [path, local] of pages) {
          await page.goto(path);
          await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
          await local(page);
        }
        expect(
          errors.filter((e) => !/^Failed to load resource: .* (401|404)/.test(e)),
          zone,
        ).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  test('without JavaScript, an ink page still reads', async ({ browser }, info) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const ink = journeyInk(info, 460, 1);
    const res = await page.goto(`/ink/${ink.id}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: ink.name })).toBeVisible();
    await expect(page.getByText(ink.brand).first()).toBeVisible();
    // a swatch drawn by the server carries its ink's colour only: the stylesheet mixes where
    // it ran thin (40% toward white) and where it pooled (34% toward black)
    const tones = await page
      .locator('.swab')
      .first()
      .evaluate((swab) => {
        const probe = document.createElement('span');
        swab.append(probe);
        const tone = (v: string) => {
          probe.style.color = `var(${v})`;
          // rgb(r, g, b) or color(srgb r g b) (0-1): as 0-255
          const parts =
            getComputedStyle(probe)
              .color.match(/[\d.]+/g)
              ?.map(Number) ?? [];
          return getComputedStyle(probe).color.startsWith('color(')
            ? parts.map((c) => c * 255)
            : parts;
        };
        return {
          style: swab.getAttribute('style'),
          ink: tone('--ink'),
          light: tone('--ink-light'),
          deep: tone('--ink-deep'),
        };
      });
    expect(tones.style).toMatch(/^--ink: ?#[0-9a-f]{6};?$/i);
    expect(tones.ink).toHaveLength(3);
    tones.ink.forEach((c, i) => {
      expect(tones.light[i]).toBeCloseTo(c + (255 - c) * 0.4, 1);
      expect(tones.deep[i]).toBeCloseTo(c * 0.66, 1);
    });
    await context.close();
  });
});
