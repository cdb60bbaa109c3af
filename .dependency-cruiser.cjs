/**
 * Walls between the parts of the tree (docs/architecture.md; ADR 046), checked by
 * `npm run lint:walls` (dependency-cruiser): no file circles; a feature never imports another
 * feature; features never import the composition layer; shared layers never import features.
 */
// The walls hold for tests as for the code that runs (ADR 046, addendum): a test in a feature
// imports its own feature, the shared layers and the test kits (server/test/, web/test/), which
// may reach any part of the tree to set up; a test of features together lives in those folders.
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'no file imports itself through others',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-walls',
      severity: 'error',
      comment: 'a feature never imports another feature',
      from: { path: '^(server|web)/src/features/([^/]+)/' },
      to: { path: '^(server|web)/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'server-features-below-composition',
      severity: 'error',
      comment: 'features never import the composition layer (app, plugins, seed, ops, cli)',
      from: { path: '^server/src/features/' },
      to: { path: '^server/src/((plugins|seed|ops)/|(app|main|cli)\\.ts$)' },
    },
    {
      name: 'server-shared-below-features',
      severity: 'error',
      comment: 'the shared layers never import a feature or the composition layer',
      from: { path: '^server/src/(lib|db|media|mail|shared)/' },
      to: { path: '^server/src/((features|plugins|seed|ops)/|(app|main|cli)\\.ts$)' },
    },
    {
      name: 'web-features-below-app',
      severity: 'error',
      comment: 'features never import the app layer',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/(app|page-shells|ssr)/' },
    },
    {
      name: 'web-shared-below-features',
      severity: 'error',
      comment: 'lib/ and components/ never import a feature or the app layer',
      from: { path: '^web/src/(lib|components)/' },
      to: { path: '^web/src/(features|app|page-shells|ssr)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    exclude: { path: '(^|/)(node_modules|dist|data|test-results|playwright-report|\\.cache)/' },
  },
};
