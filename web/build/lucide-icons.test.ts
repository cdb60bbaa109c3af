import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callHook } from './call-hook.ts';
import { ICON_FACTORY, lucideIcons } from './lucide-icons.ts';

/** A real icon module of lucide-react, as the build meets it. */
const icons = path.join(
  path.dirname(createRequire(import.meta.url).resolve('lucide-react/package.json')),
  'dist/esm/icons',
);
const star = path.join(icons, 'star.mjs');

describe('lucide icons', () => {
  it("strips each path's React key, the fixed size and the bare data line from an icon", () => {
    const code = fs.readFileSync(star, 'utf8');
    expect(code).toMatch(/key: "/);
    const out = callHook(lucideIcons(), 'transform', code, star) as { code: string };
    expect(out.code).not.toMatch(/key: "/);
    expect(out.code).not.toMatch(/^\s*size: 24,$/m);
    expect(out.code).not.toMatch(/^__iconData\.node;$/m);
    // the drawing itself stays
    expect(out.code).toContain('name: "star"');
    expect(out.code).toContain('d: "M11.525 2.295');
  });

  it('leaves modules that are not icons alone', () => {
    expect(callHook(lucideIcons(), 'transform', 'const key: "x";', '/src/main.tsx')).toBeNull();
  });

  it("builds the icons with the app's own factory", () => {
    expect(fs.existsSync(ICON_FACTORY)).toBe(true);
    expect(callHook(lucideIcons(), 'resolveId', '../createLucideIcon.mjs', star)).toBe(
      ICON_FACTORY,
    );
    // lucide's own modules and the app's imports resolve as usual
    expect(callHook(lucideIcons(), 'resolveId', '../createLucideIcon.mjs', '/src/x.ts')).toBeNull();
    expect(callHook(lucideIcons(), 'resolveId', './defaultAttributes.mjs', star)).toBeNull();
  });
});
