import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Node 25 and later have Web Storage globals of their own (`localStorage` is undefined and
// warns unless node runs with --localstorage-file). Vitest's jsdom environment copies onto the
// global only the window properties Node lacks, so Node's stood in front of the test page's.
// The page's storages are the ones a browser gives the app: put them back in front.
const { window } = (globalThis as unknown as { jsdom: { window: Window } }).jsdom;
for (const key of ['localStorage', 'sessionStorage'] as const) {
  Object.defineProperty(globalThis, key, { configurable: true, get: () => window[key] });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
