import { Trans, useLingui } from '@lingui/react/macro';
import type { PenSettings } from '@inklore/contract';
import { CLEAN_SOON_DAYS_MAX, CLEAN_SOON_DAYS_MIN } from '@inklore/contract/pens/pens.rules';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Card } from '#src/components/card.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { FieldError, FormAlert } from '#src/components/ui/fields.tsx';
import { inputClass } from '#src/components/ui/input-class.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { cn } from '#src/lib/cn.ts';
import { Link } from '#src/lib/router.tsx';
import { toast } from '#src/lib/toast.ts';
import { useSavePenSettings } from '../api/pen-mutations.ts';
import { penSettingsOptions } from '../api/pens.ts';
import { refusalText } from '../refusal.ts';

/** The days as typed, or `range` (the words for the days allowed) when they are wrong. */
function daysOf(raw: string, range: string): number | string {
  const text = raw.trim();
  if (!/^\d{1,3}$/.test(text)) return range;
  const days = Number(text);
  return days < CLEAN_SOON_DAYS_MIN || days > CLEAN_SOON_DAYS_MAX ? range : days;
}

function Form({ saved }: { saved: PenSettings }) {
  const { t } = useLingui();
  const [days, setDays] = useState(String(saved.cleanSoonDays));
  const [mail, setMail] = useState(saved.cleanSoonMail);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const save = useSavePenSettings();
  const daysId = useId();
  const mailId = useId();
  const changed = days.trim() !== String(saved.cleanSoonDays) || mail !== saved.cleanSoonMail;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      aria-busy={save.isPending}
      onSubmit={(e) => {
        e.preventDefault();
        if (save.isPending) return;
        const min = CLEAN_SOON_DAYS_MIN;
        const max = CLEAN_SOON_DAYS_MAX;
        const checked = daysOf(days, t`Choose from ${min} to ${max} days.`);
        if (typeof checked === 'string') {
          setFieldError(checked);
          document.getElementById(daysId)?.focus();
          return;
        }
        setFieldError(null);
        setError(null);
        save.mutate(
          { cleanSoonDays: checked, cleanSoonMail: mail },
          {
            onSuccess: () =>
              toast({
                title: t`Saved`,
                description: mail
                  ? t`Pens inked ${checked} days or more are marked “Clean soon”, and you get a mail.`
                  : t`Pens inked ${checked} days or more are marked “Clean soon”.`,
                variant: 'success',
              }),
            onError: (err) =>
              setError(refusalText(err, t`Your settings could not be saved. Please try again.`)),
          },
        );
      }}
    >
      {error && <FormAlert>{error}</FormAlert>}
      <div className="flex flex-col gap-1.5">
        <label className="flex flex-wrap items-center gap-2 text-[0.95rem] font-medium">
          <Trans>
            Clean soon after
            <input
              id={daysId}
              type="number"
              inputMode="numeric"
              min={CLEAN_SOON_DAYS_MIN}
              max={CLEAN_SOON_DAYS_MAX}
              value={days}
              onChange={(e) => {
                setDays(e.target.value);
                setFieldError(null);
              }}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={`${daysId}-hint${fieldError ? ` ${daysId}-error` : ''}`}
              className={cn(inputClass, 'h-10 w-20 text-center font-mono')}
            />
            days
          </Trans>
        </label>
        <p id={`${daysId}-hint`} className="text-sm text-muted">
          <Trans>
            Days inked (or since the last refill) before a pen is marked “Clean soon” on your pens
            page.
          </Trans>
        </p>
        {fieldError && <FieldError id={`${daysId}-error`}>{fieldError}</FieldError>}
      </div>
      <div className="rounded-xl border border-rule px-3 py-2.5 text-[0.95rem] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary">
        <label className="flex cursor-pointer items-center gap-3 font-medium">
          <input
            type="checkbox"
            checked={mail}
            onChange={(e) => setMail(e.target.checked)}
            aria-describedby={mailId}
            className="size-4 shrink-0 accent-[var(--color-primary)]"
          />
          <Trans>Mail me when a pen should be cleaned</Trans>
        </label>
        <p id={mailId} className="mt-1 pl-7 text-sm text-muted">
          <Trans>One mail per pen when it reaches the days above. Off unless you turn it on.</Trans>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={save.isPending || !changed}>
          {save.isPending && <Spinner className="size-4" />}
          <Trans>Save</Trans>
        </Button>
        <Link to="/pens" className="text-sm font-medium text-primary hover:underline">
          <Trans>Go to My Pens</Trans>
        </Link>
      </div>
    </form>
  );
}

/** /profile: when a pen is marked "Clean soon", and whether a mail says so (off by default). */
export function PenSettingsCard() {
  const { t } = useLingui();
  const query = useQuery(penSettingsOptions());
  return (
    <Card title={t`Pens`} id="pen-settings">
      {query.isPending ? (
        <p role="status" className="inline-flex items-center gap-2 text-muted">
          <Spinner className="size-4 text-primary" /> <Trans>Loading your pen settings...</Trans>
        </p>
      ) : query.isError ? (
        <SectionError
          what={t`Your pen settings`}
          title={t`Your pen settings could not be loaded.`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Form key={`${query.data.cleanSoonDays}:${query.data.cleanSoonMail}`} saved={query.data} />
      )}
    </Card>
  );
}
