import type { CurrentUser } from '@inklore/contract';
import { AppealBody } from '@inklore/contract/trust/moderation';
import { RESTRICTION_LIMITS } from '@inklore/contract/trust/trust.rules';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Hourglass, Send, ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Card } from '#src/components/card.tsx';
import { RESTRICTION_WORDS } from '#src/components/trust-words.ts';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { formatLongDate } from '#src/lib/dates.ts';
import { useLocation } from '#src/lib/router.tsx';
import { useAppeal } from '../../api/account-mutations.ts';
import { check, useForm } from '#src/lib/form.ts';
import { FormAlert, TextArea } from '#src/components/ui/fields.tsx';

/*
 * /profile#standing (ADR 041): a member whom the moderators limited or suspended reads what
 * that means (RESTRICTION_WORDS, the words of every refusal), the moderators' reason and since
 * when, and may appeal once; then that the appeal waits, or was read and the restriction kept.
 * Other screens link here (the notice under the header, the notes where an action is refused).
 */

export const STANDING_TEXT = {
  pending: msg`The moderators will read your appeal.`,
  upheld: msg`The moderators read your appeal and kept the restriction.`,
  failed: msg`Your appeal could not be sent. Please try again.`,
} as const;

function AppealForm() {
  const { t, i18n } = useLingui();
  const appeal = useAppeal();
  const form = useForm<'text'>({ text: '' }, (v) => ({
    text: check(AppealBody.shape.text, v.text),
  }));
  return (
    <form
      noValidate
      aria-labelledby="appeal-title"
      className="mt-5 flex flex-col gap-3 border-t border-rule pt-5"
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit(async (v) => {
          await appeal.mutateAsync(v.text.trim());
        }, i18n._(STANDING_TEXT.failed));
      }}
    >
      <h3 id="appeal-title" className="text-lg">
        <Trans context="noun">Appeal</Trans>
      </h3>
      <p className="text-sm text-muted">
        <Trans>
          If you think this is a mistake, tell the moderators why. You can appeal once; they read
          every appeal and either lift the restriction or keep it.
        </Trans>
      </p>
      <TextArea
        name="text"
        label={t`Your appeal`}
        value={form.values.text}
        onChange={(v) => {
          form.set('text', v);
          form.setFormError(null);
        }}
        onBlur={() => form.blur('text')}
        error={form.errors.text}
        max={RESTRICTION_LIMITS.appealMax}
        rows={5}
      />
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <div>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? (
            <Spinner className="size-4" />
          ) : (
            <Send className="size-4" aria-hidden="true" />
          )}
          <Trans>Send Appeal</Trans>
        </Button>
      </div>
    </form>
  );
}

/** Nothing for a member in good standing. */
export function StandingCard({ user }: { user: CurrentUser }) {
  const { restriction, reason, since, appeal } = user.standing;
  const { hash } = useLocation();
  const { t, i18n } = useLingui();
  // reached by a link to /profile#standing: the card comes once the profile has loaded
  const shown = restriction !== null;
  useEffect(() => {
    if (shown && hash === '#standing') document.getElementById('standing')?.scrollIntoView();
  }, [shown, hash]);
  if (!restriction) return null;
  return (
    <Card title={t`Your standing`} id="standing" className="scroll-mt-24 border-ochre/60">
      <p className="flex items-start gap-2.5 font-medium">
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-ochre" aria-hidden="true" />
        <span>{i18n._(RESTRICTION_WORDS[restriction])}</span>
      </p>
      <dl className="mt-4 grid gap-x-4 gap-y-2 text-[0.95rem] sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-muted">
          <Trans>The moderators’ reason</Trans>
        </dt>
        <dd className="break-words whitespace-pre-line">{reason ?? t`None given.`}</dd>
        {since && (
          <>
            <dt className="text-muted">
              <Trans>Since</Trans>
            </dt>
            <dd>{formatLongDate(since)}</dd>
          </>
        )}
      </dl>
      {appeal === 'open' && <AppealForm />}
      {appeal === 'pending' && (
        <p
          role="status"
          className="mt-5 flex items-center gap-2 rounded-xl bg-sunken px-4 py-3 text-[0.95rem]"
        >
          <Hourglass className="size-4 shrink-0 text-muted" aria-hidden="true" />
          {i18n._(STANDING_TEXT.pending)}
        </p>
      )}
      {appeal === 'upheld' && (
        <p className="mt-5 rounded-xl bg-sunken px-4 py-3 text-[0.95rem]">
          {i18n._(STANDING_TEXT.upheld)}
        </p>
      )}
    </Card>
  );
}
