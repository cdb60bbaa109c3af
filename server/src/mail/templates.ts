import type { DigestFrequency } from '@inklore/contract';
import type { Locale } from '@inklore/contract/pages/locales.rules';
import { MAIL_WORDS } from './mail-words.ts';
import type { Mail } from './mailer.ts';

const SITE = 'Inklore';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(
  locale: Locale,
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
  second?: { label: string; url: string },
): string {
  const ps = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const more = second
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(second.url)}" style="color:#2C4A7A">${escapeHtml(second.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="${locale}"><body style="background:#FBF8F1;color:#1F2533;font-family:Georgia,serif;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#F4EEE2;border:1px solid #E2D9C8;border-radius:8px;padding:24px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(SITE)} · ${escapeHtml(title)}</h1>${ps}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#2C4A7A;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>${more}
<p style="font-size:13px;color:#5B6170">${escapeHtml(MAIL_WORDS[locale].copyAddress)}<br>${escapeHtml(action.url)}</p>
</div></body></html>`;
}

/** The verification mail, in the member's language (ADR 081), with its link in that language. */
export function verificationMail(locale: Locale, to: string, username: string, url: string): Mail {
  const w = MAIL_WORDS[locale];
  const paragraphs = [w.hello(username), ...w.verify.body];
  return {
    to,
    subject: w.verify.subject,
    text: `${paragraphs.join('\n\n')}\n\n${w.verify.textAction}: ${url}\n\n— ${SITE}\n`,
    html: layout(locale, w.verify.title, paragraphs, { label: w.verify.action, url }),
  };
}

export function resetMail(locale: Locale, to: string, username: string, url: string): Mail {
  const w = MAIL_WORDS[locale];
  const paragraphs = [w.hello(username), ...w.reset.body];
  return {
    to,
    subject: w.reset.subject,
    text: `${paragraphs.join('\n\n')}\n\n${w.reset.textAction}: ${url}\n\n— ${SITE}\n`,
    html: layout(locale, w.reset.title, paragraphs, { label: w.reset.action, url }),
  };
}

/**
 * To the owner of an email someone tried to sign up with (ADR 040): sign-up answers the same
 * for a taken address, so the owner hears of it here, with the ways back into the account.
 */
export function signupAttemptMail(
  locale: Locale,
  to: string,
  username: string,
  signInUrl: string,
  resetUrl: string,
): Mail {
  const w = MAIL_WORDS[locale].signupAttempt;
  const paragraphs = [MAIL_WORDS[locale].hello(username), ...w.body(username)];
  return {
    to,
    subject: w.subject,
    text: `${paragraphs.join('\n\n')}\n\n${w.signIn}: ${signInUrl}\n\n${w.textForgot}: ${resetUrl}\n\n— ${SITE}\n`,
    html: layout(
      locale,
      w.title,
      paragraphs,
      { label: w.signIn, url: signInUrl },
      { label: w.forgot, url: resetUrl },
    ),
  };
}

/**
 * "Clean soon" (ADR 056), only to members who asked for it: once per pairing, listing the
 * pens inked longer than the member's number of days.
 */
export function cleanSoonMail(
  locale: Locale,
  to: string,
  username: string,
  pens: string[],
  days: number,
  url: string,
): Mail {
  const w = MAIL_WORDS[locale].cleanSoon;
  const paragraphs = [
    MAIL_WORDS[locale].hello(username),
    w.intro(pens.length, days),
    ...pens.map((p) => `• ${p}`),
    w.after,
  ];
  return {
    to,
    subject: w.subject(pens.length),
    text: `${paragraphs.join('\n\n')}\n\n${w.textAction}: ${url}\n\n— ${SITE}\n`,
    html: layout(locale, w.title, paragraphs, { label: w.action, url }),
  };
}

/**
 * The notification digest (ADR 060), only to members who asked for it, daily or weekly: the
 * unread notifications since the last one, each a line of plain text (escaped in the HTML by
 * layout()), with the one-click unsubscribe link in the body; the caller adds the
 * List-Unsubscribe headers (RFC 8058).
 */
export function digestMail(
  locale: Locale,
  to: string,
  username: string,
  opts: {
    lines: string[];
    more: boolean;
    frequency: Exclude<DigestFrequency, 'off'>;
    notificationsUrl: string;
    unsubscribeUrl: string;
  },
): Mail {
  const w = MAIL_WORDS[locale].digest;
  const n = opts.lines.length;
  const after = w.after(opts.frequency, opts.unsubscribeUrl);
  const paragraphs = [
    MAIL_WORDS[locale].hello(username),
    w.intro(n, opts.more),
    ...opts.lines.map((l) => `• ${l}`),
    ...(opts.more ? [w.more] : []),
  ];
  return {
    to,
    subject: w.subject(n, opts.more),
    text: `${paragraphs.join('\n\n')}\n\n${w.textAction}: ${opts.notificationsUrl}\n\n${after}\n\n— ${SITE}\n`,
    html: layout(
      locale,
      w.title,
      [...paragraphs, after],
      { label: w.action, url: opts.notificationsUrl },
      { label: w.stop, url: opts.unsubscribeUrl },
    ),
  };
}
