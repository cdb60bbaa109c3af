import { isHex } from '@inklore/contract/color/hex.rules';
import { lazy, Suspense, type CSSProperties } from 'react';
import type { ColorFamily } from '@inklore/contract/catalogue/catalogue.rules';
import { colourFamilyWord } from '#src/lib/catalogue-words.ts';
import { useVision } from '#src/lib/vision.ts';
import { cn } from '#src/lib/cn.ts';

type InkVars = CSSProperties & { [k: `--${string}`]: string };

/**
 * The ink's colour for a swab or a band (`.swab`, `.ink-tones` in styles.css): the stylesheet
 * mixes its two other tones from it, where the ink ran thin (40% toward white) and where it
 * pooled (34% toward black), so a page of swatches carries one colour each.
 */
export function inkVars(hex: string): InkVars {
  return { '--ink': isHex(hex) ? hex : '#808080' };
}

/** The swab named in words, with its words' tables: loaded only once a colour vision is set. */
const NamedSwab = lazy(() => import('./named-swab.tsx'));

/**
 * A swab of ink, the signature element. Purely visual: text beside it names the colour. With a
 * colour vision setting on (ADR 087) it also names its colour in words (named-swab.tsx).
 */
export function Swab({
  hex,
  seed = 0,
  className,
}: {
  hex: string;
  seed?: number;
  className?: string;
}) {
  const vision = useVision();
  const swab = (
    <div
      aria-hidden="true"
      className={cn('swab', `swab-${Math.abs(seed) % 4}`, className)}
      style={inkVars(hex)}
    />
  );
  if (vision === 'none') return swab;
  return (
    <Suspense fallback={swab}>
      <NamedSwab hex={hex} seed={seed} className={className} />
    </Suspense>
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
          <span className="text-muted">{colourFamilyWord(family as ColorFamily)}</span>
        </figcaption>
      )}
    </figure>
  );
}
