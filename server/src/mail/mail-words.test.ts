import { LOCALES } from '@inklore/contract/pages/locales.rules';
import { describe, expect, it } from 'vitest';
import { mailLocale } from './mail-words.ts';
import {
  cleanSoonMail,
  digestMail,
  resetMail,
  signupAttemptMail,
  verificationMail,
} from './templates.ts';

// Every mail in every language (ADR 081): each names the values it is given, links where it
// is told to, says its language, and is not English where it should not be.
const mailsIn = (l: (typeof LOCALES)[number]) => ({
  verification: verificationMail(l, 'a@x.test', 'inkfan_7', 'https://s.test/v?token=T1'),
  reset: resetMail(l, 'a@x.test', 'inkfan_7', 'https://s.test/r#access_token=T2'),
  signupAttempt: signupAttemptMail(
    l,
    'a@x.test',
    'inkfan_7',
    'https://s.test/in',
    'https://s.test/fp',
  ),
  cleanSoon: cleanSoonMail(
    l,
    'a@x.test',
    'inkfan_7',
    ['Pen 1', 'Pen 2'],
    17,
    'https://s.test/pens',
  ),
  digest: digestMail(l, 'a@x.test', 'inkfan_7', {
    lines: ['line one', 'line two', 'line three'],
    more: true,
    frequency: 'weekly',
    notificationsUrl: 'https://s.test/n',
    unsubscribeUrl: 'https://s.test/u?token=T3',
  }),
});
const values: Record<keyof ReturnType<typeof mailsIn>, string[]> = {
  verification: ['inkfan_7', 'https://s.test/v?token=T1', '24'],
  reset: ['inkfan_7', 'https://s.test/r#access_token=T2'],
  signupAttempt: ['inkfan_7', 'https://s.test/in', 'https://s.test/fp'],
  cleanSoon: ['inkfan_7', 'Pen 1', 'Pen 2', '17', 'https://s.test/pens'],
  digest: [
    'inkfan_7',
    'line one',
    'line three',
    '3',
    'https://s.test/n',
    'https://s.test/u?token=T3',
  ],
};

describe('the mails in every language', () => {
  it('name every value they are given, in the text and the HTML, and say their language', () => {
    for (const locale of LOCALES) {
      for (const [name, mail] of Object.entries(mailsIn(locale))) {
        for (const v of values[name as keyof typeof values]) {
          expect(mail.text, `${locale} ${name}: ${v}`).toContain(v);
          expect(mail.html, `${locale} ${name}: ${v}`).toContain(v.replace(/&/g, '&#38;'));
        }
        expect(mail.html, `${locale} ${name}`).toContain(`<html lang="${locale}">`);
        expect(mail.subject, `${locale} ${name}`).toMatch(/^Inklore: /);
      }
    }
  });

  it('are written in each language, not English', () => {
    const en = mailsIn('en');
    for (const locale of ['ja', 'de'] as const) {
      for (const [name, mail] of Object.entries(mailsIn(locale))) {
        const english = en[name as keyof typeof en];
        expect(mail.subject, `${locale} ${name}`).not.toBe(english.subject);
        for (const line of english.text.split('\n').filter((l) => l.length > 30))
          expect(mail.text, `${locale} ${name}`).not.toContain(line);
      }
    }
    expect(mailsIn('ja').verification.text).toMatch(/[\u3040-\u30ff]/);
    expect(mailsIn('de').verification.text).toContain('Bestätige deine E-Mail-Adresse');
  });

  it('keep the English wording the mails always had', () => {
    const en = mailsIn('en');
    expect(en.verification.subject).toBe('Inklore: confirm your email address');
    expect(en.verification.text).toContain('Confirm your email: https://s.test/v?token=T1');
    expect(en.cleanSoon.subject).toBe('Inklore: 2 pens to clean soon');
    expect(en.digest.subject).toBe('Inklore: 3+ unread notifications');
    expect(en.digest.text).toContain('You have 3 or more unread notifications on Inklore:');
  });
});

describe('mailLocale', () => {
  it("is the member's saved language, else the asking page's, else English", () => {
    expect(mailLocale('de', 'ja')).toBe('de');
    expect(mailLocale(null, 'ja')).toBe('ja');
    expect(mailLocale(null)).toBe('en');
    expect(mailLocale('fr', 'de')).toBe('de');
  });
});
