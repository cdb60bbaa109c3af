import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 on RFC 4226 HOTP) with node:crypto only:
 * HMAC-SHA-1, 30-second steps, 6 digits for sign-in (the digit count is a parameter so the
 * RFC's 8-digit test vectors can be checked). Secrets travel as RFC 4648 base32.
 */

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that are still accepted (clock drift, slow typing). */
export const TOTP_WINDOW = 1;
/** 160 bits, the HMAC-SHA-1 output size that RFC 4226 recommends for a shared secret. */
export const TOTP_SECRET_BYTES = 20;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, upper case; with `pad` the output is '='-padded to a multiple of 8. */
export function base32Encode(data: Uint8Array, pad = false): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of data) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET.charAt((buffer >>> (bits - 5)) & 31);
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET.charAt((buffer << (5 - bits)) & 31);
  if (pad) while (out.length % 8 !== 0) out += '=';
  return out;
}

/**
 * Decodes base32 as people and apps write it: any case, spaces and dashes ignored, padding
 * optional. Throws on any other character.
 */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s-]/g, '').replace(/=+$/, '').toUpperCase();
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of clean) {
    const value = ALPHABET.indexOf(ch);
    if (value < 0) throw new Error(`Not a base32 character: ${JSON.stringify(ch)}`);
    buffer = ((buffer << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new random shared secret, base32 without padding (32 characters for 160 bits). */
export function generateSecret(bytes = TOTP_SECRET_BYTES): string {
  return base32Encode(randomBytes(bytes));
}

/** RFC 4226 HOTP: HMAC-SHA-1 of the 8-byte counter, dynamically truncated to `digits`. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  if (!Number.isSafeInteger(counter) || counter < 0) throw new Error('Bad HOTP counter');
  if (!Number.isInteger(digits) || digits < 6 || digits > 10) throw new Error('Bad digit count');
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(msg).digest();
  // The last nibble picks where the 31-bit value is read (RFC 4226 §5.3).
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The RFC 6238 time step T = floor(unix seconds / period). */
export function timeStep(nowMs: number, period = TOTP_PERIOD_SECONDS): number {
  return Math.floor(nowMs / 1000 / period);
}

/** The TOTP code at a time step, for a base32 secret. */
export function totpAtStep(secret: string, step: number, digits = TOTP_DIGITS): string {
  return hotp(base32Decode(secret), step, digits);
}

/** The TOTP code at a moment (epoch milliseconds). */
export function totp(
  secret: string,
  nowMs: number,
  opts: { digits?: number; period?: number } = {},
): string {
  return totpAtStep(secret, timeStep(nowMs, opts.period), opts.digits);
}

/**
 * Checks a code against the steps now-window..now+window and returns the step it matched,
 * or null. A step at or before `lastStep` never matches, so a code accepted once (or any
 * older one) cannot be used again. Compares in constant time.
 */
export function verifyTotp(
  secret: string,
  code: string,
  opts: { nowMs: number; lastStep?: number | null; window?: number; digits?: number },
): number | null {
  const digits = opts.digits ?? TOTP_DIGITS;
  const window = opts.window ?? TOTP_WINDOW;
  if (!new RegExp(`^\\d{${digits}}$`).test(code)) return null;
  const key = base32Decode(secret);
  const now = timeStep(opts.nowMs);
  const given = Buffer.from(code);
  let matched: number | null = null;
  for (let step = now - window; step <= now + window; step++) {
    if (step < 0 || (opts.lastStep != null && step <= opts.lastStep)) continue;
    // Every candidate is computed and compared, match or not, so timing says nothing.
    if (timingSafeEqual(given, Buffer.from(hotp(key, step, digits))) && matched === null) {
      matched = step;
    }
  }
  return matched;
}

/** The otpauth:// URL authenticator apps read from the QR code (Key Uri Format). */
export function otpauthUrl(secret: string, account: string, issuer = 'Inklore'): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
