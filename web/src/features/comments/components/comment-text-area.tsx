import { COMMENT_MAX_LENGTH } from '@inklore/contract/shared/members.rules';
import { useId } from 'react';
import { inputClass } from '#src/components/ui/input-class.ts';
import { cn } from '#src/lib/cn.ts';
import { counterText } from '../comment-text.ts';

/**
 * The comment box (spec §5): a live 'n/1000 characters' counter, at least 80 px tall.
 * Ctrl+Enter (or Cmd+Enter) sends. Text over the limit is kept, marked and not sent.
 */
export function CommentTextArea({
  label,
  hideLabel = true,
  value,
  onChange,
  disabled,
  autoFocus,
  placeholder,
  onSubmitShortcut,
}: {
  label: string;
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  placeholder?: string;
  onSubmitShortcut: () => void;
}) {
  const id = useId();
  const over = value.trim().length > COMMENT_MAX_LENGTH;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium'}>
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={3}
        placeholder={placeholder}
        autoFocus={autoFocus}
        readOnly={disabled}
        aria-invalid={over || undefined}
        aria-describedby={`${id}-count`}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            onSubmitShortcut();
          }
        }}
        className={cn(inputClass, 'h-auto min-h-[80px] resize-y py-2.5 leading-relaxed')}
      />
      <p
        id={`${id}-count`}
        className={cn('text-right font-mono text-xs', over ? 'text-oxblood' : 'text-muted')}
      >
        {counterText(value)}
      </p>
    </div>
  );
}
