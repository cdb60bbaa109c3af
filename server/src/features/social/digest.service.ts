import { localePath } from '@inklore/contract/pages/locales.rules';
import type { FastifyBaseLogger } from 'fastify';
import type { AppInstance } from '#src/app-instance.ts';
import type { Db } from '#src/db/database.ts';
import { nowIso, toIso } from '#src/db/dialect.ts';
import type { Mailer } from '#src/mail/mailer.ts';
import { mailLocale } from '#src/mail/mail-words.ts';
import { digestMail } from '#src/mail/templates.ts';
import { presentNotification } from './social.present.ts';
import {
  claimDigest,
  digestCandidates,
  markDigested,
  releaseDigest,
  undigested,
} from './social.queries.ts';

/*
 * The notification digest (ADR 060): off unless a member asks for it, daily or weekly. Each
 * run mails every member whose digest is due (a day or a week since the last) and who has
 * unread notifications that no digest listed yet, one mail each; those are then marked as
 * in a digest. Only verified emails. Each member's mail is claimed first (digest_sent_at), so
 * two app servers running the job at once never both send it; a mail that fails gives its
 * claim back for the next run. Every mail carries the one-click unsubscribe of RFC 8058.
 */

export type DigestDeps = { db: Db; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };

/** Notifications listed in one mail; more are waiting on the notifications page. */
const MAX_LINES = 30;
const DAY = 86_400_000;
/** Members read at a time, by user id: a run's memory stays bounded however many are due. */
const BATCH = 200;

/** One run: the mails it sent. `batch`: members read at a time (smaller in tests). */
export async function sendDigests(
  deps: DigestDeps,
  now = Date.now(),
  batch = BATCH,
): Promise<number> {
  let sent = 0;
  let after = 0;
  for (;;) {
    const due = await digestCandidates(
      deps.db,
      new Date(now - DAY).toISOString(),
      new Date(now - 7 * DAY).toISOString(),
      { after, limit: batch },
    );
    sent += await sendBatch(deps, now, due);
    const last = due.at(-1);
    if (last === undefined || due.length < batch) return sent;
    after = last.user_id;
  }
}

type Candidate = Awaited<ReturnType<typeof digestCandidates>>[number];

/** The mails of one batch of members due: how many were sent. */
async function sendBatch(deps: DigestDeps, now: number, due: Candidate[]): Promise<number> {
  const { db } = deps;
  let sent = 0;
  for (const member of due) {
    const key = member.unsubscribe_key;
    if (key === null) continue;
    const was = member.digest_sent_at === null ? null : toIso(member.digest_sent_at);
    const at = new Date(Math.max(now, Date.parse(was ?? '0') + 1)).toISOString();
    if (!(await claimDigest(db, member.user_id, was, at))) continue;
    try {
      const rows = await undigested(db, member.user_id, MAX_LINES + 1);
      const listed = rows.slice(0, MAX_LINES);
      const newest = listed[0];
      if (newest === undefined) {
        await releaseDigest(db, member.user_id, was, at);
        continue;
      }
      const base = deps.publicUrl.replace(/\/$/, '');
      const token = encodeURIComponent(key);
      const locale = mailLocale(member.locale);
      const mail = digestMail(locale, member.email, member.username, {
        lines: listed.map((r) => presentNotification(r, locale).text),
        more: rows.length > MAX_LINES,
        frequency: member.digest === 'weekly' ? 'weekly' : 'daily',
        notificationsUrl: `${base}${localePath(locale, '/notifications')}`,
        unsubscribeUrl: `${base}${localePath(locale, '/unsubscribe')}?token=${token}`,
      });
      await deps.mailer.send({
        ...mail,
        headers: {
          'List-Unsubscribe': `<${base}/api/unsubscribe?token=${token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      await markDigested(db, member.user_id, newest.id, nowIso());
      sent += 1;
    } catch (err) {
      await releaseDigest(db, member.user_id, was, at);
      deps.log.warn({ err, userId: member.user_id }, 'digest mail failed; tried again next run');
    }
  }
  return sent;
}

/** The hourly run, unref'd and stopped when the app closes. */
export function startDigests(app: AppInstance): void {
  const deps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, log: app.log };
  const timer = setInterval(() => {
    sendDigests(deps).catch((err: unknown) => app.log.warn({ err }, 'digest run failed'));
  }, 3_600_000);
  timer.unref();
  app.addHook('onClose', () => {
    clearInterval(timer);
  });
}
