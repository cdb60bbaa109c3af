import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { inputClass } from '#src/components/ui/input-class.ts';
import { cn } from '#src/lib/cn.ts';
import { longDay } from '../days.ts';

/**
 * A day picked within bounds (the pens dialogs: inked on, used on, cleaned on). The hint
 * says the bounds in words unless `rangeHint` is false (a pairing's dates matter; "since 1900"
 * does not).
 */
export function DayField({
  label,
  value,
  onChange,
  min,
  max,
  rangeHint = true,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  min: string;
  max: string;
  rangeHint?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const from = longDay(min);
  const to = longDay(max);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="date"
        required
        min={min}
        max={max}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={rangeHint ? `${id}-hint` : undefined}
        className={cn(inputClass, 'w-auto')}
      />
      {rangeHint && (
        <p id={`${id}-hint`} className="text-[0.82rem] text-muted">
          {min === max ? from : t`From ${from} to ${to}.`}
        </p>
      )}
    </div>
  );
}
