import { LOCALES } from '@inklore/contract/pages/locales.rules';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_WORDS, type NotificationWords } from './notification-words.ts';

// Every notification sentence in every language (ADR 081) names the values it is given: the
// member, the ink, the count, the reason; Japanese and German are not the English.
type Sentence = {
  [K in keyof NotificationWords]: NotificationWords[K] extends (...a: never[]) => string
    ? K
    : never;
}[keyof NotificationWords];

const calls = (w: NotificationWords): [Sentence, string, string[]][] => [
  ['discoveryApproved', w.discoveryApproved('Moon Ink'), ['Moon Ink']],
  ['discoveryRejected', w.discoveryRejected('Moon Ink', 'A copy.'), ['Moon Ink', 'A copy.']],
  ['imageApproved', w.imageApproved('Pilot Kon-peki'), ['Pilot Kon-peki']],
  ['imageRejected', w.imageRejected('Pilot Kon-peki', 'Blurred.'), ['Pilot Kon-peki', 'Blurred.']],
  ['reportRemoved', w.reportRemoved('THING'), ['THING']],
  ['reportKept', w.reportKept('THING'), ['THING']],
  ['badge', w.badge('First Swatch', 'RULE'), ['First Swatch', 'RULE']],
  ['imageVotes', w.imageVotes(1, 'Pilot Kon-peki'), ['Pilot Kon-peki']],
  ['imageVotes', w.imageVotes(7, 'Pilot Kon-peki'), ['7', 'Pilot Kon-peki']],
  ['imageComments', w.imageComments(1, 'WHO', 'Pilot Kon-peki'), ['WHO', 'Pilot Kon-peki']],
  ['imageComments', w.imageComments(4, 'WHO', 'Pilot Kon-peki'), ['4', 'Pilot Kon-peki']],
  ['mention', w.mention('WHO', 'Pilot Kon-peki'), ['WHO', 'Pilot Kon-peki']],
  ['follower', w.follower('WHO'), ['WHO']],
  ['sampleRequest', w.sampleRequest('WHO', 'Pilot Kon-peki'), ['WHO', 'Pilot Kon-peki']],
  ['sampleAccepted', w.sampleAccepted('WHO', 'Pilot Kon-peki'), ['WHO', 'Pilot Kon-peki']],
  ['sampleDeclined', w.sampleDeclined('WHO', 'Pilot Kon-peki'), ['WHO', 'Pilot Kon-peki']],
  ['sampleMessage', w.sampleMessage('WHO', 'Pilot Kon-peki'), ['WHO', 'Pilot Kon-peki']],
  ['wishlistOffered', w.wishlistOffered('WHO', 'Pilot Kon-peki'), ['WHO', 'Pilot Kon-peki']],
  ['person', w.person('jo'), ['jo']],
];

describe('notification words', () => {
  it('name every value in every language', () => {
    for (const locale of LOCALES)
      for (const [name, text, values] of calls(NOTIFICATION_WORDS[locale]))
        for (const v of values) expect(text, `${locale} ${name}`).toContain(v);
  });

  it('are Japanese and German, each sentence its own', () => {
    const en = calls(NOTIFICATION_WORDS.en);
    for (const locale of ['ja', 'de'] as const) {
      const w = NOTIFICATION_WORDS[locale];
      calls(w).forEach(([name, text], i) => {
        if (name !== 'person') expect(text, `${locale} ${name}`).not.toBe(en[i]?.[1]);
      });
      for (const kind of Object.keys(NOTIFICATION_WORDS.en.reported))
        expect(w.reported[kind], `${locale} ${kind}`).toBeTruthy();
      expect(w.someone).not.toBe(NOTIFICATION_WORDS.en.someone);
    }
    expect(NOTIFICATION_WORDS.ja.follower('WHO')).toMatch(/[\u3040-\u30ff]/);
  });
});
