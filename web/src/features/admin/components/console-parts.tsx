import type { MessageDescriptor } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { cn } from '#src/lib/cn.ts';

/*
 * The small parts every tab of the staff console shares: a row of choices (open or resolved,
 * pending or decided), the loading line and the empty note.
 */

export function Choices<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  /** Each choice's words (msg), shown in the page's language. */
  options: readonly { value: T; label: MessageDescriptor }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-wrap gap-1" role="group" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={cn(
            'cursor-pointer rounded-full px-3 py-1.5 text-sm',
            value === o.value ? 'bg-sunken font-medium' : 'text-muted hover:text-ink',
          )}
        >
          {i18n._(o.label)}
        </button>
      ))}
    </div>
  );
}

export function Loading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="inline-flex items-center gap-2 text-muted">
      <Spinner className="size-4 text-primary" /> {children}
    </p>
  );
}

export function Empty({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 rounded-xl border border-dashed border-rule px-4 py-6 text-muted">
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}

/**
 * A decision's badge: its word ("Accepted"), by whom and when where known ("Accepted by lin on
 * 3 March 2026").
 */
export function decidedText(
  word: string,
  by: string | null | undefined,
  on: string | null | undefined,
): string {
  if (by && on) return t`${word} by ${by} on ${on}`;
  if (by) return t`${word} by ${by}`;
  if (on) return t`${word} on ${on}`;
  return word;
}
