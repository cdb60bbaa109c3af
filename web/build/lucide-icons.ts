import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ICON_MODULE = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/** The app's own icon factory, in place of lucide-react's createLucideIcon. */
export const ICON_FACTORY = fileURLToPath(
  new URL('../src/components/lucide-icon.ts', import.meta.url),
);

/**
 * lucide-react's icons are built by src/components/lucide-icon.ts instead of the library's
 * general Icon component (the same markup; 1.5 KB gzip less on every first load). In every
 * build that draws the app (the browser's, the server renderer's, the page shells'), so the
 * server's HTML and the browser's first render agree.
 */
export function lucideIcons(): Plugin {
  return {
    name: 'inklore-lucide-icons',
    enforce: 'pre',
    // Each path of an icon carries a React key (random letters, which gzip cannot shrink);
    // lucide-icon.ts passes the paths as separate children, so no key is needed
    transform(code, id) {
      if (!ICON_MODULE.test(id)) return null;
      // (nor the size, always 24, nor the bare `__iconData.node;` line lucide's build leaves)
      return {
        code: code
          .replace(/,\s*key: "[^"]*"/g, '')
          .replace(/^\s*size: 24,$/m, '')
          .replace(/^__iconData\.node;$/m, ''),
        map: null,
      };
    },
    resolveId(source, importer) {
      if (source === '../createLucideIcon.mjs' && importer && ICON_MODULE.test(importer))
        return ICON_FACTORY;
      return null;
    },
  };
}
