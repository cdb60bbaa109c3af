import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Plus } from 'lucide-react';
import { buttonClass } from '#src/components/ui/button.tsx';
import { cn } from '#src/lib/cn.ts';
import { COMPARE_MAX, toggleCompare, useCompareTray, type TrayInk } from '../compare-store.ts';

/** "Add to compare" for an ink page or a card; "In compare" once picked, which takes it out. */
export function AddToCompare({
  ink,
  compact = false,
  className,
}: {
  ink: TrayInk;
  compact?: boolean;
  className?: string;
}) {
  const tray = useCompareTray();
  const picked = tray.some((i) => i.id === ink.id);
  const full = !picked && tray.length >= COMPARE_MAX;
  const { t } = useLingui();
  const name = ink.name;
  const most = COMPARE_MAX;
  return (
    <button
      type="button"
      onClick={() => toggleCompare(ink)}
      disabled={full}
      aria-pressed={picked}
      aria-label={compact ? t`Compare ${name}` : undefined}
      title={full ? t`Compare takes at most ${most} inks` : undefined}
      className={cn(
        compact
          ? 'inline-flex h-7 cursor-pointer items-center gap-1 rounded-full border border-rule bg-surface px-2 text-xs hover:border-primary disabled:cursor-not-allowed disabled:opacity-55 aria-pressed:border-primary aria-pressed:text-primary'
          : buttonClass('secondary', 'sm', 'aria-pressed:border-primary aria-pressed:text-primary'),
        className,
      )}
    >
      {picked ? (
        <Check className="size-3.5" aria-hidden="true" />
      ) : (
        <Plus className="size-3.5" aria-hidden="true" />
      )}
      {compact ? (
        <Trans context="verb">Compare</Trans>
      ) : picked ? (
        <Trans>In compare</Trans>
      ) : (
        <Trans>Add to compare</Trans>
      )}
    </button>
  );
}
