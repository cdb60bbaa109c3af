import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { i18n, onMissingMessage, type Descriptor } from '#src/lib/i18n.ts';
import { messages } from '#src/locales/en.po';

// The tests read the English the catalogue holds, as the site does (ADR 078). A message the
// catalogue lacks fails the test that showed it: `npm run i18n:extract` puts it in.
i18n.activate('en', messages);
let missing: Descriptor[] = [];
onMissingMessage((d) => missing.push(d));

// Node 25 and later have Web Storage globals of their own (`localStorage` is undefined and
// warns unless node runs with --localstorage-file). Vitest's jsdom environment copies onto the
// global only the window properties Node lacks, so Node's stood in front of the test page's.
// The page's storages are the ones a browser gives the app: put them back in front.
const { window } = (globalThis as unknown as { jsdom: { window: Window } }).jsdom;
for (const key of ['localStorage', 'sessionStorage'] as const) {
  Object.defineProperty(globalThis, key, { configurable: true, get: () => window[key] });
}

afterEach(() => {
  const lacking = missing.map((d) => d.message ?? d.id);
  missing = [];
  expect(lacking, 'messages not in src/locales/en.po: run `npm run i18n:extract`').toEqual([]);
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
