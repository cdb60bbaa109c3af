import { cn } from '#src/lib/cn.ts';
import { buttonShape, type ButtonSize } from './button.tsx';

/*
 * Buttons that destroy something. Kept apart from button.tsx: only screens loaded on demand
 * use them, so they stay out of the first load.
 */

/** Outlined in oxblood until hovered: Delete Ink, Remove. */
export function dangerClass(size: ButtonSize = 'sm', extra?: string): string {
  return cn(
    buttonShape(size),
    'border border-oxblood/50 text-oxblood hover:bg-oxblood hover:text-page',
    extra,
  );
}

/** The confirming button of a destructive dialog. */
export function dangerSolidClass(size: ButtonSize = 'sm'): string {
  return cn(buttonShape(size), 'bg-oxblood text-page hover:opacity-90');
}
