import { useLingui } from '@lingui/react/macro';
import { cn } from '#src/lib/cn.ts';

export function Spinner({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={cn('size-5 animate-[spin_0.9s_linear_infinite]', className)}
    >
      <circle
        cx="12"
        cy="12"
        r="9"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.2"
        strokeWidth="2.5"
      />
      <path
        d="M21 12a9 9 0 0 0-9-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The 'Loading...' spinner shown while a page's code or data arrives (spec §2). */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div
      role="status"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-muted"
    >
      <Spinner className="size-7 text-primary" />
      <span className="text-sm tracking-wide">{label ?? t`Loading...`}</span>
    </div>
  );
}
