import { createHash, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { withDb } from '../fixtures/test.ts';

/**
 * Helpers for the account journeys. Accounts are made the way an operator would (rows in the
 * throwaway database, like `npm run cli -- user:create`), and a journey that is not about
 * signing in starts signed in: the session row the server would write (the cookie's token,
 * stored as its SHA-256), with `mfa` set when the session should count as two-factor.
 */

export const SESSION_COOKIE = 'inklore_session';
export const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return dir;
}

/** A name no other test (or project) uses. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

export type TestUser = {
  id: number;
  username: string;
  email: string;
  role: 'user' | 'moderator' | 'admin';
};

/** An account without a password (it signs in through a session row), verified by default. */
export function createUser(
  role: TestUser['role'] = 'user',
  opts: { verified?: boolean; prefix?: string } = {},
): TestUser {
  const username = uniqueName(opts.prefix ?? role);
  const email = `${username}@example.test`;
  const now = new Date().toISOString();
  const id = withDb((db) => {
    const row = db
      .prepare<unknown[], { id: number }>(
        `insert into users (username, username_norm, email, email_norm, password_hash, role,
           email_verified, created_at, updated_at)
         values (?, ?, ?, ?, null, ?, ?, ?, ?) returning id`,
      )
      .get(
        username,
        username.toLowerCase(),
        email,
        email.toLowerCase(),
        role,
        opts.verified === false ? 0 : 1,
        now,
        now,
      );
    if (!row) throw new Error('the user row was not written');
    return row.id;
  });
  return { id, username, email, role };
}

/** Signs the browser context in as `user` with a fresh session row and its cookie. */
export async function signInAs(
  context: BrowserContext,
  user: TestUser,
  opts: { mfa?: boolean } = {},
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  withDb((db) => {
    db.prepare(
      `insert into sessions (id, user_id, created_at, last_seen_at, expires_at, ip, user_agent, mfa)
       values (?, ?, ?, ?, ?, '127.0.0.1', 'e2e', ?)`,
    ).run(
      createHash('sha256').update(token).digest('hex'),
      user.id,
      new Date(now).toISOString(),
      new Date(now).toISOString(),
      new Date(now + 86_400_000).toISOString(),
      opts.mfa ? 1 : 0,
    );
  });
  await context.addCookies([
    { name: SESSION_COOKIE, value: token, url: BASE_URL, httpOnly: true, sameSite: 'Lax' },
  ]);
}

/** Turns two-factor sign-in on for an account directly (for staff who need it). */
export function setTotpEnabled(userId: number, secret: string): void {
  withDb((db) => {
    db.prepare(
      `update users set totp_secret = ?, totp_enabled = 1, totp_recovery_codes = '[]' where id = ?`,
    ).run(secret, userId);
  });
}

// --- mail -------------------------------------------------------------------------------

export type Mail = { to: string; subject: string; text: string };

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i] ?? '';
    const hex = soft.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeader(value: string): string {
  // the space between two encoded words is not part of the text (RFC 2047, 6.2)
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function headers(block: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) map.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return map;
}

function decodeBody(body: string, encoding: string | undefined): string {
  const enc = (encoding ?? '').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** An .eml file as nodemailer writes it: the headers and the text part. */
export function parseMail(raw: string): Mail {
  const text = raw.replace(/\r\n/g, '\n');
  const split = text.indexOf('\n\n');
  const top = headers(text.slice(0, split));
  const body = text.slice(split + 2);
  const boundary = /boundary="?([^";]+)"?/.exec(top.get('content-type') ?? '')?.[1];
  let plain = '';
  if (boundary) {
    for (const part of body.split(`--${boundary}`).slice(1, -1)) {
      const p = part.replace(/^\n/, '');
      const cut = p.indexOf('\n\n');
      const h = headers(p.slice(0, cut));
      if ((h.get('content-type') ?? '').startsWith('text/plain')) {
        plain = decodeBody(p.slice(cut + 2), h.get('content-transfer-encoding'));
      }
    }
  } else {
    plain = decodeBody(body, top.get('content-transfer-encoding'));
  }
  return {
    to: decodeHeader(top.get('to') ?? ''),
    subject: decodeHeader(top.get('subject') ?? ''),
    text: plain,
  };
}

/** Mails in DATA_DIR/outbox to one address, oldest first. */
export function mailsTo(address: string): Mail[] {
  const dir = path.join(dataDir(), 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseMail(fs.readFileSync(path.join(dir, f), 'utf8')))
    .filter((m) => m.to.toLowerCase().includes(address.toLowerCase()));
}

/**
 * Waits (mail is sent in the background) for the `nth` mail to an address whose text has a
 * link containing `pathPart`, and returns that link.
 */
export async function linkFromMail(address: string, pathPart: string, nth = 1): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const links = mailsTo(address)
      .map((m) => /https?:\/\/\S+/.exec(m.text)?.[0] ?? '')
      .filter((l) => l.includes(pathPart));
    const link = links[nth - 1];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${address} with a link to ${pathPart}`);
}

// --- TOTP (RFC 6238: HMAC-SHA-1, 30 s, 6 digits) -----------------------------------------

export function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of clean) {
    const value = alphabet.indexOf(ch);
    if (value < 0) throw new Error(`not base32: ${ch}`);
    buffer = ((buffer << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The code for a time step (RFC 4226 HOTP over floor(unix time / 30)). */
export function totpAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

export function currentStep(nowMs = Date.now()): number {
  return Math.floor(nowMs / 1000 / 30);
}
