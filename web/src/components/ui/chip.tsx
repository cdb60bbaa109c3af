import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#src/lib/cn.ts';

// A name as a chip (the other names of an ink, the console's brand aliases).

/** A name as a chip, with its remove button beside it. */
export const chipClass =
  'inline-flex max-w-full min-w-0 items-center gap-1 rounded-full border border-rule bg-page py-1 pr-1 pl-3 text-sm';

/** The round remove button at a chip's end (its name is its aria-label). */
export function ChipRemoveButton({ className, ...rest }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className={cn(
        'grid size-7 shrink-0 cursor-pointer place-items-center rounded-full text-muted hover:bg-oxblood/10 hover:text-oxblood disabled:cursor-not-allowed disabled:opacity-40',
        className,
      )}
      {...rest}
    >
      <X className="size-4" aria-hidden="true" />
    </button>
  );
}
