import {
  addDays,
  CLEAN_SOON_DAYS_MIN,
  cleanSoon,
  penName,
  PENS_PAGE_PATH,
  utcDay,
} from '@inklore/contract';
import { localePath } from '@inklore/contract/pages/locales.rules';
import type { FastifyBaseLogger } from 'fastify';
import type { AppInstance } from '#src/app-instance.ts';
import type { Db } from '#src/db/database.ts';
import { nowIso } from '#src/db/dialect.ts';
import type { Mailer } from '#src/mail/mailer.ts';
import { MAIL_WORDS, mailLocale } from '#src/mail/mail-words.ts';
import { cleanSoonMail } from '#src/mail/templates.ts';
import { claimCleanSoon, cleanSoonCandidates, releaseCleanSoon } from './pens.queries.ts';

/*
 * The "clean soon" mail (ADR 056): only for members who turned it on, and whose email is
 * verified. One mail per member and run, listing the pairings that crossed the member's
 * number of days since the last mail; each pairing is mailed about once (its
 * clean_soon_mailed_at). A refill or a clean resets nothing already sent; a new pairing is
 * new.
 */

type Deps = { db: Db; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };

/** One run: the mails it sent (a member's mail that failed is tried again next run). */
export async function mailCleanSoon(deps: Deps, now = Date.now()): Promise<number> {
  const today = utcDay(now);
  const rows = await cleanSoonCandidates(deps.db, addDays(today, -CLEAN_SOON_DAYS_MIN));
  const due = rows.filter((r) =>
    cleanSoon(
      { inkedOn: r.inked_on, lastRefilledOn: r.last_refilled_on, cleanedOn: r.cleaned_on },
      today,
      r.clean_soon_days,
    ),
  );
  const byMember = new Map<number, typeof due>();
  for (const r of due) byMember.set(r.user_id, [...(byMember.get(r.user_id) ?? []), r]);
  let sent = 0;
  for (const pairings of byMember.values()) {
    const [first] = pairings;
    if (!first) continue;
    const at = nowIso();
    // another app server's run may have claimed some: mail only what this one claimed
    const claimed = new Set(
      await claimCleanSoon(
        deps.db,
        pairings.map((p) => p.id),
        at,
      ),
    );
    const mine = pairings.filter((p) => claimed.has(p.id));
    if (mine.length === 0) continue;
    const locale = mailLocale(first.locale);
    const pens = mine.map((p) =>
      MAIL_WORDS[locale].cleanSoon.line(
        penName({ brand: p.pen_brand, model: p.pen_model }),
        `${p.ink_brand} ${p.ink_name}`,
        p.inked_on,
      ),
    );
    try {
      await deps.mailer.send(
        cleanSoonMail(
          locale,
          first.email,
          first.username,
          pens,
          first.clean_soon_days,
          `${deps.publicUrl}${localePath(locale, PENS_PAGE_PATH)}`,
        ),
      );
      sent += 1;
    } catch (err) {
      await releaseCleanSoon(deps.db, [...claimed], at);
      deps.log.warn({ err, userId: first.user_id }, 'clean-soon mail failed; tried again next run');
    }
  }
  return sent;
}

/** The hourly run, unref'd and stopped when the app closes. */
export function startCleanSoonMail(app: AppInstance): void {
  const deps = {
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
  };
  const timer = setInterval(() => {
    mailCleanSoon(deps).catch((err: unknown) =>
      app.log.warn({ err }, 'clean-soon mail run failed'),
    );
  }, 3_600_000);
  timer.unref();
  app.addHook('onClose', () => {
    clearInterval(timer);
  });
}
