import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { inputClass } from '#src/components/ui/input-class.ts';
import { cn } from '#src/lib/cn.ts';

/** An optional note with its hint and a live 'n/max' count. */
export function NoteField({
  label,
  value,
  onChange,
  max,
  hint,
  rows = 2,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  max: number;
  hint?: string;
  rows?: number;
}) {
  const id = useId();
  const over = value.trim().length > max;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}{' '}
        <span className="font-normal text-muted">
          <Trans>(optional)</Trans>
        </span>
      </label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={over || undefined}
        aria-describedby={`${hint ? `${id}-hint ` : ''}${id}-count`}
        className={cn(inputClass, 'h-auto min-h-16 resize-y py-2.5 leading-relaxed')}
      />
      <div className="flex items-baseline justify-between gap-3">
        {hint ? (
          <p id={`${id}-hint`} className="text-[0.82rem] text-muted">
            {hint}
          </p>
        ) : (
          <span />
        )}
        <p
          id={`${id}-count`}
          className={cn('shrink-0 font-mono text-xs', over ? 'text-oxblood' : 'text-muted')}
        >
          {value.length}/{max}
        </p>
      </div>
    </div>
  );
}
