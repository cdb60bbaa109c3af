import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import {
  CONSENT_KEY,
  expect,
  screenshot,
  seriousViolations,
  test,
  withDb,
} from '../fixtures/test.ts';
import { BASE_URL, createUser, signInAs, uniqueName, type TestUser } from '../support/accounts.ts';
import { journeyInk, type JourneyInk } from '../support/inks.ts';

/**
 * Year in Ink (ADR 057) against the real server: a member's diary of last year made through
 * the pens API (pens, pairings, days used), their year on /year/{year} with its strip, figures
 * and sections; sharing it; the public page as a link preview reads it (the server's HTML, its
 * head and card) and as a visitor sees it, never naming the private pen; taking it back.
 */

const shot = (info: TestInfo, name: string) =>
  path.join(info.project.outputDir, 'screens', `${info.project.name}-year-${name}.png`);

/** This journey's own inks (support/inks.ts, INK_RANGES). */
function inkFor(info: TestInfo, slot: number): JourneyInk {
  return journeyInk(info, 810, slot);
}

/** A write token for the member's script (the row the tokens feature would write). */
function writeToken(user: TestUser): string {
  const secret = `ink_${randomBytes(32).toString('base64url')}`;
  withDb((db) =>
    db
      .prepare(
        `insert into access_tokens (user_id, name, token_hash, scope, created_at, expires_at, last_used_at)
         values (?, 'year journey', ?, 'write', ?, null, null)`,
      )
      .run(user.id, createHash('sha256').update(secret).digest('hex'), new Date().toISOString()),
  );
  return secret;
}

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as T; // the pens API's answer
}

/**
 * Last year's diary through the pens API: a public pen inked with `open` on three days, then
 * cleaned; a private pen (its brand and model secret) inked with `hidden` on five days.
 */
async function diaryOfLastYear(
  api: APIRequestContext,
  inks: { open: JourneyInk; hidden: JourneyInk },
  secret: { brand: string; model: string },
) {
  const y = new Date().getUTCFullYear() - 1;
  const publicPen = await ok<{ id: number }>(
    await api.post('/api/auth/pens', {
      data: { brand: 'Sailor', model: 'Pro Gear Slim', nibSize: 'F', isPublic: true },
    }),
  );
  const privatePen = await ok<{ id: number }>(
    await api.post('/api/auth/pens', {
      data: { brand: secret.brand, model: secret.model, notes: 'Grandmother’s pen' },
    }),
  );
  const first = await ok<{ inking: { id: number } }>(
    await api.post('/api/auth/inkings', {
      data: { penId: publicPen.id, inkId: inks.open.id, inkedOn: `${y}-01-10` },
    }),
  );
  for (const day of [`${y}-01-10`, `${y}-02-14`, `${y}-03-03`]) {
    await ok(await api.post(`/api/auth/inkings/${first.inking.id}/uses`, { data: { day } }));
  }
  await ok(
    await api.post(`/api/auth/inkings/${first.inking.id}/clean`, { data: { day: `${y}-04-01` } }),
  );
  const second = await ok<{ inking: { id: number } }>(
    await api.post('/api/auth/inkings', {
      data: { penId: privatePen.id, inkId: inks.hidden.id, inkedOn: `${y}-05-01` },
    }),
  );
  for (const d of ['01', '02', '03', '04', '05']) {
    await ok(
      await api.post(`/api/auth/inkings/${second.inking.id}/uses`, {
        data: { day: `${y}-05-${d}` },
      }),
    );
  }
  return y;
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const meta = (doc: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(doc)?.[1] ?? null;

test('a member looks back on last year, shares it, and a visitor sees it without the private pen', async ({
  page,
  browser,
  playwright,
}, info) => {
  test.slow(); // the diary through the API, four screens, axe on each
  const member = createUser('user', { prefix: 'yearly' });
  const displayName = `Ada ${uniqueName('')}`;
  withDb((db) =>
    db.prepare('update users set display_name = ? where id = ?').run(displayName, member.id),
  );
  const secret = { brand: `Zqsecret ${uniqueName('')}`, model: 'Hiddenmodel' };
  const inks = { open: inkFor(info, 0), hidden: inkFor(info, 1) };
  const api = await playwright.request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { authorization: `Bearer ${writeToken(member)}` },
  });
  const y = await diaryOfLastYear(api, inks, secret).finally(() => api.dispose());

  // the member's year
  await signInAs(page.context(), member);
  await page.goto(`/year/${y}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(y));
  await expect(page.getByText(`The whole of ${y}`)).toBeVisible();
  const figures = page.locator('dl').first();
  await expect(figures.getByRole('definition')).toHaveText(['8', '2', '2']);
  const strip = page.getByTestId('year-strip');
  await expect(strip.locator('[data-hex]')).toHaveCount(2);
  await expect(page.getByText(/2 inks in hue order, from /)).toBeVisible();
  await page.getByText('The colours as a list').click();
  await expect(page.getByRole('link', { name: inks.hidden.name }).first()).toBeVisible();
  // the member's own page names their private pen: it is the most used
  const mostPen = page.getByRole('region', { name: 'Most used pen' });
  await expect(mostPen).toContainText(`${secret.brand} ${secret.model}`);
  await expect(mostPen).toContainText('Used on 5 days');
  await expect(page.getByRole('region', { name: 'Most used ink' })).toContainText(inks.hidden.name);
  await expect(page.getByTestId('year-months').getByText('May: 5 days')).toBeAttached();
  const years = page.getByRole('navigation', { name: 'Years' });
  await expect(years.getByRole('link', { name: String(y) })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await noSidewaysScroll(page);
  await screenshot(page, { path: shot(info, 'mine'), fullPage: true });

  // share it: the public link and the card appear
  const toggle = page.getByRole('switch', { name: `Share my ${y} publicly` });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  const publicPath = `/user/${member.username}/year/${y}`;
  await expect(page.getByRole('textbox', { name: 'Public link' })).toHaveValue(
    `${BASE_URL}${publicPath}`,
  );
  const card = page.getByRole('img', { name: new RegExp(`The link preview of your ${y}`) });
  await expect(card).toBeVisible();
  await expect
    .poll(() => card.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBe(1200);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: shot(info, 'shared'), fullPage: true });

  // as a link preview reads it: the server's HTML, its head and its card
  const visitor = await browser.newContext();
  await visitor.addInitScript((key) => {
    const consent = { essential: true, analytics: false, preferences: true, savedAt: '' };
    localStorage.setItem(key, JSON.stringify(consent));
  }, CONSENT_KEY);
  try {
    const html = await (
      await visitor.request.get(publicPath, { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain('data-ssr="userYear"');
    expect(meta(html, 'og:image')).toMatch(
      new RegExp(`/preview/year/${member.username}/${y}\\.png$`),
    );
    expect(decode(html)).toContain(`<title>${displayName}'s Year in Ink ${y} | Inklore</title>`);
    for (const word of [secret.brand, secret.model, 'Grandmother']) {
      expect(decode(html)).not.toContain(word);
    }
    const png = await visitor.request.get(`/preview/year/${member.username}/${y}.png`);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    expect((await png.body()).includes(secret.brand)).toBe(false);
    const answer = await (
      await visitor.request.get(`/api/users/${member.username}/year/${y}`)
    ).text();
    for (const word of [secret.brand, secret.model, 'Grandmother']) {
      expect(answer).not.toContain(word);
    }

    // as a visitor sees it
    const stranger = await visitor.newPage();
    const errors: string[] = [];
    stranger.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
    });
    stranger.on('pageerror', (e) => errors.push(e.message));
    const asked: string[] = [];
    stranger.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await stranger.goto(publicPath);
    await stranger.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(String(y));
    await expect(stranger.getByRole('link', { name: displayName }).first()).toBeVisible();
    await expect(stranger.getByRole('region', { name: 'Most used pen' })).toContainText(
      'Kept private by its owner.',
    );
    await expect(stranger.getByText(secret.brand)).toHaveCount(0);
    await expect(stranger.getByRole('switch')).toHaveCount(0);
    // drawn on the server and hydrated: no mismatch (the signed-out visitor's 401 from
    // /api/auth/user is expected), and the year came with the page
    expect(errors.filter((e) => !/^Failed to load resource: .* 401/.test(e))).toEqual([]);
    expect(asked).not.toContain(`/api/users/${member.username}/year/${y}`);
    expect(await seriousViolations(stranger)).toEqual([]);
    await noSidewaysScroll(stranger);
    await screenshot(stranger, { path: shot(info, 'public'), fullPage: true });

    // taken back: the public page is the 404 page, the card is gone
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Public link' })).toHaveCount(0);
    const gone = await visitor.request.get(publicPath, { headers: { accept: 'text/html' } });
    expect(gone.status()).toBe(404);
    expect((await visitor.request.get(`/preview/year/${member.username}/${y}.png`)).status()).toBe(
      404,
    );
  } finally {
    await visitor.close();
  }
});

test('this year so far, and an unverified member is asked to verify before sharing', async ({
  page,
}, info) => {
  const member = createUser('user', { verified: false, prefix: 'unverified' });
  await signInAs(page.context(), member);
  await page.goto('/year');
  const thisYear = new Date().getFullYear();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(thisYear));
  await expect(
    page.getByText(`Your diary has no days in ${thisYear} yet.`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('switch', { name: `Share my ${thisYear} publicly` })).toBeDisabled();
  await expect(
    page.getByText('Please verify your email address to share your Year in Ink'),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await noSidewaysScroll(page);
  await screenshot(page, { path: shot(info, 'empty'), fullPage: true });
});
