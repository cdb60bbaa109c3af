import { SENTENCES_DE } from '@inklore/contract/sentences/de';
import { SENTENCES_JA } from '@inklore/contract/sentences/ja';
import { SENTENCES } from '@inklore/contract/sentences/sentences';
import { describe, expect, it } from 'vitest';
import { loadSentences, localSentence } from './sentences.ts';

describe("the server's sentences, each language kept apart (ADR 084)", () => {
  it('writes a sentence in each language asked for, whatever was loaded between', async () => {
    const english = SENTENCES['request.not_valid'];
    expect(localSentence(english, 'ja')).toBe(english); // not loaded yet: as sent
    await loadSentences('ja');
    await loadSentences('de');
    await loadSentences('ja');
    expect(localSentence(english, 'ja')).toBe(SENTENCES_JA['request.not_valid']);
    expect(localSentence(english, 'de')).toBe(SENTENCES_DE['request.not_valid']);
    // English has nothing to load: at once, not a turn later
    let done = false;
    void loadSentences('en').then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(true);
    expect(localSentence(english, 'en')).toBe(english);
  });
});
