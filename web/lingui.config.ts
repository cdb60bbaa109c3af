import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The web app's message catalogues (ADR 078): English as written in the spec, Japanese and
 * German. `npm run i18n:extract` writes src/locales/{locale}.po from the macros in the code; the
 * build compiles them (build/messages.ts). The macros call the app's own small runtime
 * (src/lib/i18n.ts), not Lingui's.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ja', 'de'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/test/**'],
    },
  ],
  orderBy: 'messageId',
  // where each message is used, without line numbers (they moved with every edit)
  format: formatter({ lineNumbers: false }),
  runtimeConfigModule: {
    i18n: ['#src/lib/i18n.ts', 'i18n'],
    Trans: ['#src/lib/i18n.ts', 'Trans'],
    useLingui: ['#src/lib/i18n.ts', 'useLingui'],
  },
});
