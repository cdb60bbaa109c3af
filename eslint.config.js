// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// HTML the app did not build goes into the page in one place only: Markdown (a story's body, an
// ink's description) rendered and allow-listed by the server (web/src/components/server-html.tsx).
const ONLY_SERVER_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message:
    'Only ServerHtml (src/components/server-html.tsx) inserts HTML, and only what the server rendered from Markdown.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web app cannot reach into the server.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@inklore/server', '@inklore/server/*', '**/server/src/*'],
              message: 'web/ must not import server code; share through @inklore/contract.',
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ONLY_SERVER_HTML],
    },
  },
  {
    // Every text a person reads is in the catalogues (ADR 078): words written straight into a
    // component's markup, or into an attribute a person reads or hears, fail here. A name that
    // is the same in every language says so where it is written (eslint-disable-next-line).
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ONLY_SERVER_HTML,
        {
          selector:
            'JSXText[value=/[A-Za-z]{2}/]:not(JSXElement[openingElement.name.name=/^(Trans|Plural|Select|SelectOrdinal)$/] JSXText)',
          message: 'Text a person reads goes through the catalogues: <Trans> or t`` (ADR 078).',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|title|placeholder|alt|label)$/] > Literal[value=/[A-Za-z]{2}/]',
          message: 'Text a person reads goes through the catalogues: t`` (ADR 078).',
        },
      ],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@inklore/*', 'react', 'fastify', 'kysely'],
              message: 'contract/ depends on zod only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Only *.queries.ts touches the database (docs/architecture.md): routes, services,
    // policies and presenters neither import Kysely nor build a query.
    files: [
      'server/src/**/*.routes.ts',
      'server/src/**/*.service.ts',
      'server/src/**/*.policy.ts',
      'server/src/**/*.present.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              message: 'Only *.queries.ts touches the database: put the query there.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]',
          message: 'Only *.queries.ts touches the database: put the query there.',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'Only *.queries.ts touches the database: put the query there.',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs', 'scripts/*.d.mts'],
    ...tseslint.configs.disableTypeChecked,
  },
);
