import type { Badge } from '@inklore/contract';
import { useLingui } from '@lingui/react/macro';
import { Award } from 'lucide-react';
import { cn } from '#src/lib/cn.ts';
import { fraction, progressText } from '../badge-progress.ts';

/** A badge's medal: ochre when held (the design's colour for badges), quiet otherwise. */
export function BadgeMedal({ held, className }: { held: boolean; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-11 shrink-0 place-items-center rounded-full',
        held ? 'bg-ochre-soft text-ochre' : 'bg-sunken text-muted',
        className,
      )}
    >
      <Award className={cn('size-6', held && 'fill-ochre/25')} strokeWidth={1.8} />
    </span>
  );
}

/** Progress towards a badge: a bar that says its numbers to screen readers as well. */
export function BadgeProgressBar({ badge, className }: { badge: Badge; className?: string }) {
  const value = Math.min(badge.progress ?? 0, badge.target);
  const { t } = useLingui();
  const { name } = badge;
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={t`Progress to ${name}`}
        aria-valuemin={0}
        aria-valuemax={badge.target}
        aria-valuenow={value}
        aria-valuetext={progressText(badge)}
        className="h-2 flex-1 overflow-hidden rounded-full bg-sunken shadow-[inset_0_0_0_1px_var(--rule)]"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${fraction(badge) * 100}%` }}
        />
      </div>
      <span className="shrink-0 font-mono text-xs text-muted">{progressText(badge)}</span>
    </div>
  );
}
