import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { appReady, expect, seriousViolations, test, withDb } from '../fixtures/test.ts';
import {
  BASE_URL,
  createUser,
  SESSION_COOKIE,
  signInAs,
  type TestUser,
} from '../support/accounts.ts';
import { journeyInk, type JourneyInk } from '../support/inks.ts';

/**
 * At a pen show with no signal (ADR 089), at phone size with the browser's network cut: the
 * service worker found and in control (Chromium's installability check, the one Lighthouse's
 * PWA audit asked), my inks and wishlist offline, "do I own this?" by name and by colour, a
 * change made offline sent after reconnecting, a conflict shown and settled, the catalogue's
 * pages kept only when public, and a sign-out that leaves nothing of mine on the device.
 */

// the worker is what these journeys are about (the others run without one)
test.use({ serviceWorkers: 'allow' });

const OWN_CHECK = '/do-i-own-this';

/** A button's name with the ink it is about ("Used today: Kon-peki"; a reader may space the colon). */
const named = (action: string, ink: string) =>
  new RegExp(`^${action} ?: ${ink.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Waits until the worker keeps every page's words in English (start-offline.ts fetches them). */
async function wordsKept(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          let n = 0;
          for (const name of await caches.keys()) {
            const cache = await caches.open(name);
            n += (await cache.keys()).filter((r) => /\/en\/news\.json$/.test(r.url)).length;
          }
          return n;
        }),
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
}

type Held = { ink: JourneyInk & { hex: string }; status: string };

/** The ink at a slot with its colour, and nothing of any member's on it. */
function inkAt(info: TestInfo, slot: number): JourneyInk & { hex: string } {
  const ink = journeyInk(info, 520, slot, (db, id) => {
    db.prepare('delete from inventory_entries where ink_id = ?').run(id);
  });
  const row = withDb((db) =>
    db
      .prepare<[number], { hex: string }>('select color_hex as hex from inks where id = ?')
      .get(ink.id),
  );
  if (!row) throw new Error(`ink ${ink.id} has no colour`);
  return { ...ink, hex: row.hex };
}

function hold(user: TestUser, held: Held[]): void {
  const now = new Date(Date.now() - 60_000).toISOString();
  withDb((db) => {
    for (const { ink, status } of held)
      db.prepare(
        `insert into inventory_entries (user_id, ink_id, status, kind, created_at, updated_at)
         values (?, ?, ?, 'bottle', ?, ?)`,
      ).run(user.id, ink.id, status, now, now);
  });
}

/** Waits until the service worker controls the page and has precached the app. */
async function workerInControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** Opens "Do I own this?" online and waits until my inks and the index are on the device. */
async function saveForOffline(page: Page): Promise<void> {
  await page.goto(OWN_CHECK);
  await workerInControl(page);
  const note = page.getByTestId('saved-note');
  await expect(note).toContainText('Your inks were saved on this device', { timeout: 20_000 });
  await expect(note).toContainText("The catalogue's index", { timeout: 20_000 });
}

async function cutNetwork(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('complementary', { name: 'Connection' })).toContainText(
    'You are offline',
  );
}

test('installable: the manifest and a service worker in control, as Chromium checks', async ({
  page,
}) => {
  await page.goto('/');
  await workerInControl(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors).toEqual([]);
  const { url, errors } = (await cdp.send('Page.getAppManifest')) as {
    url: string;
    errors: unknown[];
  };
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);
  // the worker itself is never cached by the browser for long
  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
});

test('offline: my inks and wishlist, do I own this by name and by colour, a change sent on reconnecting', async ({
  page,
  context,
}, info) => {
  const user = createUser('user', { prefix: 'pocket' });
  const owned = inkAt(info, 0);
  const wished = inkAt(info, 1);
  const other = inkAt(info, 2);
  hold(user, [
    { ink: owned, status: 'owned' },
    { ink: wished, status: 'wishlist' },
  ]);
  await signInAs(context, user);
  await saveForOffline(page);

  await cutNetwork(context, page);
  await expect(page.getByRole('heading', { level: 1, name: 'Do I own this?' })).toBeVisible();
  await expect(page.getByTestId('my-inks')).toContainText(owned.name);
  await expect(page.getByTestId('my-wishlist')).toContainText(wished.name);
  expect(await seriousViolations(page)).toEqual([]);

  // by name: mine first, the catalogue below
  await page.getByLabel('Name or brand').fill(owned.name);
  await expect(page.getByTestId('mine-results')).toContainText(owned.name);
  await expect(page.getByTestId('catalogue-results')).toContainText(owned.name);
  await expect(
    page
      .getByTestId('catalogue-results')
      .getByText(/^Yours: Owned/)
      .first(),
  ).toBeVisible();

  // by colour: the nearest of mine to the colour of the bottle on the table
  await page.getByLabel('Or a colour (hex)').fill(owned.hex);
  const nearest = page.getByTestId('mine-results').getByRole('listitem').first();
  await expect(nearest).toContainText(owned.name);
  await expect(nearest).toContainText('ΔE 0.0: virtually the same');

  // one I do not own: said so, and wishlisted from the catalogue
  await page.getByLabel('Name or brand').fill(other.name);
  await expect(page.getByTestId('mine-none')).toHaveText(
    'None of your inks matches. You do not own it.',
  );
  await page
    .getByTestId('catalogue-results')
    .getByRole('button', { name: named('Add to wishlist', other.name) })
    .first()
    .click();
  await expect(page.getByTestId('waiting-count')).toHaveText(
    '1 change waits to be sent when the network returns.',
  );

  // marked used today, offline
  await page.getByLabel('Name or brand').fill('');
  await page.getByRole('button', { name: named('Used today', owned.name) }).click();
  await expect(page.getByTestId('waiting-count')).toHaveText(
    '2 changes wait to be sent when the network returns.',
  );
  await expect(page.getByTestId('my-inks').getByText('Waiting to send')).toBeVisible();
  // and a note on the same bottle: one change to the entry, not a second that would clash
  const row = page.getByTestId('my-inks').getByRole('listitem').filter({ hasText: owned.name });
  await row.getByRole('button', { name: named('Notes', owned.name) }).click();
  await row.getByLabel(`Notes on ${owned.name}`).fill('Table 12 has it at half price');
  await row.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByTestId('waiting-count')).toHaveText(
    '2 changes wait to be sent when the network returns.',
  );
  expect(await seriousViolations(page)).toEqual([]);
  // nothing reached the server yet
  const lastUsed = () =>
    withDb((db) =>
      db
        .prepare<[number, number], { last_used: string | null }>(
          'select last_used_date as last_used from inventory_entries where user_id = ? and ink_id = ?',
        )
        .get(user.id, owned.id),
    )?.last_used ?? null;
  expect(lastUsed()).toBeNull();

  await context.setOffline(false);
  await expect(page.getByRole('complementary', { name: 'Connection' })).toContainText(
    'Back online: 2 changes made offline were sent.',
  );
  await expect(page.getByTestId('waiting-count')).toHaveCount(0);
  await expect(page.getByTestId('conflict')).toHaveCount(0);
  expect(lastUsed()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const noted = withDb((db) =>
    db
      .prepare<[number, number], { notes: string | null }>(
        'select notes from inventory_entries where user_id = ? and ink_id = ?',
      )
      .get(user.id, owned.id),
  );
  expect(noted?.notes).toBe('Table 12 has it at half price');
  const wishedNow = withDb((db) =>
    db
      .prepare<[number, number], { status: string }>(
        'select status from inventory_entries where user_id = ? and ink_id = ?',
      )
      .get(user.id, other.id),
  );
  expect(wishedNow?.status).toBe('wishlist');
});

test('a change that meets one made elsewhere is shown with both, and nothing is lost', async ({
  page,
  context,
}, info) => {
  const user = createUser('user', { prefix: 'clash' });
  const ink = inkAt(info, 3);
  hold(user, [{ ink, status: 'owned' }]);
  await signInAs(context, user);
  await saveForOffline(page);
  await cutNetwork(context, page);

  const row = page.getByTestId('my-inks').getByRole('listitem').filter({ hasText: ink.name });
  await row.getByRole('button', { name: named('Notes', ink.name) }).click();
  await row.getByLabel(`Notes on ${ink.name}`).fill('Bought a second bottle at the show');
  await row.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByTestId('waiting-count')).toBeVisible();

  // meanwhile, on another device, the same entry changes
  withDb((db) =>
    db
      .prepare(
        `update inventory_entries set notes = 'Changed on my laptop', updated_at = ?
         where user_id = ? and ink_id = ?`,
      )
      .run(new Date().toISOString(), user.id, ink.id),
  );

  await context.setOffline(false);
  const conflict = page.getByTestId('conflict');
  await expect(conflict).toContainText('this entry changed elsewhere');
  await expect(conflict).toContainText('Changed on my laptop');
  await expect(conflict).toContainText('Bought a second bottle at the show');
  expect(await seriousViolations(page)).toEqual([]);
  const notes = () =>
    withDb((db) =>
      db
        .prepare<[number, number], { notes: string | null }>(
          'select notes from inventory_entries where user_id = ? and ink_id = ?',
        )
        .get(user.id, ink.id),
    )?.notes;
  expect(notes()).toBe('Changed on my laptop');

  await conflict.getByRole('button', { name: 'Send mine' }).click();
  await expect(conflict).toHaveCount(0);
  expect(notes()).toBe('Bought a second bottle at the show');
});

test('a sign-out leaves nothing of mine on the device, and staff and personal answers are never kept', async ({
  page,
  context,
}, info) => {
  const user = createUser('moderator', { prefix: 'leaver' });
  const ink = inkAt(info, 4);
  hold(user, [{ ink, status: 'owned' }]);
  await signInAs(context, user);
  await saveForOffline(page);
  await page.goto(`/ink/${ink.id}`);
  await page.goto('/admin');

  const kept = () =>
    page.evaluate(async () => {
      const out: Record<string, string[]> = {};
      for (const name of await caches.keys()) {
        if (name.includes('precache')) continue;
        const cache = await caches.open(name);
        out[name] = (await cache.keys()).map((r) => new URL(r.url).pathname);
      }
      return out;
    });
  const cached = Object.values(await kept()).flat();
  // the ink's page is public and kept; the staff page and every answer to a member are not
  expect(cached).toContain(`/ink/${ink.id}`);
  expect(cached.filter((p) => p.startsWith('/admin'))).toEqual([]);
  expect(cached.filter((p) => p.startsWith('/api/'))).toEqual([]);

  // sign out
  await page.goto('/');
  if (info.project.name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? '')))
    .not.toContain('inklore-offline');
  // what stays is the app's own files (anybody's), nothing drawn or answered for them
  expect(
    Object.values(await kept())
      .flat()
      .filter((p) => !/^\/(?:assets|icons|media)\//.test(p) && p !== '/offline-locale'),
  ).toEqual([]);

  // offline, the page has nothing of theirs to show
  await context.setOffline(true);
  await page.goto(OWN_CHECK);
  await appReady(page);
  await expect(page.getByTestId('saved-note')).not.toContainText('Your inks were saved');
  await expect(page.getByTestId('my-inks')).toHaveCount(0);
  await page.getByLabel('Name or brand').fill(ink.name);
  await expect(page.getByText('No inks of yours are saved on this device.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('offline, a page never opened says it needs the network; one opened before still shows', async ({
  page,
  context,
}, info) => {
  const ink = inkAt(info, 5);
  await page.goto(`/ink/${ink.id}`);
  await workerInControl(page);
  await page.goto(`/ink/${ink.id}`); // now through the worker, which keeps the public page
  await wordsKept(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: ink.name })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Connection' })).toContainText(
    'You are offline',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // a page never opened on this device: drawn from the app's shell, saying what waits
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Connection' })).toContainText(
    'anything else waits for the network',
  );
});

type LighthouseReport = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; title: string }>;
};

test("Lighthouse's best practices and accessibility pass on Do I own this? for a member", async ({
  context,
}) => {
  test.setTimeout(180_000);
  const user = createUser('user', { prefix: 'lighthouse' });
  await signInAs(context, user);
  const session = (await context.cookies(BASE_URL)).find((c) => c.name === SESSION_COOKIE);
  if (!session) throw new Error('no session cookie');
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-lh-')), 'report.json');
  const root = path.resolve(import.meta.dirname, '..', '..');
  await promisify(execFile)(
    path.join(root, 'node_modules', '.bin', 'lighthouse'),
    [
      `${BASE_URL}${OWN_CHECK}`,
      '--quiet',
      '--only-categories=best-practices,accessibility',
      `--extra-headers=${JSON.stringify({ Cookie: `${SESSION_COOKIE}=${session.value}` })}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
      '--output=json',
      `--output-path=${out}`,
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
  );
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as LighthouseReport;
  // (Lighthouse 12 has no PWA category: its installability audit is the first journey's check)
  const failing = Object.values(report.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id}: ${report.audits[ref.id]?.title ?? ''}`),
  );
  expect(failing).toEqual([]);
  expect(report.categories['best-practices']?.score).toBe(1);
  expect(report.categories.accessibility?.score).toBe(1);
});

/** The build the journeys' server serves (playwright.config.ts builds it there). */
function servedFile(name: string): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set');
  return path.join(dir, 'web-dist', name);
}

test('a new version of the app is offered, never forced on the page in use', async ({ page }) => {
  await page.goto(OWN_CHECK);
  await workerInControl(page);
  await page.getByLabel('Name or brand').fill('half-typed');

  // a deployment: the same worker with one more line, as each of its copies is served
  const sw = servedFile('sw.js');
  const original = fs.readFileSync(sw);
  const next = Buffer.concat([original, Buffer.from(`\n// the next build, ${Date.now()}\n`)]);
  const copies = { '': next, '.gz': zlib.gzipSync(next), '.br': zlib.brotliCompressSync(next) };
  const before = Object.fromEntries(
    Object.keys(copies).map((ext) => [ext, fs.readFileSync(sw + ext)]),
  );
  try {
    for (const [ext, bytes] of Object.entries(copies)) fs.writeFileSync(sw + ext, bytes);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const bar = page.getByRole('complementary', { name: 'Connection' });
    await expect(bar).toContainText('A new version of Inklore is ready.', { timeout: 30_000 });
    // nothing was reloaded under the member: what they typed is still there
    await expect(page.getByLabel('Name or brand')).toHaveValue('half-typed');
    expect(await seriousViolations(page)).toEqual([]);

    await bar.getByRole('button', { name: 'Reload now' }).click();
    await expect(page.getByLabel('Name or brand')).toHaveValue('');
    await appReady(page);
    await expect(bar).toHaveCount(0);
  } finally {
    for (const [ext, bytes] of Object.entries(before)) fs.writeFileSync(sw + ext, bytes);
  }
});
