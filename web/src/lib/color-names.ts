import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import type { colorWordsOfHex } from './color-names-words.ts';
import { useVision } from './vision.ts';

/**
 * Colours named in words ("dark greyish blue") on every swatch while a colour vision setting
 * is on (ADR 087). The words' tables (contract/src/color/color-words.rules.ts, three languages)
 * load only then: a reader with typical vision never downloads them.
 */
type Words = { colorWordsOfHex: typeof colorWordsOfHex };

let loaded: Words | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load(): void {
  loading ??= import('./color-names-words.ts').then(
    (words) => {
      loaded = words;
      for (const l of listeners) l();
    },
    () => {
      loading = null; // a failed chunk is tried again at the next render that asks
    },
  );
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The words for `hex` in the page's language while a vision setting is on, else null. */
export function useColorName(hex: string): string | null {
  const vision = useVision();
  const { i18n } = useLingui();
  const ready = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
  if (vision === 'none') return null;
  if (!ready) {
    load();
    return null;
  }
  const locale = i18n.locale === 'ja' || i18n.locale === 'de' ? i18n.locale : 'en';
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return null;
  return ready.colorWordsOfHex(hex, locale);
}
