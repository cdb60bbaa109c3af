import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '#src/lib/cn.ts';
import { inputClass } from '#src/components/ui/input-class.ts';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'name'> & {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** Something beside the label (a link such as "Forgot your password?"). */
  aside?: ReactNode;
};

/** A labelled input with its hint and its error, tied together for screen readers. */
export function TextField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  aside,
  className,
  type = 'text',
  ...rest
}: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [reveal, setReveal] = useState(false);
  const { t } = useLingui();
  const isPassword = type === 'password';
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {aside}
      </div>
      <div className="relative">
        <input
          id={id}
          name={name}
          data-field={name}
          type={isPassword && reveal ? 'text' : type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(inputClass, isPassword && 'pr-12')}
          {...rest}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setReveal((r) => !r)}
            aria-pressed={reveal}
            aria-label={t`Show password`}
            className="absolute top-1/2 right-1 grid size-9 -translate-y-1/2 cursor-pointer place-items-center rounded-lg text-muted hover:text-ink"
          >
            {reveal ? (
              <EyeOff className="size-4.5" aria-hidden="true" />
            ) : (
              <Eye className="size-4.5" aria-hidden="true" />
            )}
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className="text-[0.82rem] text-muted">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-[0.85rem] font-medium text-oxblood">
      <CircleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

type AreaProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  max: number;
  rows?: number;
};

/** A labelled text area with a live 'n/max characters' counter. */
export function TextArea({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  max,
  rows = 4,
}: AreaProps) {
  const id = useId();
  const over = value.length > max;
  // as the numbers were always written: without separators
  const count = String(value.length);
  const most = String(max);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        data-field={name}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        className={cn(inputClass, 'h-auto min-h-24 resize-y py-2.5 leading-relaxed')}
      />
      <p
        id={`${id}-count`}
        className={cn('text-right font-mono text-xs', over ? 'text-oxblood' : 'text-muted')}
      >
        <Trans>
          {count}/{most} characters
        </Trans>
      </p>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

/** A message about the whole form, announced when it appears. */
export function FormAlert({
  children,
  tone = 'error',
}: {
  children: ReactNode;
  tone?: 'error' | 'success' | 'info';
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-xl border px-4 py-3 text-sm',
        tone === 'error' && 'border-oxblood/40 bg-oxblood/5 text-oxblood',
        tone === 'success' && 'border-verdigris/40 bg-verdigris/5 text-ink',
        tone === 'info' && 'border-rule bg-sunken text-ink',
      )}
    >
      {children}
    </div>
  );
}
