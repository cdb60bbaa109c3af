/**
 * How the browser's build groups modules into chunks (rolldown's output.codeSplitting), beyond
 * one chunk per page. The patterns match module ids (file paths), never code.
 */

/**
 * What every page runs (React, TanStack Query, the app's frame: main.tsx and everything it
 * imports, the icon base and the small helpers the pages share), in one file instead of a
 * dozen small ones: fewer requests, and gzip compresses one file better than many. The entry
 * file (src/entry.ts) is then one call (ADR 054).
 */
export const CORE_MODULES = new RegExp(
  [
    // TanStack Query's mutations stay out (the hooks, and the cache and its entries, which a
    // client makes on first need: lazy-mutations.ts, ADR 082): only the pages where members
    // change things use them
    String.raw`node_modules[\/](?:react|react-dom|scheduler|@tanstack[\/]query-core|@tanstack[\/]react-query)[\/](?!.*[\/](?:useMutation|mutationObserver|mutationCache|mutation)\.js$)`,
    String.raw`[\/]src[\/]components[\/]lucide-icon\.ts$`,
    // the two icons of the main pages' own code (the ink cards' star, every close button's X)
    String.raw`lucide-react[\/]dist[\/]esm[\/]icons[\/](?:x|star)\.mjs$`,
    String.raw`rolldown[\/]runtime`,
    // the app's frame, with its imports (router, header, layout, page table, head)
    String.raw`[\/]src[\/]main\.tsx$`,
    // every first visit shows the cookie banner (no choice stored yet): its own file cost more
    String.raw`[\/]src[\/]features[\/]preferences[\/]components[\/]cookie-banner\.tsx$`,
    String.raw`[\/]contract[\/]src[\/]catalogue[\/]catalogue\.rules\.ts$`,
    String.raw`[\/]src[\/](?:features[\/]inks[\/](?:api[\/]inks|browse-params)\.ts|lib[\/]early-data\.ts)$`,
    String.raw`[\/]src[\/](?:lib[\/](?:cn|format)\.ts|components[\/](?:swatch|section-error)\.tsx|features[\/]inks[\/](?:last-browse\.ts|components[\/]color-dot\.tsx))$`,
  ].join('|'),
);

/**
 * The ink cards (grid, card, Add to compare and its icons) in one file for home and browse
 * instead of six small ones. Their own imports stay where they are (the core, the entry), so
 * the ink page, which has no cards, does not load this.
 */
export const INK_LIST_MODULES = new RegExp(
  [
    String.raw`[\/]src[\/]features[\/]inks[\/]components[\/](?:ink-grid|ink-card|marked-text)\.tsx$`,
    String.raw`[\/]src[\/]features[\/]color[\/](?:compare-store\.ts|components[\/]add-to-compare\.tsx)$`,
    String.raw`[\/]src[\/]components[\/]ui[\/]input-class\.ts$`,
    String.raw`lucide-react[\/]dist[\/]esm[\/]icons[\/](?:check|plus)\.mjs$`,
  ].join('|'),
);

/** rolldown's output.codeSplitting.groups: the core first, then the ink cards. */
export const CHUNK_GROUPS = [
  { name: 'core', test: CORE_MODULES, priority: 2 },
  {
    name: 'ink-list',
    test: INK_LIST_MODULES,
    includeDependenciesRecursively: false,
    priority: 1,
  },
];
