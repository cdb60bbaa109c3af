import { render, screen } from '@testing-library/react';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatNumberIn,
  i18n,
  onMissingMessage,
  Trans,
  type Catalogue,
  type Locale,
} from './i18n.ts';
import { messages as en } from '#src/locales/en.po';

/** A catalogue of one message, compiled as the build compiles it (build/messages.ts). */
const one = (text: string): Catalogue => ({ m: compileMessage(text) });

function say(locale: Locale, text: string, values: Record<string, unknown> = {}): string {
  i18n.activate(locale, one(text));
  return i18n._({ id: 'm', values });
}

afterEach(() => {
  i18n.activate('en', en);
  onMissingMessage(() => undefined);
});

describe('the messages runtime (ADR 078)', () => {
  it('chooses a plural case by the language: English and German one for 1, Japanese never', () => {
    const ink = '{n, plural, one {# ink} other {# inks}}';
    expect(say('en', ink, { n: 1 })).toBe('1 ink');
    expect(say('en', ink, { n: 0 })).toBe('0 inks');
    expect(say('en', ink, { n: 2 })).toBe('2 inks');
    expect(say('de', '{n, plural, one {# Tinte} other {# Tinten}}', { n: 1 })).toBe('1 Tinte');
    expect(say('ja', '{n, plural, one {# 本だけ} other {# 本}}', { n: 1 })).toBe('1 本');
  });

  it('takes an exact case first, and writes the number with the language’s separators', () => {
    const found = '{n, plural, =0 {None found} one {Found # ink} other {Found # inks}}';
    expect(say('en', found, { n: 0 })).toBe('None found');
    expect(say('en', found, { n: 12345 })).toBe('Found 12,345 inks');
    expect(say('de', '{n, plural, other {# Tinten}}', { n: 12345 })).toBe('12.345 Tinten');
    expect(say('ja', '{n, plural, other {#件}}', { n: 1234567 })).toBe('1,234,567件');
  });

  it('puts values in, numbers written as the language writes them, and selects', () => {
    expect(say('en', 'Hello {name}, you have {count}', { name: 'Ada', count: 2500 })).toBe(
      'Hello Ada, you have 2,500',
    );
    expect(say('de', 'Preis {p}', { p: 1.5 })).toBe('Preis 1,5');
    const who = '{role, select, admin {an admin} other {a member}}';
    expect(say('en', who, { role: 'admin' })).toBe('an admin');
    expect(say('en', who, { role: 'moderator' })).toBe('a member');
    expect(say('en', "It''s '{literal}'")).toBe("It's {literal}");
  });

  it('formats numbers as Intl does for the three languages', () => {
    for (const locale of ['en', 'ja', 'de'] as const)
      for (const n of [0, 7, 999, 1000, 65536, 1234567, -4200, 2.25])
        expect(formatNumberIn(locale, n), `${locale} ${n}`).toBe(n.toLocaleString(locale));
  });

  it('draws a <Trans> with the code’s elements, nested and alone, and a value’s tags as text', () => {
    i18n.activate('en', {
      m: compileMessage('Read <0>the <1>terms</1></0><2/> by {name}'),
    });
    const { container } = render(
      <p>
        <Trans
          id="m"
          values={{ name: '<0>Mallory</0>' }}
          components={{ 0: <a href="/terms" />, 1: <strong />, 2: <br /> }}
        />
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Read <a href="/terms">the <strong>terms</strong></a><br> by &lt;0&gt;Mallory&lt;/0&gt;</p>',
    );
    expect(screen.getByRole('link').textContent).toBe('the terms');
  });

  it('tells of a message no catalogue holds, and shows its English where the build kept it', () => {
    const told: string[] = [];
    onMissingMessage((d) => told.push(d.id));
    i18n.activate('ja', {});
    expect(i18n._({ id: 'zz', message: 'Browse Inks' })).toBe('Browse Inks');
    expect(i18n._({ id: 'yy' })).toBe('yy');
    expect(told).toEqual(['zz', 'yy']);
  });

  it('adds a later page’s messages to those it has', () => {
    i18n.activate('de', one('Erste'));
    i18n.load({ n: 'Zweite' });
    expect([i18n._({ id: 'm' }), i18n._({ id: 'n' })]).toEqual(['Erste', 'Zweite']);
  });
});
