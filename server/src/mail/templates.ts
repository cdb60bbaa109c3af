import type { DigestFrequency } from '@inklore/contract';
import type { Mail } from './mailer.ts';

const SITE = 'Inklore';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
  second?: { label: string; url: string },
): string {
  const ps = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const more = second
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(second.url)}" style="color:#2C4A7A">${escapeHtml(second.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="background:#FBF8F1;color:#1F2533;font-family:Georgia,serif;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#F4EEE2;border:1px solid #E2D9C8;border-radius:8px;padding:24px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(SITE)} · ${escapeHtml(title)}</h1>${ps}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#2C4A7A;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>${more}
<p style="font-size:13px;color:#5B6170">If the button does not work, copy this address into your browser:<br>${escapeHtml(action.url)}</p>
</div></body></html>`;
}

export function verificationMail(to: string, username: string, url: string): Mail {
  const paragraphs = [
    `Hello ${username},`,
    `Welcome to ${SITE}, where every ink tells its story. Please confirm that this is your email address. The link works once and expires in 24 hours.`,
    'If you did not sign up, you can ignore this message.',
  ];
  return {
    to,
    subject: `${SITE}: confirm your email address`,
    text: `${paragraphs.join('\n\n')}\n\nConfirm your email: ${url}\n\n— ${SITE}\n`,
    html: layout('Confirm your email', paragraphs, { label: 'Confirm my email', url }),
  };
}

export function resetMail(to: string, username: string, url: string): Mail {
  const paragraphs = [
    `Hello ${username},`,
    `Someone asked to reset the password of your ${SITE} account. The link works once and expires in one hour. Setting a new password signs you out everywhere else.`,
    'If it was not you, ignore this message: your password stays as it is.',
  ];
  return {
    to,
    subject: `${SITE}: reset your password`,
    text: `${paragraphs.join('\n\n')}\n\nChoose a new password: ${url}\n\n— ${SITE}\n`,
    html: layout('Reset your password', paragraphs, { label: 'Choose a new password', url }),
  };
}

/**
 * To the owner of an email someone tried to sign up with (ADR 040): sign-up answers the same
 * for a taken address, so the owner hears of it here, with the ways back into the account.
 */
export function signupAttemptMail(
  to: string,
  username: string,
  signInUrl: string,
  resetUrl: string,
): Mail {
  const paragraphs = [
    `Hello ${username},`,
    `Someone tried to sign up to ${SITE} with this email address. It already has an account: yours, with the username ${username}.`,
    'If it was you, sign in instead; if you have forgotten your password, choose a new one.',
    'If it was not you, you can ignore this message: nothing has changed.',
  ];
  return {
    to,
    subject: `${SITE}: someone tried to sign up with your email`,
    text: `${paragraphs.join('\n\n')}\n\nSign in: ${signInUrl}\n\nChoose a new password: ${resetUrl}\n\n— ${SITE}\n`,
    html: layout(
      'Someone tried to sign up with your email',
      paragraphs,
      { label: 'Sign in', url: signInUrl },
      { label: 'Forgot your password? Choose a new one', url: resetUrl },
    ),
  };
}

/**
 * "Clean soon" (ADR 056), only to members who asked for it: once per pairing, listing the
 * pens inked longer than the member's number of days.
 */
export function cleanSoonMail(
  to: string,
  username: string,
  pens: string[],
  days: number,
  url: string,
): Mail {
  const intro =
    pens.length === 1
      ? `This pen has been inked for ${days} days or more and may want cleaning soon:`
      : `These pens have been inked for ${days} days or more and may want cleaning soon:`;
  const after =
    'You asked for this mail in the settings of your pens, where you can turn it off. It comes once for each pen you ink.';
  const paragraphs = [`Hello ${username},`, intro, ...pens.map((p) => `• ${p}`), after];
  return {
    to,
    subject: `${SITE}: ${pens.length === 1 ? 'a pen' : `${pens.length} pens`} to clean soon`,
    text: `${paragraphs.join('\n\n')}\n\nSee your pens: ${url}\n\n— ${SITE}\n`,
    html: layout('Pens to clean soon', paragraphs, { label: 'See my pens', url }),
  };
}

/**
 * The notification digest (ADR 060), only to members who asked for it, daily or weekly: the
 * unread notifications since the last one, each a line of plain text (escaped in the HTML by
 * layout()), with the one-click unsubscribe link in the body; the caller adds the
 * List-Unsubscribe headers (RFC 8058).
 */
export function digestMail(
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
  const n = opts.lines.length;
  const intro =
    n === 1
      ? `You have an unread notification on ${SITE}:`
      : `You have ${n}${opts.more ? ' or more' : ''} unread notifications on ${SITE}:`;
  const after = `You get this mail because you asked for a ${opts.frequency} digest in your notification settings. To stop these mails, open this link (one click, no sign-in): ${opts.unsubscribeUrl}`;
  const paragraphs = [
    `Hello ${username},`,
    intro,
    ...opts.lines.map((l) => `• ${l}`),
    ...(opts.more ? ['More are waiting on your notifications page.'] : []),
  ];
  return {
    to,
    subject: `${SITE}: ${n === 1 ? 'an unread notification' : `${n}${opts.more ? '+' : ''} unread notifications`}`,
    text: `${paragraphs.join('\n\n')}\n\nSee your notifications: ${opts.notificationsUrl}\n\n${after}\n\n— ${SITE}\n`,
    html: layout(
      'Your notifications',
      [...paragraphs, after],
      { label: 'See my notifications', url: opts.notificationsUrl },
      { label: 'Stop these digest mails', url: opts.unsubscribeUrl },
    ),
  };
}
