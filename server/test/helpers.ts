import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { ErrorBody } from '@inklore/contract';
import { fillSentence } from '@inklore/contract/sentences/match';
import { SENTENCES, type SentenceKey } from '@inklore/contract/sentences/sentences';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp, type AppInstance } from '#src/app.ts';
import { loadConfig, type Config } from '#src/config.ts';
import { createDb, type Db } from '#src/db/database.ts';
import { hashPassword } from '#src/features/auth/passwords.ts';
import { generateSecret, totp } from '#src/features/totp/totp.ts';
import { readDemoInks } from '#src/seed/demo.ts';
import { prng, seedSynthetic, SYNTHETIC_SOURCE } from '#src/seed/synthetic.ts';
import { withDatabase } from './global-setup.ts';

export type TestContext = { app: AppInstance; db: Db; config: Config; close: () => Promise<void> };

/**
 * A real database for one test file, already migrated and holding the demo catalogue:
 * a copy of the SQLite template, or a PostgreSQL database cloned from the template database
 * when TEST_DATABASE_URL is set. Nothing is mocked.
 */
export async function openTestDb(): Promise<{
  db: Db;
  drop: () => Promise<void>;
  database: Config['database'];
}> {
  const pgUrl = inject('pgUrl');
  if (pgUrl) {
    const name = `inklore_t_${randomBytes(6).toString('hex')}`;
    const admin = createDb({ kind: 'postgres', url: pgUrl }, { poolSize: 1 });
    await sql`create database ${sql.id(name)} template ${sql.id(inject('pgTemplate'))}`.execute(
      admin,
    );
    const database = { kind: 'postgres' as const, url: withDatabase(pgUrl, name) };
    const db = createDb(database, { poolSize: 4 });
    return {
      db,
      database,
      drop: async () => {
        await db.destroy();
        await sql`drop database if exists ${sql.id(name)}`.execute(admin);
        await admin.destroy();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-t-'));
  const file = path.join(dir, 'inklore.sqlite');
  fs.copyFileSync(inject('sqliteTemplate'), file);
  const database = { kind: 'sqlite' as const, file };
  const db = createDb(database);
  return {
    db,
    database,
    drop: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * buildApp on a fresh test database; extra environment overrides the defaults. `watch` may
 * give the app a view of the database that notes what it runs (Kysely's `withPlugin`), and
 * add hooks before the app is ready: to see what a request does, never to change it.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: {
    logStream?: NodeJS.WritableStream;
    watch?: { db?: (db: Db) => Db; hooks?: (app: AppInstance) => void };
  } = {},
): Promise<TestContext> {
  const { db, drop, database } = await openTestDb();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-data-'));
  const config: Config = {
    // Errors only (pino writes them to stdout, which the run shows): an unexpected 500 in a
    // run shows its cause beside the failure.
    ...loadConfig({ LOG_LEVEL: 'error', DATA_DIR: dataDir, ...env }),
    database,
  };
  const { watch, ...rest } = deps;
  const app = await buildApp(config, { db: watch?.db ? watch.db(db) : db, ...rest });
  watch?.hooks?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app of a test file, made before the file's tests (beforeAll, by createTestApp) and closed
 * after them; with `inks`, the file's own supply of inks (inkSupply from that offset), so each
 * test takes an ink no other test touched. Its fields read the app once it is made, so a file
 * names them at the top: `const { t, freshInk } = fileTestApp({ inks: 400 });`.
 */
export function fileTestApp(opts: { inks?: number; inkCount?: number } = {}): {
  t: TestContext;
  freshInk: () => number;
} {
  let made: TestContext | undefined;
  let supply: (() => number) | undefined;
  beforeAll(async () => {
    made = await createTestApp();
    if (opts.inks !== undefined) supply = await inkSupply(made.db, opts.inks, opts.inkCount);
  });
  afterAll(() => made?.close());
  const ready = (): TestContext => {
    if (!made) throw new Error('fileTestApp: the app is made in beforeAll, before the tests');
    return made;
  };
  return {
    t: {
      get app() {
        return ready().app;
      },
      get db() {
        return ready().db;
      },
      get config() {
        return ready().config;
      },
      close: () => ready().close(),
    },
    freshInk: () => {
      if (!supply) throw new Error('fileTestApp: no inks asked for');
      return supply();
    },
  };
}

/** Parses a JSON response body with a type the test states. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the expected shape
export function json<T>(res: { body: string }): T {
  return JSON.parse(res.body) as T;
}

/**
 * The one error shape: code and message, and only fields, key and values beside them; a key
 * names the catalogue's sentence that, with the values, is the message (ADR 084).
 */
export function expectErrorShape(body: ErrorBody): void {
  const allowed = ['code', 'fields', 'key', 'message', 'values'];
  expect(Object.keys(body).filter((k) => !allowed.includes(k))).toEqual([]);
  expect(body.message).toMatch(/\S/);
  if (body.key !== undefined) {
    expect(body.key in SENTENCES, body.key).toBe(true);
    expect(fillSentence(SENTENCES[body.key as SentenceKey], body.values ?? {})).toBe(body.message);
  }
}

/** Headers for a mutating call: a CSRF token from the API, sent as header and cookie. */
export async function csrfHeaders(
  app: AppInstance,
  cookies: Record<string, string> = {},
): Promise<Record<string, string>> {
  const res = await app.inject({ method: 'GET', url: '/api/auth/csrf-token' });
  const token = (JSON.parse(res.body) as { csrfToken: string }).csrfToken;
  const jar = { ...cookies, inklore_csrf: token };
  return {
    'x-csrf-token': token,
    cookie: Object.entries(jar)
      .map(([k, v]) => `${k}=${v}`)
      .join('; '),
  };
}

type InjectResponse = Awaited<ReturnType<AppInstance['inject']>>;

/**
 * A browser's cookies for app.inject: keeps what responses set (and drops what they clear)
 * and sends them, with the CSRF header, on the next call.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  csrf: string | undefined;
  /** sent as Accept-Language when set, as the web app sends its page's language */
  language: string | undefined;

  readonly app: AppInstance;
  readonly ip: string;

  constructor(app: AppInstance, ip = '127.0.0.1') {
    this.app = app;
    this.ip = ip;
  }

  private header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private headers(more: Record<string, string> = {}): Record<string, string> {
    const h: Record<string, string> = { cookie: this.header(), ...more };
    if (this.language !== undefined) h['accept-language'] = this.language;
    return h;
  }

  private keep(res: InjectResponse): InjectResponse {
    for (const c of res.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const cleared =
        c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now());
      if (cleared || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    const rotated = res.headers['x-csrf-token'];
    if (typeof rotated === 'string') this.csrf = rotated;
    return res;
  }

  async get(url: string): Promise<InjectResponse> {
    return this.keep(
      await this.app.inject({
        method: 'GET',
        url,
        headers: this.headers(),
        remoteAddress: this.ip,
      }),
    );
  }

  async send(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
  ): Promise<InjectResponse> {
    if (!this.csrf) {
      const r = await this.get('/api/auth/csrf-token');
      this.csrf = (JSON.parse(r.body) as { csrfToken: string }).csrfToken;
    }
    const headers = this.headers({ 'x-csrf-token': this.csrf });
    return this.keep(
      await this.app.inject({
        method,
        url,
        headers,
        remoteAddress: this.ip,
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      }),
    );
  }

  post(url: string, body?: unknown) {
    return this.send('POST', url, body);
  }
}

let userCounter = 0;
const DEFAULT_PASSWORD = 'a long enough password';
let defaultHash: Promise<string> | undefined;

/** Creates an account directly in the database (role and verification as given). */
export async function createUser(
  db: Db,
  opts: {
    role?: 'user' | 'moderator' | 'admin';
    verified?: boolean;
    password?: string;
    username?: string;
    /** How old the account is (trust levels count votes from a day old; default: new). */
    ageDays?: number;
    /**
     * A trusted member (trust levels): a month old with three approved discoveries.
     */
    trusted?: boolean;
    /** The sign-up network and group (accounts made together share a group). */
    signup?: { network: string; cluster: number | null };
  } = {},
): Promise<{ id: number; username: string; email: string; password: string }> {
  userCounter += 1;
  const username = opts.username ?? `user${userCounter}_${randomBytes(3).toString('hex')}`;
  const email = `${username}@example.test`;
  const password = opts.password ?? DEFAULT_PASSWORD;
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  const ageDays = opts.ageDays ?? (opts.trusted ? 30 : 0);
  const now = new Date(Date.now() - ageDays * 86_400_000).toISOString();
  const row = await db
    .insertInto('users')
    .values({
      username,
      username_norm: username.toLowerCase(),
      email,
      email_norm: email.toLowerCase(),
      password_hash:
        password === DEFAULT_PASSWORD ? await defaultHash : await hashPassword(password),
      role: opts.role ?? 'user',
      email_verified: opts.verified === false ? 0 : 1,
      created_at: now,
      updated_at: now,
      signup_network: opts.signup?.network ?? null,
      signup_cluster: opts.signup?.cluster ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (opts.trusted) {
    // three approved discoveries: the accepted contributions a trusted member has by default
    // (discoveries, not comments or images, whose ids other tests' routes would meet)
    for (let i = 0; i < 3; i++) {
      await db
        .insertInto('ink_submissions')
        .values({
          user_id: row.id,
          name: `Trusted ${username} ${i}`,
          brand: 'Test',
          color_family: 'Blue',
          color_hex: '#223366',
          duplicate_key: `test|trusted${username}${i}`,
          status: 'approved',
          created_at: now,
        })
        .execute();
    }
  }
  return { id: row.id, username, email, password };
}

/** A browser signed in as a new account with the given role. */
export async function signedIn(
  t: TestContext,
  opts: Parameters<typeof createUser>[1] & { totp?: boolean } = {},
): Promise<{ browser: Browser; user: Awaited<ReturnType<typeof createUser>> }> {
  const user = await createUser(t.db, opts);
  // Each signed-in browser has its own address, so sign-in limits per IP stay out of the way.
  const browser = new Browser(t.app, `10.99.${Math.floor(userCounter / 250)}.${userCounter % 250}`);
  const res = await browser.post('/api/auth/login', {
    login: user.username,
    password: user.password,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  if (opts.totp) {
    await t.db.updateTable('users').set({ totp_enabled: 1 }).where('id', '=', user.id).execute();
  }
  return { browser, user };
}

/** A session for `userId` written straight into the database, valid for a day: its cookie token. */
export async function insertSession(
  db: Db,
  userId: number,
  { mfa = false, userAgent = 'test' }: { mfa?: boolean; userAgent?: string } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      id: createHash('sha256').update(token).digest('hex'),
      user_id: userId,
      created_at: new Date(now).toISOString(),
      last_seen_at: new Date(now).toISOString(),
      expires_at: new Date(now + 86_400_000).toISOString(),
      ip: null,
      user_agent: userAgent,
      mfa: mfa ? 1 : 0,
    })
    .execute();
  return token;
}

/**
 * A browser with a session written straight into the database (no sign-in round trip), as
 * the architecture guide recommends for fixtures.
 */
export async function withSession(
  t: TestContext,
  opts: Parameters<typeof createUser>[1] & { totp?: boolean } = {},
): Promise<{ browser: Browser; user: Awaited<ReturnType<typeof createUser>> }> {
  const user = await createUser(t.db, opts);
  if (opts.totp)
    await t.db.updateTable('users').set({ totp_enabled: 1 }).where('id', '=', user.id).execute();
  const token = await insertSession(t.db, user.id, { mfa: opts.totp === true });
  const browser = new Browser(t.app, `10.98.${Math.floor(userCounter / 250)}.${userCounter % 250}`);
  browser.cookies.set('inklore_session', token);
  return { browser, user };
}

export type OutboxMail = { to: string; subject: string; text: string; html: string; raw: string };

function decodePart(body: string, encoding: string | undefined): string {
  const enc = (encoding ?? '').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Reads a raw RFC 5322 message as nodemailer writes it: headers and the text and HTML parts. */
export function parseMail(raw: string): OutboxMail {
  const unfolded = raw.replace(/\r\n/g, '\n');
  const [head = '', ...rest] = unfolded.split('\n\n');
  const headers = (h: string) => {
    const map = new Map<string, string>();
    for (const line of h.replace(/\n[ \t]+/g, ' ').split('\n')) {
      const i = line.indexOf(':');
      if (i > 0) map.set(line.slice(0, i).toLowerCase(), line.slice(i + 1).trim());
    }
    return map;
  };
  const top = headers(head);
  const body = rest.join('\n\n');
  const boundary = /boundary="?([^";]+)"?/.exec(top.get('content-type') ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [body];
  let text = '';
  let html = '';
  for (const part of parts) {
    const [ph = '', ...pb] = part.replace(/^\n/, '').split('\n\n');
    const h = boundary ? headers(ph) : top;
    const content = decodePart(
      boundary ? pb.join('\n\n') : body,
      h.get('content-transfer-encoding'),
    );
    if ((h.get('content-type') ?? '').startsWith('text/html')) html = content;
    else text = content;
  }
  const subject = (top.get('subject') ?? '').replace(
    // RFC 2047 encoded words, as nodemailer writes a subject that is not ASCII; only the space
    // between two encoded words is not part of the text (6.2)
    /=\?utf-8\?([bq])\?([^?]*)\?=(?:\s+(?==\?))?/gi,
    (_m, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodePart(data.replace(/_/g, ' '), 'quoted-printable'),
  );
  return { to: top.get('to') ?? '', subject, text, html, raw };
}

/**
 * Mails written to DATA_DIR/outbox, oldest first, optionally only those to one address;
 * waits briefly (mail is sent in the background) until at least `expected` are there.
 */
export async function outbox(config: Config, expected = 1, to?: string): Promise<OutboxMail[]> {
  const dir = path.join(config.dataDir, 'outbox');
  let mails: OutboxMail[] = [];
  for (let i = 0; i < 400; i++) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
    mails = files
      .map((f) => parseMail(fs.readFileSync(path.join(dir, f), 'utf8')))
      .filter((m) => !to || m.to.toLowerCase().includes(to.toLowerCase()));
    if (mails.length >= expected) return mails;
    await new Promise((r) => setTimeout(r, 20));
  }
  return mails;
}

/** The first link in a mail's text. */
export function linkIn(mail: OutboxMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in mail: ${mail.text}`);
  return link;
}

/**
 * Live inks handed out one at a time (from `offset` in id order), so that tests of
 * one-per-member-per-ink rules never share an ink.
 */
export async function inkSupply(db: Db, offset = 0, count = 60): Promise<() => number> {
  const ids = (
    await db
      .selectFrom('inks')
      .select('id')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .offset(offset)
      .limit(count)
      .execute()
  ).map((r) => r.id);
  let next = 0;
  return () => {
    const id = ids[next++];
    if (id === undefined) throw new Error(`inkSupply: all ${ids.length} inks are used`);
    return id;
  };
}

/**
 * A personal access token for `userId` written straight into the database (ADR 029): its
 * secret, for `Authorization: Bearer`.
 */
export async function insertAccessToken(
  db: Db,
  userId: number,
  scope: 'read' | 'write',
  { expiresAt = null, name = 'test token' }: { expiresAt?: string | null; name?: string } = {},
): Promise<{ id: number; secret: string }> {
  const secret = `ink_${randomBytes(32).toString('base64url')}`;
  const row = await db
    .insertInto('access_tokens')
    .values({
      user_id: userId,
      name,
      token_hash: createHash('sha256').update(secret).digest('hex'),
      scope,
      created_at: new Date().toISOString(),
      expires_at: expiresAt,
      last_used_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, secret };
}

// ---- set-up other features own ------------------------------------------------------------
// A test in a feature imports only its own feature, the shared layers and this kit (ADR 046):
// what it needs of another feature or of the composition layer to set up, it takes from here.

/** A password hash as the auth feature stores it, for accounts a test writes into the database. */
export { hashPassword };

/** A new TOTP secret, as the two-factor feature makes one (base32). */
export const newTotpSecret = (): string => generateSecret();

/** The TOTP code an authenticator app shows for `secret` at `at` (ms since the epoch). */
export const totpCode = (secret: string, at = Date.now()): string => totp(secret, at);

/** A seeded generator of numbers in [0, 1) (the synthetic seed's): the same data every run. */
export { prng };

/** The demo catalogue the test databases hold (server/src/seed/demo.ts), as its file gives it. */
export const demoInks = (): ReturnType<typeof readDemoInks> => readDemoInks();

/**
 * `count` synthetic inks (server/src/seed/synthetic.ts) added to the catalogue, the same for
 * the same seed: those inks, in id order.
 */
export async function addSyntheticInks(
  db: Db,
  count: number,
  seed: number,
): Promise<{ id: number; brand: string; line: string | null; name: string }[]> {
  await seedSynthetic(db, { inks: count, seed, append: true });
  return db
    .selectFrom('inks')
    .select(['id', 'brand', 'line', 'name'])
    .where('source', '=', SYNTHETIC_SOURCE)
    .orderBy('id')
    .limit(count)
    .execute();
}
