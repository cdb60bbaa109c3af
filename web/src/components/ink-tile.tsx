import type { InkBrief } from '@inklore/contract';
import type { ReactNode } from 'react';
import { cn } from '#src/lib/cn.ts';
import { Link } from '#src/lib/router.tsx';
import { Swatch } from './swatch.tsx';

/**
 * An ink as a small card of a swatch grid (a comparison, the wishlist match): the swab on its
 * paper ground with the hex and colour family, the name linking to its page, the brand;
 * `children` below (the offerers, a note).
 */
export function InkTile({
  ink,
  children,
  className,
}: {
  ink: InkBrief;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex h-full flex-col rounded-2xl border border-rule bg-surface p-2.5',
        className,
      )}
    >
      <Swatch hex={ink.colorHex} family={ink.color} seed={ink.id} />
      <p className="mt-2 leading-snug">
        <Link to={`/ink/${ink.id}`} className="link font-medium break-words">
          {ink.name}
        </Link>
      </p>
      <p className="text-sm text-muted">{ink.brand}</p>
      {children}
    </div>
  );
}
