import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { SOCIAL_MESSAGES, type ErrorBody, type NotificationSettings } from '@inklore/contract';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '#src/mail/mailer.ts';
import {
  createTestApp,
  json,
  parseMail,
  withSession,
  type OutboxMail,
  type TestContext,
} from '../../../test/helpers.ts';
import { sendDigests } from './digest.service.ts';
import { digestCandidates } from './social.queries.ts';
import { block, expectError, expectStatus, follow, setSettings } from './social.test-kit.ts';

/**
 * The digest mail (ADR 060) to a real SMTP peer: off by default, daily or weekly, only verified
 * emails, the unread notifications no digest listed yet, user text escaped in the HTML, the
 * one-click unsubscribe of RFC 8058 (the link in the body, List-Unsubscribe and
 * List-Unsubscribe-Post headers), and POSTing the header's URL turns it off without a session
 * or a CSRF token, while every other route keeps its CSRF guard.
 */
const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push(Buffer.concat(chunks).toString('utf8'));
      done();
    });
  },
});

const SITE = 'http://inklore.test';
const execFileAsync = promisify(execFile);
let t: TestContext;
let smtpUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  t = await createTestApp({
    SMTP_URL: smtpUrl,
    PUBLIC_URL: SITE,
    RATE_LIMIT_FOLLOW_USER: '1000/1m',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const DAY = 86_400_000;
const run = (now = Date.now(), mailer = t.app.mailer) =>
  sendDigests({ db: t.db, mailer, publicUrl: t.config.publicUrl, log: t.app.log }, now);
const mailsSince = (from: number): OutboxMail[] => received.slice(from).map(parseMail);
const member = () => withSession(t, { ageDays: 2 });

/** A header of a raw message (folded lines joined). */
function header(raw: string, name: string): string | undefined {
  const head = raw.replace(/\r\n/g, '\n').split('\n\n')[0] ?? '';
  const line = head
    .replace(/\n[ \t]+/g, ' ')
    .split('\n')
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** Someone follows `who`: one new_follower notification for them. */
async function followed(who: string): Promise<void> {
  await follow((await member()).browser, who);
}

const settingsOf = async (b: Awaited<ReturnType<typeof member>>['browser']) =>
  json<NotificationSettings>(await b.get('/api/auth/notifications/settings'));

/** A one-click unsubscribe as a mail client sends it: no cookie, no CSRF token, a form body. */
const oneClick = (url: string, body = 'List-Unsubscribe=One-Click') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
    remoteAddress: '10.75.0.1',
  });

describe('the digest mail', () => {
  it('mails the unread notifications once, escaped, with the one-click unsubscribe; its POST turns the digest off', async () => {
    const m = await member();
    const mod = await withSession(t, { role: 'moderator', totp: true });
    await setSettings(m.browser, { off: [], digest: 'daily' });
    // a rejection whose reason looks like HTML, and a new follower
    const sent = await m.browser.post('/api/submissions', {
      name: 'Quill <b>bold</b>',
      brand: 'Inklore Test Works',
      color: 'Blue',
      colorHex: '#223366',
    });
    expectStatus(sent, 201);
    expectStatus(
      await mod.browser.post(`/api/admin/submissions/${json<{ id: number }>(sent).id}/reject`, {
        reason: '<img src=x onerror=alert(1)> & "quoted"',
      }),
      200,
    );
    await followed(m.user.username);

    const from = received.length;
    expect(await run()).toBe(1);
    const mails = mailsSince(from);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [OutboxMail];
    expect(mail.to).toContain(m.user.email);
    expect(mail.subject).toBe('Inklore: 2 unread notifications');
    expect(mail.text).toContain(
      'Your discovery "Quill <b>bold</b>" was rejected: <img src=x onerror=alert(1)> & "quoted".',
    );
    expect(mail.text).toMatch(/user\S+ followed you\./);
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<b>bold');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62; &#38; &#34;quoted&#34;');
    const key = (
      await t.db
        .selectFrom('notification_settings')
        .select('unsubscribe_key')
        .where('user_id', '=', m.user.id)
        .executeTakeFirstOrThrow()
    ).unsubscribe_key;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(`${SITE}/unsubscribe?token=${key}`);
    expect(mail.text).toContain(`${SITE}/notifications`);
    const listUnsubscribe = header(mail.raw, 'List-Unsubscribe');
    expect(listUnsubscribe).toBe(`<${SITE}/api/unsubscribe?token=${key}>`);
    expect(header(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // listed once: the next run sends nothing
    expect(await run()).toBe(0);
    expect(await run(Date.now() + 2 * DAY)).toBe(0);

    // a GET of the header's address never unsubscribes (mail scanners follow links)
    const url = new URL((listUnsubscribe ?? '').slice(1, -1));
    const get = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(get.statusCode).toBe(404);
    expect((await settingsOf(m.browser)).digest).toBe('daily');
    // the one-click POST, as a mail client sends it
    const res = await oneClick(url.pathname + url.search);
    expectStatus(res, 200);
    expect(json<{ message: string }>(res).message).toBe(SOCIAL_MESSAGES.unsubscribed);
    expect(await settingsOf(m.browser)).toEqual({ off: [], digest: 'off' });
    // again (a second click): still 200; the same kinds stay on
    expectStatus(await oneClick(url.pathname + url.search), 200);
    // multipart/form-data, as RFC 8058 prefers, and no body at all (the web page's button)
    for (const request of [
      {
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload:
          '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
      },
      { headers: {}, payload: undefined },
    ]) {
      const again = await t.app.inject({
        method: 'POST',
        url: url.pathname + url.search,
        headers: request.headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      expectStatus(again, 200);
    }
  });

  it('refuses an unknown or missing key with 400 and changes nothing', async () => {
    const m = await member();
    await setSettings(m.browser, { off: [], digest: 'weekly' });
    expectError(
      await oneClick('/api/unsubscribe?token=not-a-key-anyone-has'),
      400,
      'bad_request',
      SOCIAL_MESSAGES.badUnsubscribeLink,
    );
    expectError(await oneClick('/api/unsubscribe'), 400, 'validation_failed');
    expectError(await oneClick(`/api/unsubscribe?token=${'k'.repeat(201)}`), 400);
    expectError(await oneClick('/api/unsubscribe?token=a&other=1'), 400);
    expectError(await oneClick('/api/unsubscribe?token=a', 'x'.repeat(2000)), 413);
    expect((await settingsOf(m.browser)).digest).toBe('weekly');
  });

  it("is written in the member's saved language, its links in that language (ADR 081)", async () => {
    const m = await member();
    await t.db.updateTable('users').set({ locale: 'de' }).where('id', '=', m.user.id).execute();
    await setSettings(m.browser, { off: [], digest: 'weekly' });
    await followed(m.user.username);
    const from = received.length;
    expect(await run()).toBe(1);
    const [mail] = mailsSince(from) as [OutboxMail];
    expect(mail.subject).toBe('Inklore: eine ungelesene Benachrichtigung');
    expect(mail.text).toContain(`Hallo ${m.user.username},`);
    expect(mail.text).toMatch(/• user\S+ folgt dir jetzt\./);
    expect(mail.text).toContain('eine wöchentliche Zusammenfassung');
    expect(mail.text).toContain(`${SITE}/de/notifications`);
    expect(mail.text).toMatch(new RegExp(`${SITE}/de/unsubscribe\\?token=`));
    // the one-click header stays the API's, which has no language
    expect(header(mail.raw, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/inklore\.test\/api\/unsubscribe\?token=/,
    );
  });

  it('waits a day (daily) or a week (weekly); only verified emails; nothing unread, no mail', async () => {
    const daily = await member();
    const weekly = await member();
    const unverified = await withSession(t, { verified: false });
    const off = await member();
    const quiet = await member();
    await setSettings(daily.browser, { off: [], digest: 'daily' });
    await setSettings(weekly.browser, { off: [], digest: 'weekly' });
    await setSettings(unverified.browser, { off: [], digest: 'daily' });
    await setSettings(quiet.browser, { off: [], digest: 'daily' });
    for (const s of [daily, weekly, unverified, off]) await followed(s.user.username);
    const to = (from: number) => mailsSince(from).map((m) => m.to);

    let from = received.length;
    await run();
    expect(to(from)).toHaveLength(2);
    for (const s of [daily, weekly]) {
      expect(to(from).some((x) => x.includes(s.user.email))).toBe(true);
    }
    // something new for each, and time passes
    for (const s of [daily, weekly]) await followed(s.user.username);
    from = received.length;
    await run(Date.now() + 2 * 3_600_000);
    expect(to(from)).toHaveLength(0);
    await run(Date.now() + DAY + 60_000);
    expect(to(from)).toEqual([expect.stringContaining(daily.user.email)]);
    from = received.length;
    await run(Date.now() + 7 * DAY + 60_000);
    expect(to(from)).toEqual([expect.stringContaining(weekly.user.email)]);
    // read notifications are no news
    await followed(daily.user.username);
    expectStatus(await daily.browser.post('/api/auth/notifications/read', { all: true }), 204);
    from = received.length;
    await run(Date.now() + 3 * DAY);
    expect(to(from)).toHaveLength(0);
  });

  it('claims no member whose only unread notification is of a member they blocked', async () => {
    const m = await member();
    await setSettings(m.browser, { off: [], digest: 'daily' });
    const fan = await member();
    await follow(fan.browser, m.user.username);
    await block(t.db, m.user.id, fan.user.id);
    const from = received.length;
    await run();
    expect(mailsSince(from).filter((x) => x.to.includes(m.user.email))).toEqual([]);
    const row = await t.db
      .selectFrom('notification_settings')
      .select('digest_sent_at')
      .where('user_id', '=', m.user.id)
      .executeTakeFirstOrThrow();
    expect(row.digest_sent_at).toBeNull();
    // not even claimed and given back: it is not among the members due
    const due = await digestCandidates(
      t.db,
      new Date(Date.now() - DAY).toISOString(),
      new Date(Date.now() - 7 * DAY).toISOString(),
      { after: 0, limit: 100_000 },
    );
    expect(due.map((d) => d.user_id)).not.toContain(m.user.id);
    // a notification of someone else makes it due again
    await followed(m.user.username);
    const again = await digestCandidates(
      t.db,
      new Date(Date.now() - DAY).toISOString(),
      new Date(Date.now() - 7 * DAY).toISOString(),
      { after: m.user.id - 1, limit: 1 },
    );
    expect(again.map((d) => d.user_id)).toEqual([m.user.id]);
  });

  it('reads the members due in batches, and mails every one', async () => {
    const due = [await member(), await member(), await member()];
    for (const s of due) {
      await setSettings(s.browser, { off: [], digest: 'daily' });
      await followed(s.user.username);
    }
    const from = received.length;
    await sendDigests(
      { db: t.db, mailer: t.app.mailer, publicUrl: t.config.publicUrl, log: t.app.log },
      Date.now(),
      1,
    );
    const to = mailsSince(from).map((x) => x.to);
    for (const s of due) expect(to.filter((x) => x.includes(s.user.email))).toHaveLength(1);
  });

  it('sends one mail when two runs go at once, and tries a failed mail again next run', async () => {
    const m = await member();
    await setSettings(m.browser, { off: [], digest: 'daily' });
    await followed(m.user.username);
    const down = createMailer({ ...t.config, smtpUrl: 'smtp://127.0.0.1:9' }, t.app.log);
    expect(await run(Date.now(), down)).toBe(0);
    down.close();
    const from = received.length;
    const runs = await Promise.all([run(), run()]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(mailsSince(from).filter((x) => x.to.includes(m.user.email))).toHaveLength(1);
  });

  it('is sent by `npm run cli -- notifications:digest` against the configured database and mailer', async () => {
    const m = await member();
    await setSettings(m.browser, { off: [], digest: 'daily' });
    await followed(m.user.username);
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
    const database = t.config.database;
    // a settings file of its own, so a .env in the project folder changes nothing here
    const settings = path.join(t.config.dataDir, 'digest.env');
    fs.writeFileSync(settings, '# the test gives every setting in the environment\n');
    const env: Record<string, string> = {
      PATH: process.env['PATH'] ?? '',
      SMTP_URL: smtpUrl,
      PUBLIC_URL: SITE,
      LOG_LEVEL: 'silent',
      ENV_FILE: settings,
      ...(database.kind === 'postgres'
        ? { DATABASE_URL: database.url, DATA_DIR: t.config.dataDir }
        : { DATA_DIR: path.dirname(database.file) }),
    };
    // not spawnSync: the SMTP peer answers from this process's event loop
    const digest = () =>
      execFileAsync(
        process.execPath,
        ['scripts/run.mjs', 'server/src/cli.ts', 'notifications:digest'],
        {
          cwd: root,
          env,
          encoding: 'utf8',
        },
      );
    const from = received.length;
    const cli = await digest();
    expect(cli.stdout, cli.stderr).toMatch(/Sent \d+ digest mails?\./);
    expect(mailsSince(from).some((x) => x.to.includes(m.user.email))).toBe(true);
    const again = await digest();
    expect(again.stdout, again.stderr).toContain('No digest was due');
  }, 60_000);
});

describe('the CSRF guard', () => {
  it('still refuses other POSTs without a token, however the path is spelled', async () => {
    const m = await member();
    await followed(m.user.username);
    const cookie = [...m.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const key = 'x'.repeat(43);
    const spellings = [
      '/api/auth/notifications/read',
      '/api/auth/notifications/read/',
      '//api/auth/notifications/read',
      '/api//auth/notifications/read',
      '/API/auth/notifications/read',
      '/api/auth/notifications/%72ead',
      '/api/auth/notifications/read?token=x',
      '/api/auth/notifications/read;/api/unsubscribe',
      // a dot-dot segment climbing out of the exempt route
      ['/api/unsubscribe', '..', 'auth', 'notifications', 'read'].join('/'),
      '/api/unsubscribe/%2e%2e/auth/notifications/read',
      '/api/unsubscribe%2f..%2fauth/notifications/read',
      `${SITE}/api/auth/notifications/read?next=/api/unsubscribe`,
    ];
    for (const url of spellings) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ all: true }),
      });
      expect([403, 404, 400], `${url}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      if (res.statusCode === 403) expect(json<ErrorBody>(res).code).toBe('csrf_failed');
    }
    // nothing was marked read
    const res = await m.browser.get('/api/auth/notifications/count');
    expect(json<{ unread: number }>(res).unread).toBe(1);
    // and a follow without a token, from a page of another site, is refused
    const other = await member();
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/follows/members/${other.user.username}?token=${key}`,
      headers: { cookie, origin: 'https://evil.example' },
    });
    expectError(refused, 403, 'csrf_failed');
  });
});
