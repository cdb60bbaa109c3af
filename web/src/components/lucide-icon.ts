import { createElement, type ReactNode, type SVGProps } from 'react';

/**
 * What lucide-react's icons are built with, in a few lines instead of its general Icon
 * component (context, aliases, absolute stroke widths: about 1.5 KB gzip on every first load).
 * web/build/lucide-icons.ts hands this to every `lucide-react/dist/esm/icons/*` module in
 * place of `../createLucideIcon.mjs`, so the icons keep their own modules (and the app its
 * `import { X } from 'lucide-react'`). The markup is lucide's own: the same attributes and
 * classes, `aria-hidden` unless the icon is labelled.
 */
type IconData = { name: string; node: [tag: string, attrs: Record<string, string>][] };
type IconProps = SVGProps<SVGSVGElement> & { size?: number | string; children?: ReactNode };

const LABELLED = /^(?:aria-|role$|title$)/;

export default function createLucideIcon(icon: IconData) {
  const base = `lucide lucide-${icon.name}`;
  return function LucideIcon({ className, size = 24, color, children, ...rest }: IconProps) {
    const labelled =
      children != null || Object.entries(rest).some(([k, v]) => LABELLED.test(k) && v != null);
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: color ?? 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? `${base} ${className}` : base,
        ...(labelled ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  };
}
