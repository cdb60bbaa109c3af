import type { Vision } from '@inklore/contract/color/visions.rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { inputClass } from '#src/components/ui/input-class.ts';
import { cn } from '#src/lib/cn.ts';
import { setVision } from '#src/lib/set-vision.ts';
import { useVision } from '#src/lib/vision.ts';

/** The colour vision setting's choices, in the reader's words. */
export function useVisionWords(): Record<Vision, string> {
  const { t } = useLingui();
  return {
    none: t`Typical colour vision`,
    protanopia: t`Protanopia (red-blind)`,
    deuteranopia: t`Deuteranopia (green-blind)`,
    tritanopia: t`Tritanopia (blue-blind)`,
  };
}

/**
 * The colour vision setting (ADR 087), where colours are compared: with one chosen, similar
 * inks and compare measure as that reader sees, flag the inks that look alike to them, and
 * every swatch names its colour in words. Remembered on this device.
 */
export function VisionSelect({ className }: { className?: string }) {
  const vision = useVision();
  const words = useVisionWords();
  const id = useId();
  return (
    <div className={cn('w-full sm:w-64', className)}>
      <label htmlFor={id} className="mb-1 block text-sm text-muted">
        <Trans>Colour vision</Trans>
      </label>
      <select
        id={id}
        className={inputClass}
        value={vision}
        data-testid="vision-select"
        onChange={(e) => setVision(e.target.value as Vision)}
      >
        {(Object.keys(words) as Vision[]).map((v) => (
          <option key={v} value={v}>
            {words[v]}
          </option>
        ))}
      </select>
    </div>
  );
}
