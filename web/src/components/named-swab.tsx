import { useColorName } from '#src/lib/color-names.ts';
import { cn } from '#src/lib/cn.ts';
import { isHex } from '@inklore/contract/color/hex.rules';
import type { CSSProperties } from 'react';

/**
 * A swab that names its colour in words (ADR 087), loaded with the words only once a colour
 * vision is set: on the swab where it is at least 5rem wide (styles.css .swab-words), and as
 * its title. Until the words are there it is the plain swab.
 */
export default function NamedSwab({
  hex,
  seed,
  className,
}: {
  hex: string;
  seed: number;
  className?: string | undefined;
}) {
  const words = useColorName(hex);
  const swab = (cls: string | undefined) => (
    <div
      aria-hidden="true"
      className={cn('swab', `swab-${Math.abs(seed) % 4}`, cls)}
      style={{ '--ink': isHex(hex) ? hex : '#808080' } as CSSProperties}
    />
  );
  if (words === null) return swab(className);
  return (
    <div aria-hidden="true" className={cn('swab-named', className)} title={words}>
      {swab(undefined)}
      <span className="swab-words" data-testid="swab-words">
        {words}
      </span>
    </div>
  );
}
