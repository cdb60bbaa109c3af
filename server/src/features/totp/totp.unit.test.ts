import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateSecret,
  hotp,
  otpauthUrl,
  timeStep,
  totp,
  totpAtStep,
  verifyTotp,
} from './totp.ts';
import { generateRecoveryCode, hashRecoveryCode, normalizeRecoveryCode } from './totp.service.ts';

const RFC_SEED = Buffer.from('12345678901234567890', 'ascii');
const RFC_SECRET = base32Encode(RFC_SEED);

describe('RFC 6238 Appendix B, SHA-1, 8 digits', () => {
  const vectors: [number, string, string][] = [
    [59, '0000000000000001', '94287082'],
    [1111111109, '00000000023523EC', '07081804'],
    [1111111111, '00000000023523ED', '14050471'],
    [1234567890, '000000000273EF07', '89005924'],
    [2000000000, '0000000003F940AA', '69279037'],
    [20000000000, '0000000027BC86AA', '65353130'],
  ];
  it.each(vectors)('at %i s (T = %s) the code is %s', (seconds, hexStep, code) => {
    expect(timeStep(seconds * 1000)).toBe(Number.parseInt(hexStep, 16));
    expect(totp(RFC_SECRET, seconds * 1000, { digits: 8 })).toBe(code);
    expect(hotp(RFC_SEED, Number.parseInt(hexStep, 16), 8)).toBe(code);
  });

  it('six digits are the last six of the same value', () => {
    expect(totp(RFC_SECRET, 59_000)).toBe('287082');
    expect(totp(RFC_SECRET, 1111111109_000)).toBe('081804');
  });
});

describe('RFC 4226 Appendix D, HOTP', () => {
  const codes = [
    '755224',
    '287082',
    '359152',
    '969429',
    '338314',
    '254676',
    '287922',
    '162583',
    '399871',
    '520489',
  ];
  it.each(codes.map((c, i) => [i, c] as const))('counter %i gives %s', (counter, code) => {
    expect(hotp(RFC_SEED, counter)).toBe(code);
  });
});

describe('base32 (RFC 4648)', () => {
  const vectors: [string, string][] = [
    ['', ''],
    ['f', 'MY======'],
    ['fo', 'MZXQ===='],
    ['foo', 'MZXW6==='],
    ['foob', 'MZXW6YQ='],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI======'],
  ];
  it.each(vectors)('%j encodes as %j and back', (plain, encoded) => {
    expect(base32Encode(Buffer.from(plain), true)).toBe(encoded);
    expect(base32Encode(Buffer.from(plain))).toBe(encoded.replace(/=+$/, ''));
    expect(base32Decode(encoded).toString()).toBe(plain);
    expect(base32Decode(encoded.replace(/=+$/, '').toLowerCase()).toString()).toBe(plain);
  });

  it('round-trips random bytes of every length up to 64', () => {
    for (let n = 0; n <= 64; n++) {
      const bytes = randomBytes(n);
      const text = base32Encode(bytes);
      expect(text).toMatch(/^[A-Z2-7]*$/);
      expect(base32Decode(text).equals(bytes)).toBe(true);
      expect(base32Decode(base32Encode(bytes, true)).equals(bytes)).toBe(true);
    }
  });

  it('reads secrets as people type them: spaces, dashes, lower case', () => {
    expect(base32Decode('mzxw 6ytb-oi').toString()).toBe('foobar');
  });

  it('refuses characters outside the alphabet', () => {
    expect(() => base32Decode('MZXW1')).toThrow(/base32/);
    expect(() => base32Decode('MZ8W')).toThrow(/base32/);
  });

  it('encodes the RFC seed as the secret apps would be given', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });
});

describe('secrets', () => {
  it('are 160 random bits in 32 base32 characters', () => {
    const a = generateSecret();
    const b = generateSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(a)).toHaveLength(20);
    expect(a).not.toBe(b);
  });
});

describe('verifyTotp', () => {
  const secret = generateSecret();
  const now = 1_800_000_000_000;
  const step = timeStep(now);

  it('accepts the current step and one either side, and says which', () => {
    expect(verifyTotp(secret, totpAtStep(secret, step), { nowMs: now })).toBe(step);
    expect(verifyTotp(secret, totpAtStep(secret, step - 1), { nowMs: now })).toBe(step - 1);
    expect(verifyTotp(secret, totpAtStep(secret, step + 1), { nowMs: now })).toBe(step + 1);
  });

  it('refuses codes two steps away', () => {
    for (const s of [step - 2, step + 2]) {
      const code = totpAtStep(secret, s);
      // A code that happens to equal one inside the window would pass; skip that 1-in-a-million.
      const inside = [step - 1, step, step + 1].map((x) => totpAtStep(secret, x));
      if (!inside.includes(code)) expect(verifyTotp(secret, code, { nowMs: now })).toBeNull();
    }
  });

  it('never accepts a step at or before the last accepted one (replay)', () => {
    const code = totpAtStep(secret, step);
    expect(verifyTotp(secret, code, { nowMs: now, lastStep: step })).toBeNull();
    expect(verifyTotp(secret, code, { nowMs: now, lastStep: step + 1 })).toBeNull();
    expect(verifyTotp(secret, code, { nowMs: now, lastStep: step - 1 })).toBe(step);
    const next = totpAtStep(secret, step + 1);
    expect(verifyTotp(secret, next, { nowMs: now, lastStep: step })).toBe(step + 1);
  });

  it('refuses anything that is not exactly six digits', () => {
    const code = totpAtStep(secret, step);
    for (const bad of ['', code.slice(1), `${code}0`, ` ${code}`, 'abcdef', '12345a']) {
      expect(verifyTotp(secret, bad, { nowMs: now })).toBeNull();
    }
  });

  it('takes the digit count as a parameter', () => {
    const code8 = totp(RFC_SECRET, 59_000, { digits: 8 });
    expect(verifyTotp(RFC_SECRET, code8, { nowMs: 59_000, digits: 8 })).toBe(1);
    expect(verifyTotp(RFC_SECRET, code8, { nowMs: 59_000 })).toBeNull();
  });
});

describe('otpauthUrl', () => {
  it('names the issuer, the account and the parameters authenticator apps need', () => {
    expect(otpauthUrl('JBSWY3DPEHPK3PXP', 'ink_lover')).toBe(
      'otpauth://totp/Inklore:ink_lover?secret=JBSWY3DPEHPK3PXP&issuer=Inklore&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('recovery codes', () => {
  it("look like 'xxxx-xxxx-xx' without look-alike characters, and differ", () => {
    const codes = Array.from({ length: 200 }, generateRecoveryCode);
    for (const c of codes)
      expect(c).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{2}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('are compared after normalising case, spaces and dashes', () => {
    const code = generateRecoveryCode();
    const hash = hashRecoveryCode(code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode(code.toUpperCase())).toBe(hash);
    expect(hashRecoveryCode(code.replace(/-/g, ''))).toBe(hash);
    expect(hashRecoveryCode(` ${code.replace(/-/g, ' ')} `)).toBe(hash);
    expect(normalizeRecoveryCode('abcd-efgh-j')).toBeNull();
    expect(normalizeRecoveryCode('abcd-efgh-j0')).toBeNull();
    expect(normalizeRecoveryCode('123456')).toBeNull();
  });
});
