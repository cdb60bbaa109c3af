import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ConsentChoice } from '../consent.ts';

/** The banner's Customize view (spec §4): Essential (always on), Analytics, Preferences. */
export default function CookieToggles({
  choice,
  onChange,
}: {
  choice: ConsentChoice;
  onChange: (choice: ConsentChoice) => void;
}) {
  const { t } = useLingui();
  return (
    <fieldset className="mt-4 space-y-3 border-t border-rule pt-4">
      <legend className="sr-only">{t`Cookie preferences`}</legend>
      <Toggle
        label={t`Essential`}
        hint={t`Keeps the site working: security tokens, your sign-in, and this choice. Always on.`}
        checked
        disabled
      />
      <Toggle
        label={t`Analytics`}
        hint={t`Anonymous visit counts. Inklore collects none today; your answer is kept in case that changes.`}
        checked={choice.analytics}
        onChange={(v) => onChange({ ...choice, analytics: v })}
      />
      <Toggle
        label={t`Preferences`}
        hint={t`Remembers choices such as the light or dark theme between visits.`}
        checked={choice.preferences}
        onChange={(v) => onChange({ ...choice, preferences: v })}
      />
    </fieldset>
  );
}

function Toggle({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (v: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange?.(e.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-1 size-4 shrink-0 accent-[var(--primary)]"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      </div>
    </div>
  );
}
