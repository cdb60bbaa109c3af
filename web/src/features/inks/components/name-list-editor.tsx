import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { inputClass } from '#src/components/ui/input-class.ts';
import { FieldError } from '#src/components/ui/fields.tsx';
import { ChipRemoveButton, chipClass } from '#src/components/ui/chip.tsx';
import { addAliasProblem, MAX_ALIASES, removeAt } from '../ink-draft.ts';

/*
 * A list of names edited in place: the other names of an ink (ADR 025) on the staff's ink
 * editor and on "Share a discovery". The chips (components/ui/chip.tsx) are the console's brand
 * aliases' too.
 */

/**
 * The names, each with Remove; a field and Add (or Enter) to add one. A name already in the
 * list (in any case), an empty one or one past the limit is refused with a message; every
 * change is announced, and after a removal the focus goes to the next name (or the field).
 */
export function NameListEditor({
  label,
  hint,
  names,
  onChange,
  disabled,
}: {
  /** The field's name: "Other names", "Other names or spellings". */
  label: string;
  hint: ReactNode;
  names: readonly string[];
  onChange: (next: string[]) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const focusRemoved = useRef<number | null>(null);
  const listed = names.length;
  const full = listed >= MAX_ALIASES;
  const inputId = `${id}-input`;

  // after a removal, the focus goes to the name now in its place, or the one before, or the field
  useEffect(() => {
    const index = focusRemoved.current;
    focusRemoved.current = null;
    if (index === null) return;
    const buttons = box.current?.querySelectorAll<HTMLButtonElement>('[data-name-remove]') ?? [];
    const target = buttons[Math.min(index, buttons.length - 1)];
    (target ?? document.getElementById(inputId))?.focus();
  }, [names, inputId]);

  const add = () => {
    const name = text.trim();
    const bad = addAliasProblem(name, names);
    setProblem(bad);
    if (bad) {
      document.getElementById(inputId)?.focus();
      return;
    }
    onChange([...names, name]);
    setText('');
    const count = names.length + 1;
    setSaid(
      t`“${name}” added. ${plural(count, { one: 'One name', other: '# names' })} in the list.`,
    );
    document.getElementById(inputId)?.focus();
  };

  const remove = (index: number) => {
    const name = names[index] ?? '';
    onChange(removeAt(names, index));
    setProblem(null);
    const count = names.length - 1;
    setSaid(t`“${name}” removed. ${plural(count, { one: 'One name', other: '# names' })} left.`);
    focusRemoved.current = index;
  };

  return (
    <div ref={box} role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-2.5">
      <p role="status" className="sr-only">
        {said}
      </p>
      <div className="flex items-baseline justify-between gap-3">
        <p id={`${id}-label`} className="text-sm font-medium">
          <Trans>
            {label} <span className="font-normal text-muted">(optional)</span>
          </Trans>
        </p>
        <p className="font-mono text-xs text-muted">
          <Trans>
            {listed}/{MAX_ALIASES}
            <span className="sr-only"> names</span>
          </Trans>
        </p>
      </div>
      {names.length > 0 && (
        <ul aria-label={label} className="flex flex-wrap gap-2">
          {names.map((name, i) => (
            <li key={name} className={chipClass}>
              <span className="min-w-0 break-words">{name}</span>
              <ChipRemoveButton
                data-name-remove
                aria-label={t`Remove ${name}`}
                disabled={disabled}
                onClick={() => remove(i)}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-[0.82rem] text-muted">
          <Trans>Add a name</Trans>
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            type="text"
            value={text}
            disabled={disabled || full}
            autoComplete="off"
            maxLength={120}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
            onChange={(e) => {
              setText(e.target.value);
              setProblem(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                // a name is added, the form is not sent
                e.preventDefault();
                add();
              }
            }}
            className={inputClass}
          />
          <Button
            variant="secondary"
            className="shrink-0"
            aria-label={t`Add name`}
            disabled={disabled || full}
            onClick={add}
          >
            <Plus className="size-4" aria-hidden="true" />
            <Trans>Add</Trans>
          </Button>
        </div>
        <p id={`${id}-hint`} className="text-[0.82rem] text-muted">
          {full ? t`That is ${MAX_ALIASES}, the most an ink may have.` : hint}
        </p>
        {problem && <FieldError id={`${id}-error`}>{problem}</FieldError>}
      </div>
    </div>
  );
}
