import type { Page } from '@playwright/test';
import { expect, jsonLd, test } from '../fixtures/test.ts';

/** The header's links: inline on wide screens, in the menu drawer on phones. */
async function navigation(page: Page) {
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    return { scope: drawer, nav: drawer.getByRole('navigation', { name: 'Mobile' }), drawer: true };
  }
  return {
    scope: page.locator('header').first(),
    nav: page.getByRole('navigation', { name: 'Main' }),
    drawer: false,
  };
}

test.describe('shell', () => {
  test('header (signed out) and footer carry the spec links', async ({ page }) => {
    await page.goto('/');
    const { scope, nav, drawer } = await navigation(page);
    const expected = [
      'Browse Inks',
      'Tidings & Stories',
      'Share Discovery',
      ...(drawer ? ['Contact'] : []),
    ];
    await expect(nav.getByRole('link')).toHaveText(expected);
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(scope.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(scope.getByRole('link', { name: 'Join Community' })).toBeVisible();
    await expect(scope.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    if (drawer) {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    }

    const footer = page.locator('footer');
    await expect(footer.getByRole('navigation', { name: 'Explore' }).getByRole('link')).toHaveText([
      'Browse Inks',
      'Tidings & Stories',
      'Share Discovery',
    ]);
    await expect(
      footer.getByRole('navigation', { name: 'Community' }).getByRole('link'),
    ).toHaveText([
      'Frequently Inked Questions',
      'Contact Us',
      'Terms & Conditions',
      'Privacy Policy',
      'Open Data',
    ]);
  });

  test('the header reads the current user and treats 401 as signed out', async ({ page }) => {
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/user'));
    await page.goto('/');
    expect((await answer).status()).toBe(401);
    const { scope } = await navigation(page);
    await expect(scope.getByRole('link', { name: 'Join Community' })).toBeVisible();
  });

  test('header search trims the text; an empty search goes to /browse', async ({ page }) => {
    await page.goto('/news');
    let { scope } = await navigation(page);
    await scope.getByRole('searchbox', { name: 'Search inks' }).fill('   kon-peki   ');
    await scope.getByRole('searchbox', { name: 'Search inks' }).press('Enter');
    await expect(page).toHaveURL(/\/browse\?search=kon-peki$/);
    await expect(page.getByTestId('ink-card').first()).toContainText('Kon-peki');

    await page.goto('/news');
    ({ scope } = await navigation(page));
    await scope.getByRole('searchbox', { name: 'Search inks' }).fill('    ');
    await scope.getByRole('searchbox', { name: 'Search inks' }).press('Enter');
    await expect(page).toHaveURL(/\/browse$/);
  });

  test('pages load lazily behind a Loading... spinner', async ({ page }) => {
    // hold back two pages' code a little (the server still sends it)
    await page.route(/\/assets\/(news-list|signup)-[\w-]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 2500));
      await route.continue();
    });
    // arriving on a page the browser draws (a member's page; the public ones arrive drawn by
    // the server): its shell shows the spinner until the code is in
    await page.goto('/signup', { waitUntil: 'commit' });
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Join Community' })).toBeVisible();
    // moving to another page inside the app: the same spinner
    await page.locator('footer').getByRole('link', { name: 'Tidings & Stories' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Tidings & Stories' })).toBeVisible();
  });

  test('pages start without errors in the console (the signed-out 401 aside)', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() !== 'error') return;
      const signedOut = m.location().url.endsWith('/api/auth/user') && m.text().includes('401');
      // an unknown page is served with status 404 (the app draws its not-found page)
      const unknownPage = m.location().url.endsWith('/nope') && m.text().includes('404');
      if (!signedOut && !unknownPage) problems.push(m.text());
    });
    // the page shells are hydrated where they match the first render: a mismatch would log
    for (const path of [
      '/',
      '/browse',
      '/browse?color=Blue',
      '/news',
      '/news/5',
      '/faq',
      '/nope',
    ]) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
    }
    const featured = (await (await page.request.get('/api/inks/featured')).json()) as {
      id: number;
    }[]; // Ink[]
    await page.goto(`/ink/${featured[0]?.id ?? 1}`);
    await expect(page.locator('main h1')).toBeVisible();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('any other path is the 404 page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('404 Page Not Found | Inklore');
    await expect(page.getByText('/no/such/page')).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a collection nobody may see, or that does not exist, is the 404 page', async ({ page }) => {
    for (const path of ['/collections/999999999', '/collections/abc']) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: '404 Page Not Found' }),
        path,
      ).toBeVisible();
      await expect(page).toHaveTitle('404 Page Not Found | Inklore');
    }
  });

  test('a recovery link on the home page goes to /reset-password, keeping query and hash', async ({
    page,
  }) => {
    // the server draws the home page (it never sees the #fragment): the app moves on before
    // its first render, so nothing is hydrated against the wrong page (no error logged)
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.location().url.endsWith('/api/auth/user'))
        problems.push(m.text());
    });
    await page.goto('/?token=abc123&type=recovery');
    await expect(page).toHaveURL(/\/reset-password\?token=abc123&type=recovery$/);
    await page.goto('/#access_token=tok456&type=recovery');
    await expect(page).toHaveURL(/\/reset-password#access_token=tok456&type=recovery$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
    await page.goto('/#access_token=tok456&type=signup');
    await expect(page).toHaveURL(/\/#access_token=tok456&type=signup$/);
  });

  test('every page has its own title and description; the site has Organization and WebSite data', async ({
    page,
  }) => {
    const seen = new Set<string>();
    for (const [path, title] of [
      ['/', 'Inklore: where every ink tells its story'],
      ['/browse', 'Browse Inks | Inklore'],
      ['/news', 'Tidings & Stories | Inklore'],
      ['/faq', 'Frequently Inked Questions | Inklore'],
      ['/privacy', 'Privacy Policy | Inklore'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(20);
      expect(await page.locator('meta[name="description"]').count()).toBe(1);
      seen.add(description ?? '');
    }
    expect(seen.size).toBe(5);
    const ld = await jsonLd(page);
    expect(ld.find((d) => d['@type'] === 'Organization')).toMatchObject({ name: 'Inklore' });
    const site = ld.find((d) => d['@type'] === 'WebSite');
    expect(site?.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: {
        urlTemplate: expect.stringMatching(/\/browse\?search=\{search_term_string\}$/) as unknown,
      },
    });
  });

  test('the theme follows the system until chosen, and the choice is remembered', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const background = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(await background()).toBe('rgb(19, 22, 28)');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await background()).toBe('rgb(251, 248, 241)');
    await page.reload();
    expect(await background()).toBe('rgb(251, 248, 241)');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  });

  test('keyboard focus is visible', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const el = document.activeElement;
      return el ? getComputedStyle(el).outlineStyle : 'none';
    });
    expect(outline).toBe('solid');
  });
});

test.describe('home', () => {
  test('hero, stats, featured inks and news from the API', async ({ page }) => {
    const stats = (await (await page.request.get('/api/community/stats')).json()) as Record<
      string,
      number
    >; // CommunityStats
    const featured = (await (await page.request.get('/api/inks/featured')).json()) as unknown[]; // Ink[]
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Where every ink tells its story.',
    );
    const statList = page.getByRole('region', { name: 'Community stats' });
    for (const [label, key] of [
      ['Ink profiles', 'inkProfiles'],
      ['Ink brands', 'inkBrands'],
      ['Images shared', 'imagesShared'],
      ['Active members', 'activeMembers'],
    ] as const) {
      await expect(statList).toContainText(
        `${label}${new Intl.NumberFormat('en-US').format(stats[key] ?? -1)}`,
      );
    }
    await expect(
      page.getByRole('region', { name: 'Featured inks' }).getByTestId('ink-card'),
    ).toHaveCount(featured.length);
    const news = page.getByRole('region', { name: 'Tidings & Stories' }).getByTestId('news-card');
    await expect(news).toHaveCount(4);
    await expect(news.filter({ hasText: '5 min read' })).toHaveCount(2);
    await expect(news.filter({ hasText: '3 min read' })).toHaveCount(2);
  });

  test('hovering a navigation link prefetches its page after 150 ms', async ({ page }) => {
    // the page's clock is stopped for the quick pass: on a busy machine even two raw mouse
    // moves can be more than 150 ms apart
    await page.clock.install();
    await page.goto('/faq');
    await page.waitForLoadState('networkidle');
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    const link = page.locator('footer').getByRole('link', { name: 'Tidings & Stories' });
    // a pass over the link shorter than 150 ms fetches nothing: in and out at one instant,
    // then 400 ms of the page's time (and as much real time for a request to show)
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    if (!box) throw new Error('the footer link has no box');
    await page.clock.pauseAt(Date.now() + 1000);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(0, 0);
    await page.clock.runFor(400);
    await page.waitForTimeout(400);
    expect(requests.filter((p) => p === '/api/news')).toHaveLength(0);
    await page.clock.resume();
    // resting on it fetches the page's data (and code) before any click
    const prefetch = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/news');
    await link.hover();
    await prefetch;
    expect(requests.some((p) => /\/assets\/news-list-[\w-]+\.js$/.test(p))).toBe(true);
    expect(page.url()).toMatch(/\/faq$/);
  });
});
