import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, CORE_MODULES, INK_LIST_MODULES } from './chunk-groups.ts';

const nm = '/app/node_modules';
const src = '/app/web/src';

describe('chunk groups', () => {
  it('puts React, TanStack Query and the shared helpers in the core', () => {
    for (const id of [
      `${nm}/react/cjs/react.production.js`,
      `${nm}/react-dom/cjs/react-dom-client.production.js`,
      `${nm}/scheduler/index.js`,
      `${nm}/@tanstack/query-core/build/modern/queryClient.js`,
      `${nm}/@tanstack/react-query/build/modern/useQuery.js`,
      `${src}/components/lucide-icon.ts`,
      `${nm}/lucide-react/dist/esm/icons/star.mjs`,
      `${nm}/lucide-react/dist/esm/icons/x.mjs`,
      '/app/contract/src/catalogue/catalogue.rules.ts',
      `${src}/features/inks/api/inks.ts`,
      `${src}/lib/early-data.ts`,
      `${src}/lib/format.ts`,
      `${src}/components/swatch.tsx`,
      `${src}/features/inks/components/color-dot.tsx`,
      `${src}/main.tsx`,
      `${src}/features/preferences/components/cookie-banner.tsx`,
    ])
      expect(CORE_MODULES.test(id), id).toBe(true);
  });

  it("keeps the mutations, other icons and the pages' own modules out of the core", () => {
    for (const id of [
      `${nm}/@tanstack/query-core/build/modern/mutationObserver.js`,
      `${nm}/@tanstack/query-core/build/modern/mutationCache.js`,
      `${nm}/@tanstack/query-core/build/modern/mutation.js`,
      `${nm}/@tanstack/react-query/build/modern/useMutation.js`,
      `${nm}/lucide-react/dist/esm/icons/check.mjs`,
      `${src}/app/pages/browse.tsx`,
      `${src}/features/inks/components/ink-card.tsx`,
      `${src}/entry.ts`,
      `${src}/features/preferences/components/cookie-toggles.tsx`,
    ])
      expect(CORE_MODULES.test(id), id).toBe(false);
  });

  it('puts the ink cards in their own group, and nothing of the ink page', () => {
    for (const id of [
      `${src}/features/inks/components/ink-grid.tsx`,
      `${src}/features/inks/components/ink-card.tsx`,
      `${src}/features/color/components/add-to-compare.tsx`,
      `${src}/features/color/compare-store.ts`,
      `${nm}/lucide-react/dist/esm/icons/plus.mjs`,
    ])
      expect(INK_LIST_MODULES.test(id), id).toBe(true);
    expect(INK_LIST_MODULES.test(`${src}/app/pages/ink-profile.tsx`)).toBe(false);
  });

  it('names the core first, and keeps the ink cards from pulling their imports in', () => {
    expect(CHUNK_GROUPS.map((g) => [g.name, g.priority])).toEqual([
      ['core', 2],
      ['ink-list', 1],
    ]);
    expect(CHUNK_GROUPS[1]).toMatchObject({ includeDependenciesRecursively: false });
  });
});
