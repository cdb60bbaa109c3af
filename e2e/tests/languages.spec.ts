import type { Page } from '@playwright/test';
import { expect, seriousViolations, test } from '../fixtures/test.ts';
import { BADGE_WORDS } from '@inklore/contract/badges/badge-words';
import { SENTENCES_DE } from '@inklore/contract/sentences/de';
import { SENTENCES_JA } from '@inklore/contract/sentences/ja';
import {
  createUser,
  linkFromMail,
  mailsTo,
  setTotpEnabled,
  signInAs,
  uniqueName,
} from '../support/accounts.ts';

/**
 * The site in English, Japanese and German (ADR 078, 079): a page's language is its address's
 * (/ja/browse), drawn so by the server, hydrated in it, linked in it; the footer's switcher
 * keeps the choice; an English address sends a browser that asks for another language on to it.
 */

/**
 * Console errors and uncaught page errors (React reports a hydration mismatch there), less a
 * visitor's 401 (who am I?) and a missing image's 404.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/^Failed to load resource: .* (401|404)/.test(m.text()))
      errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const mainNav = (page: Page) => page.getByRole('banner');

test('a Japanese page is Japanese from its first bytes, hydrates, and links on in Japanese', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  // the server's HTML: the language, its words, and the page in every language for crawlers
  const html = await (await request.get('/ja/browse')).text();
  expect(html).toContain('<html lang="ja">');
  expect(html).toContain('インクを探す');
  for (const [lang, href] of [
    ['en', '/browse'],
    ['ja', '/ja/browse'],
    ['de', '/de/browse'],
    ['x-default', '/browse'],
  ])
    expect(html).toMatch(
      new RegExp(`<link rel="alternate" hreflang="${lang}" href="[^"]*${href}"`),
    );

  await page.goto('/ja/browse');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // a Japanese face for systems without one (ADR 080): its sheet, and a slice of it, served
  const sheet = page.locator('head link[rel="stylesheet"][href*="cjk-fonts"]');
  await expect(sheet).toBeAttached();
  const css = await (await request.get((await sheet.getAttribute('href')) ?? '')).text();
  expect(css).toMatch(/Noto Sans JP Variable/);
  const slice = /url\(([^)]+\.woff2)\)/.exec(css)?.[1] ?? '';
  const font = await request.get(slice.replace(/^["']|["']$/g, ''));
  expect(font.status()).toBe(200);
  expect((await font.body()).subarray(0, 4).toString('latin1')).toBe('wOF2');
  // the app runs in Japanese: an ink opens at its Japanese address, drawn by the browser
  await page
    .getByRole('main')
    .getByRole('link')
    .filter({ has: page.locator('h3') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ja\/ink\/\d+$/);
  // the head follows the navigation: this ink in every language
  const ink = new URL(page.url()).pathname.replace(/^\/ja/, '');
  for (const [lang, href] of [
    ['ja', `/ja${ink}`],
    ['de', `/de${ink}`],
    ['en', ink],
    ['x-default', ink],
  ] as const)
    await expect(page.locator(`head link[hreflang="${lang}"]`)).toHaveAttribute(
      'href',
      new RegExp(`^https?://[^/]+${href}$`),
    );
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/ja${ink}$`),
  );
  await expect(page.getByRole('link', { name: 'インクを探す' }).first()).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the footer’s switcher changes the language and keeps the choice', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const languages = page.getByRole('navigation', { name: 'Language' });
  await languages.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(mainNav(page).getByText('Tinten entdecken').first()).toBeAttached();
  // an English address now sends this browser to German
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/de\/contact$/);
  // until it chooses English, which it keeps
  await page.locator('footer').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/faq$/);
});

test("a Japanese reader sees an ink's name as its maker writes it (ADR 083)", async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const list = (await (await request.get('/api/inks?search=Kon-peki&brand=Pilot')).json()) as {
    data: { id: number; name: string }[];
  };
  const id = list.data.find((i) => i.name === 'Kon-peki')?.id;
  expect(id, 'the demo catalogue has Pilot Kon-peki').toBeDefined();
  await page.goto(`/ja/ink/${id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('色彩雫 紺碧');
  await expect(heading).toHaveAttribute('lang', 'ja');
  // the catalogue's name right under it (the breadcrumb names it too)
  await expect(heading.locator('xpath=following-sibling::p[1]')).toHaveText('Kon-peki');
  // the page's title (and link previews) name it so too, with the catalogue's name
  await expect(page).toHaveTitle(/Pilot の 色彩雫 紺碧 \(Kon-peki\)/);
  expect(await seriousViolations(page)).toEqual([]);
  // an English reader: the catalogue's name, the other one among its other names
  await page.goto(`/ink/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kon-peki');
  await expect(page).toHaveTitle(/^Kon-peki by Pilot/);
  // marked Japanese: read so, and drawn in a Japanese face first, never as boxes (ADR 080)
  await expect(page.getByTestId('ink-aliases').locator('[lang="ja"]')).toHaveText('色彩雫 紺碧');
  await page.goto('/browse?search=紺碧');
  await expect(page.locator('mark[lang="ja"]').first()).toHaveText('色彩雫 紺碧');
  expect(errors).toEqual([]);
});

test('a Japanese reader signs up in Japanese, from the form to the mail and its link (ADR 081)', async ({
  page,
}, info) => {
  const errors = collectErrors(page);
  const username = uniqueName(`ja${info.project.name.slice(0, 1)}`);
  const email = `${username}@example.test`;
  await page.goto('/ja/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'コミュニティに参加' })).toBeVisible();
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('ユーザー名').fill(username);
  await page.getByLabel('パスワード', { exact: true }).fill('fountain-pen-42');
  await page.getByRole('button', { name: 'アカウントを作成' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'メールを確認してください' }),
  ).toBeVisible();
  // the mail is Japanese, and its link opens the Japanese page, which signs in
  const link = await linkFromMail(email, '/ja/verify-email?token=');
  const [mail] = mailsTo(email);
  expect(mail?.subject).toBe('Inklore: メールアドレスの確認');
  expect(mail?.text).toContain(`${username} さん`);
  await page.goto(link);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(
    page.getByRole('heading', { level: 1, name: 'メールアドレスを確認しました' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

/** The public screens a visitor reads first, each in Japanese and German. */
const MAIN_SCREENS = ['/', '/browse', '/news', '/faq', '/login', '/signup', '/compare', '/privacy'];

for (const lang of ['ja', 'de'] as const) {
  test(`the main screens read in ${lang}: language, heading, keyboard and screen reader (axe)`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    for (const path of MAIN_SCREENS) {
      const address = path === '/' ? `/${lang}` : `/${lang}${path}`;
      await page.goto(address);
      await expect(page.locator('html'), address).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 }).first(), address).toBeVisible();
      // the skip link and the header's links are reachable by keyboard, in the page's words
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus'), address).toBeVisible();
      expect(await seriousViolations(page), address).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
}

test.describe('a browser that asks for German', () => {
  test.use({ locale: 'de-DE' });

  test('is sent from an English address to the German page, which reads well by keyboard and screen reader', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: 'Tinten entdecken' }).first()).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('can read English even when it keeps no cookie', async ({ page }) => {
    // the switcher's answer arrives without its cookie, as in a browser that blocks them (the
    // fetch keeps the cookie in the context's jar: it is taken out again)
    await page.route(/[?&]hl=/, async (route) => {
      const res = await route.fetch({ maxRedirects: 0 });
      await page.context().clearCookies({ name: 'inklore-lang' });
      const headers = { ...res.headers() };
      delete headers['set-cookie'];
      await route.fulfill({ response: res, headers });
    });
    await page.goto('/faq');
    await expect(page).toHaveURL(/\/de\/faq$/);
    await page.locator('footer').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('inklore-lang');
  });
});

/**
 * A member's and the staff's screens, each in Japanese and German at phone size (the public
 * ones are above): the page's language, its heading in that language (never the English
 * page's), keyboard and axe.
 */
const MEMBER_SCREENS = [
  '/profile',
  '/pens',
  '/diary',
  '/notifications',
  '/feed',
  '/samples',
  '/submit',
  '/year',
];
const STAFF_SCREENS = ['/admin', '/admin?tab=users', '/admin?tab=audit', '/manage-news'];

async function headingOf(page: Page, address: string): Promise<string> {
  await page.goto(address);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading, address).toBeVisible();
  return (await heading.textContent()) ?? '';
}

for (const lang of ['ja', 'de'] as const) {
  test(`a member's and the staff's screens read in ${lang} (phone, axe)`, async ({
    page,
    context,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the language is the same at every size: checked at phone size');
    // 26 page loads and 13 passes of axe: about a minute on a slow 2-core host under CI's load
    test.slow();
    const errors = collectErrors(page);
    const admin = createUser('admin');
    setTotpEnabled(admin.id, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    await signInAs(context, admin, { mfa: true });
    for (const path of [...MEMBER_SCREENS, `/user/${admin.username}`, ...STAFF_SCREENS]) {
      const english = await headingOf(page, path);
      const address = `/${lang}${path}`;
      const heading = await headingOf(page, address);
      await expect(page.locator('html'), address).toHaveAttribute('lang', lang);
      // a member's own name heads the profiles in every language
      if (path !== '/profile' && !path.startsWith('/user/'))
        expect(heading, address).not.toBe(english);
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus'), address).toBeVisible();
      expect(await seriousViolations(page), address).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
}

test("the server's sentences and a form's checks read in the page's language (ADR 084)", async ({
  page,
}) => {
  // a form's own check, from the contract: the email field of the sign-up form
  await page.goto('/ja/signup');
  await page.getByLabel('メールアドレス').fill('not-an-email');
  await page.getByLabel('ユーザー名').focus();
  await expect(page.getByText(SENTENCES_JA['auth.email_invalid'])).toBeVisible();
  // a refusal from the server: a wrong password on the German sign-in page
  await page.goto('/de/login');
  await page
    .getByLabel(/E-Mail/)
    .first()
    .fill(`nobody-${uniqueName('x')}@example.test`);
  await page.getByLabel('Passwort', { exact: true }).fill('not-the-password-1');
  await page.locator('form').getByRole('button').last().click();
  await expect(page.getByText(SENTENCES_DE['auth.invalid_login'])).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // the badges' names and rules, which the server gives in English
  const [ja, de] = [BADGE_WORDS.ja['first-image'], BADGE_WORDS.de['first-image']];
  if (!ja || !de) throw new Error('the badge words lack the first badge');
  await page.goto('/ja/badge-showcase');
  await expect(page.getByRole('heading', { name: ja.name })).toBeVisible();
  await expect(page.getByText(ja.rule)).toBeVisible();
  await page.goto('/de/badge-showcase');
  await expect(page.getByRole('heading', { name: de.name })).toBeVisible();
});
