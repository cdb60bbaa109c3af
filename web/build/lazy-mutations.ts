import type { Plugin } from 'vite';

const QUERY_CORE = String.raw`@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]`;
const CLIENT = new RegExp(`${QUERY_CORE}queryClient\\.js$`);
const OBSERVER = new RegExp(`${QUERY_CORE}mutationObserver\\.js$`);

// queryClient.js's code as this plugin knows it (TanStack Query 5): the import of the class,
// the constructor's making of the cache, its getter, and the client's own calls on it
const IMPORT = 'import { MutationCache } from "./mutationCache.js";';
const MADE = 'this.#mutationCache = config.mutationCache || new MutationCache();';
const GETTER = 'getMutationCache() {\n\t\treturn this.#mutationCache;';
const CALL = /this\.#mutationCache\.(\w+)\(/g;
const CALLS = ['clear', 'findAll', 'resumePausedMutations'];

/**
 * What the client's own calls meet while it has no MutationCache: no mutations (isMutating()
 * is 0, nothing to resume or clear), as there are none before one is made.
 */
const NO_MUTATIONS =
  'const NO_MUTATIONS = { findAll: () => [], resumePausedMutations: () => Promise.resolve(), clear() {} };';

/**
 * TanStack Query's mutations (MutationCache and Mutation, 1 KB gzip) leave the first load
 * (ADR 082, the budget of ADR 011): a QueryClient makes its MutationCache when first asked for
 * it (getMutationCache(), which useMutation's MutationObserver calls) instead of in its
 * constructor, and the class comes with mutationObserver.js, which loads with useMutation
 * (chunk-groups.ts keeps the three out of the core). Whatever else asks for the cache before
 * a MutationObserver's module has loaded (useIsMutating, useMutationState, hydrate(), none of
 * which the app's browser code uses) fails: "MutationCache is not a constructor".
 *
 * The change is made on the library's code as text: a version whose queryClient.js differs
 * from the code this knows stops the build, rather than building something else.
 */
export function lazyMutations(): Plugin {
  return {
    name: 'inklore-lazy-mutations',
    enforce: 'pre',
    transform(code, id) {
      if (CLIENT.test(id)) {
        const calls = [...new Set(Array.from(code.matchAll(CALL), (m) => m[1]))].sort();
        if (![IMPORT, MADE, GETTER].every((s) => code.includes(s)) || calls.join() !== CALLS.join())
          throw new Error(
            `${id} is not the code web/build/lazy-mutations.ts knows: see whether it still applies`,
          );
        return {
          code: code
            .replace(
              IMPORT,
              `let MutationCache;\nexport function setMutationCacheClass(c) { MutationCache = c; }\n${NO_MUTATIONS}`,
            )
            .replace(MADE, 'this.#mutationCache = config.mutationCache;')
            .replace(
              GETTER,
              'getMutationCache() {\n\t\treturn this.#mutationCache ??= new MutationCache();',
            )
            .replaceAll('this.#mutationCache.', '(this.#mutationCache ?? NO_MUTATIONS).'),
          map: null,
        };
      }
      // the class, handed to the client before any MutationObserver asks for the cache
      if (OBSERVER.test(id))
        return {
          code:
            'import { MutationCache as LazyMutationCache } from "./mutationCache.js";\n' +
            'import { setMutationCacheClass } from "./queryClient.js";\n' +
            `setMutationCacheClass(LazyMutationCache);\n${code}`,
          map: null,
        };
      return null;
    },
  };
}
