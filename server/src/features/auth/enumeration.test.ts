import fs from 'node:fs';
import path from 'node:path';
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  createTestApp,
  createUser,
  outbox,
  type TestContext,
} from '../../../test/helpers.ts';

/**
 * No account enumeration (ADR 040): sign-up and forgot-password do the same work
 * before their answer for an address with an account and one without, and the work that
 * differs (the lookup by email, the account, the token, the mail) starts only once the answer
 * is written. What the database runs is noted in order, with an "answer" mark where the
 * answer leaves (an onSend hook, which runs before the answer is written), so the proof does
 * not hang on timing. The timings themselves are only printed.
 */

type Note =
  { at: 'query'; shape: string } | { at: 'request' | 'answer'; url: string; outbox: number };
const notes: Note[] = [];

/** A query's shape: its kind, tables and columns, without the values it carries. */
function shape(node: RootOperationNode): string {
  return JSON.stringify(node, (key, value: unknown) => {
    if (key === 'value' || key === 'parameters') return undefined;
    // a list of plain values (an insert's row): how many, not what
    if (Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object'))
      return value.length;
    return value;
  });
}

const noting: KyselyPlugin = {
  transformQuery: ({ node }) => {
    notes.push({ at: 'query', shape: shape(node) });
    return node;
  },
  transformResult: ({ result }) => Promise.resolve(result),
};

let t: TestContext;
const outboxSize = () => {
  const dir = path.join(t.config.dataDir, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'http://inklore.test' },
    {
      watch: {
        db: (db) => Object.assign(db.withPlugin(noting), { kind: db.kind }),
        hooks: (app) => {
          app.addHook('onRequest', (req, _reply, done) => {
            notes.push({ at: 'request', url: req.url, outbox: outboxSize() });
            done();
          });
          app.addHook('onSend', (req, _reply, payload, done) => {
            notes.push({ at: 'answer', url: req.url, outbox: outboxSize() });
            done(null, payload);
          });
        },
      },
    },
  );
});
afterAll(async () => {
  await t.close();
});

type Seen = {
  status: number;
  body: string;
  headers: string[];
  /** Queries from the request's start to its answer. */
  before: string[];
  /** Queries run after the answer, until the work after it is done. */
  after: string[];
  /** Mails written before the answer left, and once everything is done. */
  mailsBefore: number;
  mailsAfter: number;
};

/** One call, alone on the server: what it answered and what it did before and after. */
async function watch(ip: string, url: string, body: Record<string, string>): Promise<Seen> {
  const b = new Browser(t.app, ip);
  await b.get('/api/auth/csrf-token');
  await t.app.afterAnswer.idle();
  const from = notes.length;
  const start = outboxSize();
  const res = await b.post(url, body);
  await t.app.afterAnswer.idle();
  const all = notes.slice(from);
  const seen = all.slice(all.findIndex((n) => n.at === 'request' && n.url === url));
  const answer = seen.findIndex((n) => n.at === 'answer' && n.url === url);
  expect(answer).toBeGreaterThan(0);
  const queries = (list: Note[]) => list.flatMap((n) => (n.at === 'query' ? [n.shape] : []));
  const mark = seen[answer];
  return {
    status: res.statusCode,
    body: res.body,
    headers: Object.keys(res.headers)
      .filter((h) => !['date', 'x-request-id'].includes(h))
      .sort(),
    before: queries(seen.slice(0, answer)),
    after: queries(seen.slice(answer)),
    mailsBefore: (mark?.at === 'answer' ? mark.outbox : -1) - start,
    mailsAfter: outboxSize() - start,
  };
}

let n = 0;
const fresh = () => {
  n += 1;
  return {
    email: `enum${n}@example.test`,
    username: `enum_${n}`,
    password: 'ten chars or more',
  };
};

describe('sign-up tells no one whether an email has an account', () => {
  it('answers alike and does the same work before the answer; the rest comes after it', async () => {
    const owner = await createUser(t.db);
    const created = await watch('10.60.0.1', '/api/auth/signup', fresh());
    const taken = await watch('10.60.0.2', '/api/auth/signup', { ...fresh(), email: owner.email });

    expect(created.status).toBe(202);
    expect(taken.status).toBe(created.status);
    expect(taken.body).toBe(created.body);
    expect(taken.headers).toEqual(created.headers);
    expect(taken.before).toEqual(created.before);
    expect(created.before.length).toBeGreaterThan(0);
    // nothing before the answer asks by email, writes an account or a token, or mails
    for (const q of created.before) {
      expect(q).not.toMatch(/"email_norm"|auth_tokens|InsertQueryNode","into":\{[^}]*"users"/);
    }
    expect([created.mailsBefore, taken.mailsBefore]).toEqual([0, 0]);
    // after it: the new account and its verification mail; the owner's note
    expect(
      created.after.some((q) => q.includes('"InsertQueryNode"') && q.includes('"users"')),
    ).toBe(true);
    expect(taken.after.some((q) => q.includes('"InsertQueryNode"') && q.includes('"users"'))).toBe(
      false,
    );
    expect([created.mailsAfter, taken.mailsAfter]).toEqual([1, 1]);
    const [note] = await outbox(t.config, 1, owner.email);
    expect(note?.subject).toContain('someone tried to sign up with your email');
  });
});

describe('forgot-password takes as long for a known and an unknown address', () => {
  it('does the same work before the answer; the lookup, token and mail come after it', async () => {
    const known = await createUser(t.db);
    const a = await watch('10.61.0.1', '/api/auth/forgot-password', { email: known.email });
    const b = await watch('10.61.0.2', '/api/auth/forgot-password', {
      email: 'nobody-here@example.test',
    });
    expect([a.status, b.status]).toEqual([204, 204]);
    expect(a.body).toBe(b.body);
    expect(a.headers).toEqual(b.headers);
    expect(a.before).toEqual(b.before);
    for (const q of a.before) expect(q).not.toMatch(/"email_norm"|auth_tokens/);
    expect([a.mailsBefore, b.mailsBefore]).toEqual([0, 0]);
    expect(a.after.some((q) => q.includes('auth_tokens'))).toBe(true);
    expect(b.after.some((q) => q.includes('auth_tokens'))).toBe(false);
    expect([a.mailsAfter, b.mailsAfter]).toEqual([1, 0]);
  });

  it('prints the answer times of both (figures only: no assertion on time)', async () => {
    const pairs = 30;
    const users = await Promise.all(Array.from({ length: pairs }, () => createUser(t.db)));
    const times = { known: [] as number[], unknown: [] as number[] };
    const browser = new Browser(t.app, '10.62.0.1');
    await browser.get('/api/auth/csrf-token');
    for (let i = 0; i < pairs; i++) {
      for (const kind of i % 2 === 0
        ? (['known', 'unknown'] as const)
        : (['unknown', 'known'] as const)) {
        await t.app.afterAnswer.idle();
        const email = kind === 'known' ? (users[i]?.email ?? '') : `ghost${i}@example.test`;
        const started = process.hrtime.bigint();
        const res = await browser.post('/api/auth/forgot-password', { email });
        times[kind].push(Number(process.hrtime.bigint() - started) / 1e6);
        expect(res.statusCode).toBe(204);
      }
    }
    await t.app.afterAnswer.idle();
    const p50 = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
    console.log(
      `forgot-password answer p50 over ${pairs} pairs on ${t.db.kind}: known ${p50(times.known).toFixed(2)} ms, unknown ${p50(times.unknown).toFixed(2)} ms`,
    );
  });
});
