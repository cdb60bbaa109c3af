import type { ColorFamily } from '@inklore/contract/catalogue/catalogue.rules';
import { cn } from '#src/lib/cn.ts';

/** A representative tone per colour family, for the facet list. The name is always written beside it. */
export const FAMILY_TONES: Record<ColorFamily, string> = {
  Black: '#202127',
  Blue: '#2b4f9e',
  Brown: '#74482a',
  Green: '#2f7a3d',
  'Grey/Silver': '#9a9ea7',
  Orange: '#e07b24',
  Pink: '#e48bb3',
  Purple: '#6b3f9b',
  Red: '#b3262e',
  Teal: '#1d8a88',
  'Yellow/Gold': '#d8a41e',
  White: '#f6f2ea',
  Other: '#888888',
};

export function ColorDot({ family, className }: { family: ColorFamily; className?: string }) {
  const style =
    family === 'Other'
      ? { background: 'conic-gradient(#b3262e, #d8a41e, #2f7a3d, #2b4f9e, #6b3f9b, #b3262e)' }
      : { background: FAMILY_TONES[family] };
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-3.5 shrink-0 rounded-full shadow-[inset_0_0_0_1px_rgb(0_0_0/0.15),0_0_0_1px_var(--rule)]',
        className,
      )}
      style={style}
    />
  );
}
