import { hexToRgb, isHex, rgbToHex } from '@inklore/contract/color/hex.rules';
import type { CSSProperties } from 'react';
import { cn } from '#src/lib/cn.ts';

type InkVars = CSSProperties & { [k: `--${string}`]: string };

function mix(hex: string, toward: number, amount: number): string {
  const { r, g, b } = hexToRgb(hex);
  const m = (c: number) => c + (toward - c) * amount;
  return rgbToHex({ r: m(r), g: m(g), b: m(b) });
}

/** The three tones of a swab: where the ink ran thin, its own colour, where it pooled. */
export function inkVars(hex: string): InkVars {
  const base = isHex(hex) ? hex : '#808080';
  return {
    '--ink': base,
    '--ink-light': mix(base, 255, 0.4),
    '--ink-deep': mix(base, 0, 0.34),
  };
}

/** A swab of ink, the signature element. Purely visual: text beside it names the colour. */
export function Swab({
  hex,
  seed = 0,
  className,
}: {
  hex: string;
  seed?: number;
  className?: string;
}) {
  return (
    <div
      aria-hidden="true"
      className={cn('swab', `swab-${Math.abs(seed) % 4}`, className)}
      style={inkVars(hex)}
    />
  );
}

/**
 * A swab on a paper ground with the hex in monospace and the colour family written beneath,
 * so the colour never carries meaning alone.
 */
export function Swatch({
  hex,
  family,
  seed = 0,
  className,
  caption = true,
}: {
  hex: string;
  family: string;
  seed?: number;
  className?: string;
  caption?: boolean;
}) {
  return (
    <figure className={cn('flex flex-col', className)}>
      <div className="swab-ground grid aspect-[4/3] place-items-center rounded-xl p-[12%]">
        <Swab hex={hex} seed={seed} className="size-full" />
      </div>
      {caption && (
        <figcaption className="mt-2 flex items-baseline justify-between gap-2 text-sm">
          <span className="font-mono text-[0.8rem] tracking-tight uppercase">{hex}</span>
          <span className="text-muted">{family}</span>
        </figcaption>
      )}
    </figure>
  );
}
