import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  inkSupply,
  parseMail,
  withSession,
  type OutboxMail,
  type TestContext,
} from '../../../test/helpers.ts';
import { createMailer } from '#src/mail/mailer.ts';
import { mailCleanSoon } from './clean-soon.service.ts';
import { addPen, day, inkPen } from './pens.test-kit.ts';

/**
 * The clean-soon mail (ADR 056) to a real SMTP peer: only to members who asked for it, once
 * per pairing past their number of days, one mail listing the pens.
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

let t: TestContext;
let freshInk: () => number;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    PUBLIC_URL: 'http://inklore.test',
  });
  freshInk = await inkSupply(t.db, 300, 40);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const run = (now = Date.now()) =>
  mailCleanSoon(
    { db: t.db, mailer: t.app.mailer, publicUrl: t.config.publicUrl, log: t.app.log },
    now,
  );

/** The mails received since `from`. */
const mailsSince = (from: number): OutboxMail[] => received.slice(from).map(parseMail);

describe('the clean-soon mail', () => {
  it('goes once per pairing, only to members who asked, listing their pens', async () => {
    const asked = await withSession(t);
    const quiet = await withSession(t);
    const unverified = await withSession(t, { verified: false });
    for (const m of [asked, unverified]) {
      const res = await m.browser.send('PUT', '/api/auth/pens/settings', {
        cleanSoonDays: 20,
        cleanSoonMail: true,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const custom = await addPen(asked.browser, { model: 'Custom 74' });
    const safari = await addPen(asked.browser, { brand: 'Lamy', model: 'Safari' });
    const fresh = await addPen(asked.browser, { brand: 'Sailor', model: 'Pro Gear' });
    await inkPen(asked.browser, custom.id, freshInk(), { inkedOn: day(-25) });
    const refilled = await inkPen(asked.browser, safari.id, freshInk(), { inkedOn: day(-40) });
    await asked.browser.post(`/api/auth/inkings/${refilled.inking.id}/refill`, { day: day(-21) });
    await inkPen(asked.browser, fresh.id, freshInk(), { inkedOn: day(-5) });
    for (const m of [quiet, unverified]) {
      const pen = await addPen(m.browser, { model: 'Not mailed' });
      await inkPen(m.browser, pen.id, freshInk(), { inkedOn: day(-90) });
    }

    const from = received.length;
    expect(await run()).toBe(1);
    const mails = mailsSince(from);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toContain(asked.user.email);
    expect(mail?.subject).toBe('Inklore: 2 pens to clean soon');
    expect(mail?.text).toContain('Pilot Custom 74');
    expect(mail?.text).toContain('Lamy Safari');
    expect(mail?.text).not.toContain('Sailor');
    expect(mail?.text).toContain('http://inklore.test/pens');
    expect(mail?.html).toContain('Lamy Safari');

    // once: the next run sends nothing, a refill or a clean resets nothing sent
    expect(await run()).toBe(0);
    // a later day: the Sailor crosses its 20 days, alone
    const later = Date.now() + 16 * 86_400_000;
    expect(await run(later)).toBe(1);
    const [next] = mailsSince(from + 1);
    expect(next?.subject).toBe('Inklore: a pen to clean soon');
    expect(next?.text).toContain('Sailor Pro Gear');
    expect(next?.text).not.toContain('Custom 74');
    expect(received).toHaveLength(from + 2);
  });

  it('a new pairing is new; turning the mail off stops it', async () => {
    const m = await withSession(t);
    await m.browser.send('PUT', '/api/auth/pens/settings', {
      cleanSoonDays: 10,
      cleanSoonMail: true,
    });
    const pen = await addPen(m.browser);
    const first = await inkPen(m.browser, pen.id, freshInk(), { inkedOn: day(-30) });
    const from = received.length;
    expect(await run()).toBe(1);
    await m.browser.post(`/api/auth/inkings/${first.inking.id}/clean`, { day: day(-15) });
    await inkPen(m.browser, pen.id, freshInk(), { inkedOn: day(-12) });
    expect(await run()).toBe(1);
    expect(mailsSince(from)).toHaveLength(2);
    const again = await addPen(m.browser, { model: 'Again' });
    await inkPen(m.browser, again.id, freshInk(), { inkedOn: day(-12) });
    await m.browser.send('PUT', '/api/auth/pens/settings', {
      cleanSoonDays: 10,
      cleanSoonMail: false,
    });
    expect(await run()).toBe(0);
    expect(received).toHaveLength(from + 2);
  });

  it('a mail that could not be sent is tried again on the next run', async () => {
    const m = await withSession(t);
    await m.browser.send('PUT', '/api/auth/pens/settings', {
      cleanSoonDays: 10,
      cleanSoonMail: true,
    });
    const pen = await addPen(m.browser);
    const { inking } = await inkPen(m.browser, pen.id, freshInk(), { inkedOn: day(-11) });
    // a real SMTP client, to a port where no one listens
    const down = createMailer({ ...t.config, smtpUrl: 'smtp://127.0.0.1:9' }, t.app.log);
    const failed = await mailCleanSoon(
      { db: t.db, mailer: down, publicUrl: t.config.publicUrl, log: t.app.log },
      Date.now(),
    );
    down.close();
    expect(failed).toBe(0);
    const row = await t.db
      .selectFrom('inkings')
      .select('clean_soon_mailed_at')
      .where('id', '=', inking.id)
      .executeTakeFirstOrThrow();
    expect(row.clean_soon_mailed_at).toBeNull();
    const from = received.length;
    expect(await run()).toBe(1);
    expect(mailsSince(from)[0]?.to).toContain(m.user.email);
  });
});
