import { useLingui } from '@lingui/react/macro';
import { cn } from '#src/lib/cn.ts';

/**
 * The missing-ink placeholder: an ink bottle holding the ink's own colour. Stands in for
 * absent images and for images on the stock-photo host (decisions.md).
 */
export function InkPlaceholder({
  hex,
  label: asked,
  className,
  compact = false,
}: {
  hex: string;
  /** Thumbnail size: the bottle alone (the label stays as the accessible name). */
  compact?: boolean;
  label?: string;
  className?: string;
}) {
  const { t } = useLingui();
  const label = asked ?? t`No image yet`;
  return (
    <div
      className={cn(
        'swab-ground flex flex-col items-center justify-center gap-3 text-muted',
        className,
      )}
      role="img"
      aria-label={label}
    >
      <svg viewBox="0 0 120 140" className="h-[55%] max-h-48 w-auto" aria-hidden="true">
        <defs>
          <clipPath id={`bottle-${hex.slice(1)}`}>
            <path d="M44 20h32v18c0 4 3 6 8 9 12 7 20 16 20 32v38c0 9-6 15-15 15H31c-9 0-15-6-15-15V79c0-16 8-25 20-32 5-3 8-5 8-9V20Z" />
          </clipPath>
        </defs>
        <rect x="40" y="6" width="40" height="16" rx="4" fill="currentColor" opacity=".55" />
        <g clipPath={`url(#bottle-${hex.slice(1)})`}>
          <rect x="0" y="0" width="120" height="140" fill="currentColor" opacity=".08" />
          <path d="M0 88c20-6 40 6 60 0s40-6 60 0v52H0Z" fill={hex} />
        </g>
        <path
          d="M44 20h32v18c0 4 3 6 8 9 12 7 20 16 20 32v38c0 9-6 15-15 15H31c-9 0-15-6-15-15V79c0-16 8-25 20-32 5-3 8-5 8-9V20Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          opacity=".6"
        />
      </svg>
      {!compact && (
        <span aria-hidden="true" className="px-2 text-center text-sm">
          {label}
        </span>
      )}
    </div>
  );
}
