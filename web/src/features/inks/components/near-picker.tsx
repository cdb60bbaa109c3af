import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { inputClass } from '#src/components/ui/input-class.ts';
import { parseNear } from '../browse-params.ts';

/** How long a colour is left alone before it is searched (the picker fires while dragged). */
const NEAR_DEBOUNCE_MS = 300;

/**
 * Search by colour (ADR 024): a colour picker and a hex field, kept in step; a valid colour
 * is searched 300 ms after the last change; Clear returns to the normal browse.
 */
export function NearPicker({
  near,
  onChange,
}: {
  near: string | undefined;
  onChange: (near: string | undefined) => void;
}) {
  const { t } = useLingui();
  const hexId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState(near ? `#${near}` : '');
  const [seen, setSeen] = useState(near);
  if (near !== seen) {
    setSeen(near);
    setDraft(near ? `#${near}` : '');
  }
  const parsed = parseNear(draft);
  const invalid = draft.trim() !== '' && parsed === null;
  useEffect(() => {
    if (parsed === null || parsed === near) return;
    const timer = setTimeout(() => onChange(parsed), NEAR_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // onChange is rebuilt every render; the colour is what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [parsed, near]);

  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t`Pick a colour`}
          value={`#${parsed ?? near ?? '2c4a7a'}`}
          onChange={(e) => setDraft(e.target.value)}
          className="h-11 w-12 shrink-0 cursor-pointer rounded-xl border border-rule bg-paper p-1"
        />
        <label htmlFor={hexId} className="sr-only">
          <Trans>Colour as hex</Trans>
        </label>
        <input
          id={hexId}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="#1f4e79"
          autoComplete="off"
          spellCheck={false}
          maxLength={7}
          aria-invalid={invalid}
          aria-describedby={hintId}
          className={`${inputClass} font-mono`}
        />
        {near && (
          <button
            type="button"
            aria-label={t`Clear colour search`}
            onClick={() => {
              setDraft('');
              onChange(undefined);
            }}
            className="grid size-9 shrink-0 cursor-pointer place-items-center rounded-full text-muted hover:bg-sunken hover:text-ink"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
      <p id={hintId} className={`mt-1.5 text-xs ${invalid ? 'text-oxblood' : 'text-muted'}`}>
        {invalid
          ? t`A colour is six hex digits, for example #1f4e79.`
          : t`The nearest inks by ΔE2000, nearest first.`}
      </p>
    </div>
  );
}
