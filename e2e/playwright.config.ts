import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * Browser journeys in Debian's Chromium against the real server serving the production build,
 * on a throwaway data folder (fresh SQLite database with the demo catalogue).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3210);
// Chosen once by the runner; the workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-e2e-'));
// The production build of this run, in a folder of its own: another build of web/dist (by a
// developer, or a second run) must not change the files under a running server.
const webDist = path.join(process.env.E2E_DATA_DIR, 'web-dist');
export const baseURL = `http://127.0.0.1:${port}`;
/** The local OpenID Connect provider (e2e/support/oidc-provider.ts) the app signs in with. */
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 1);
const oidcIssuer = `http://127.0.0.1:${oidcPort}`;

// Debian's chromium-headless-shell when it is there (.ci/run installs it): the same Blink and
// V8 as its chromium, without the desktop browser's compositor and GPU process, so a journey
// costs about a sixth less CPU. CHROME_PATH picks another.
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath:
    process.env.CHROME_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Journeys through a flow (a member's or the staff's steps), run at one size (ADR 085): a
 * member's flows at phone size, where most members are; the staff's at desktop size, where
 * the console is used. Every screen those flows pass through is still checked at both sizes
 * (a11y, screens, accounts-screens, shell...), with axe; a flow's second run checked the same
 * steps again and was a fifth of the journeys' time.
 */
const MEMBER_FLOWS = [
  'access-tokens',
  'between-members',
  'collections',
  'comments',
  'follows',
  'history',
  'inventory',
  'moving-in',
  'offline',
  'pens',
  'pens-import',
  'reports',
  'year-in-ink',
];
const STAFF_FLOWS = ['admin-reports', 'moderation', 'staff-console'];
const specs = (names: readonly string[]) => new RegExp(`[\\/](${names.join('|')})\\.spec\\.ts$`);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : 2,
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromium,
    // the trace keeps its DOM snapshots, not a screencast: recording every frame of every
    // journey cost a third of the run's CPU (a failure still gets its screenshot). CI keeps
    // no files, only what it prints, so there it records no trace at all, and no screenshot:
    // 'only-on-failure' shoots every page of every journey as its context closes, before it
    // knows the outcome, and throws the picture away on a pass (about 0.5 s a journey).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: process.env.CI ? 'off' : 'only-on-failure',
    colorScheme: 'light',
    // no service worker but in the offline journeys (offline.spec.ts): a worker answering
    // from its caches would hide requests from the journeys that watch or stub them
    serviceWorkers: 'block',
    locale: 'en-US',
    timezoneId: 'UTC',
  },
  projects: [
    {
      name: 'phone',
      testIgnore: [/desktop\//, specs(STAFF_FLOWS)],
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    {
      name: 'desktop',
      testIgnore: specs(MEMBER_FLOWS),
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      // started first: the app reads the provider's settings when a sign-in starts
      command: 'node scripts/run.mjs e2e/support/oidc-e2e.ts',
      cwd: root,
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        OIDC_PORT: String(oidcPort),
        REDIRECT_URI: `${baseURL}/api/auth/oidc/local/callback`,
      },
    },
    {
      command: `npm run build --silent -w @inklore/web -- --outDir ${webDist} --emptyOutDir --logLevel warn && node scripts/start.mjs`,
      cwd: root,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      // the server's warnings and errors (LOG_LEVEL warn): a journey's 500 shows its cause
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        WEB_DIST: webDist,
        LOG_LEVEL: 'warn',
        SEED: 'demo',
        STAFF_MFA: 'required',
        // every journey signs in from 127.0.0.1, many at once: the per-IP limits would trip
        RATE_LIMIT_LOGIN_IP: 'off',
        RATE_LIMIT_SIGNUP_IP: 'off',
        RATE_LIMIT_TOTP_IP: 'off',
        RATE_LIMIT_OIDC_START_IP: 'off',
        // every page load of every journey comes from 127.0.0.1 too: the flood guard
        // (3000 requests a minute per IP) would refuse the later journeys
        RATE_LIMIT_REQUESTS_IP: 'off',
        // trust levels (ADR 041): the journeys' members are minutes old, so their votes count
        // and they are trusted at once; the server suite proves the default thresholds
        TRUST_VOTE_AGE_HOURS: '0',
        TRUSTED_AGE_DAYS: '0',
        TRUSTED_CONTRIBUTIONS: '0',
        OIDC_PROVIDERS: 'local',
        OIDC_LOCAL_ISSUER: oidcIssuer,
        OIDC_LOCAL_CLIENT_ID: 'inklore-local',
        OIDC_LOCAL_CLIENT_SECRET: 'local-oidc-secret',
        OIDC_LOCAL_LABEL: 'Local ID',
      },
    },
  ],
});
