/**
 * Walls between the parts of the tree (docs/architecture.md; ADR 046), checked by
 * `npm run lint:walls` (dependency-cruiser): no file circles; a feature never imports another
 * feature; features never import the composition layer; shared layers never import features.
 */
// A test may set up what it proves through any part of the tree; the walls hold for the code
// that runs. Circles are refused everywhere.
const TEST = '\\.test\\.tsx?$';

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
      from: { path: '^(server|web)/src/features/([^/]+)/', pathNot: TEST },
      to: { path: '^(server|web)/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'server-features-below-composition',
      severity: 'error',
      comment: 'features never import the composition layer (app, plugins, seed, ops, cli)',
      from: { path: '^server/src/features/', pathNot: TEST },
      to: { path: '^server/src/((plugins|seed|ops)/|(app|main|cli)\\.ts$)' },
    },
    {
      name: 'server-shared-below-features',
      severity: 'error',
      comment: 'the shared layers never import a feature or the composition layer',
      from: { path: '^server/src/(lib|db|media|mail|shared)/', pathNot: TEST },
      to: { path: '^server/src/((features|plugins|seed|ops)/|(app|main|cli)\\.ts$)' },
    },
    {
      name: 'web-features-below-app',
      severity: 'error',
      comment: 'features never import the app layer',
      from: { path: '^web/src/features/', pathNot: TEST },
      to: { path: '^web/src/(app|page-shells|ssr)/' },
    },
    {
      name: 'web-shared-below-features',
      severity: 'error',
      comment: 'lib/ and components/ never import a feature or the app layer',
      from: { path: '^web/src/(lib|components)/', pathNot: TEST },
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
