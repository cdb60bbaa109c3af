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
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
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
          {o.label}
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
