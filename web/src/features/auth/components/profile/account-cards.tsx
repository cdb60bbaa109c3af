import type { CurrentUser } from '@inklore/contract';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut, Trash2 } from 'lucide-react';
import { Card } from '#src/components/card.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { messageOf } from '#src/lib/failure.ts';
import { useDeleteAccount } from '../../api/account-mutations.ts';
import { useSignOutEverywhere } from '../../api/session-mutations.ts';
import { useForm } from '#src/lib/form.ts';
import { FormAlert, TextField } from '#src/components/ui/fields.tsx';

/**
 * What deleting an account does: the words of docs/security.md, "Deleting an account"
 * (a test keeps the two the same).
 */
export const DELETE_ACCOUNT_TEXT = msg`Deleting an account removes the user, their sessions, tokens, linked sign-in providers, comments and ink-ventory. What they added to the shared catalogue stays without their name: an ink they submitted keeps existing with "submitted by" empty, a news story they wrote shows no author. The last admin cannot delete their account or be demoted.`;

/** The word typed to confirm (the server's `confirm`): the same in every language. */
const CONFIRM_WORD = 'DELETE';

export function SessionsCard() {
  const { t } = useLingui();
  const everywhere = useSignOutEverywhere();
  // after success the page is on its way home: the button stays busy
  const busy = everywhere.isPending || everywhere.isSuccess;
  return (
    <Card title={t`Signed-in devices`} id="sessions">
      <div className="flex flex-col gap-4">
        <p>
          <Trans>
            Signed in on a computer you no longer use, or lost a phone? Sign out on every device and
            browser at once, this one included.
          </Trans>
        </p>
        {everywhere.isError && <FormAlert>{messageOf(everywhere.error)}</FormAlert>}
        <div>
          <Button variant="secondary" onClick={() => everywhere.mutate()} disabled={busy}>
            {busy ? (
              <Spinner className="size-4" />
            ) : (
              <LogOut className="size-4" aria-hidden="true" />
            )}
            <Trans>Sign out everywhere</Trans>
          </Button>
        </div>
      </div>
    </Card>
  );
}

export function DeleteAccountCard({ user }: { user: CurrentUser }) {
  const { t, i18n } = useLingui();
  const remove = useDeleteAccount();
  const form = useForm({ confirm: '', password: '' }, (v) => ({
    confirm:
      v.confirm.trim() === CONFIRM_WORD
        ? undefined
        : t`Type ${CONFIRM_WORD} in capital letters to confirm.`,
    password: user.hasPassword && v.password === '' ? t`Enter your password.` : undefined,
  }));
  const armed = form.values.confirm.trim() === CONFIRM_WORD;
  return (
    <Card title={t`Delete account`} id="delete" className="border-oxblood/35">
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit(async (v) => {
            // signed out, home, and a goodbye: the mutation's success
            await remove.mutateAsync(user.hasPassword ? v.password : undefined);
          });
        }}
      >
        <p data-testid="delete-account-text">{i18n._(DELETE_ACCOUNT_TEXT)}</p>
        <p className="text-sm text-muted">
          <Trans>This cannot be undone.</Trans>
        </p>
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            {...form.field('confirm')}
            label={t`Type ${CONFIRM_WORD} to confirm`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          {user.hasPassword && (
            <TextField
              {...form.field('password')}
              type="password"
              label={t`Your password`}
              autoComplete="current-password"
            />
          )}
        </div>
        <div>
          <button
            type="submit"
            disabled={form.busy || !armed}
            className="inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-full bg-oxblood px-5 text-[0.95rem] font-medium text-page hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-55"
          >
            {form.busy ? (
              <Spinner className="size-4" />
            ) : (
              <Trash2 className="size-4" aria-hidden="true" />
            )}
            <Trans>Delete my account</Trans>
          </button>
        </div>
      </form>
    </Card>
  );
}
