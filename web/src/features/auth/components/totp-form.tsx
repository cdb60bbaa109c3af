import { TotpCodeBody } from '@inklore/contract/auth/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { ApiError } from '#src/lib/api-client.ts';
import { useForm } from '#src/lib/form.ts';
import { FormAlert, TextField } from '#src/components/ui/fields.tsx';

/**
 * The second step of signing in: a code from the authenticator app or a recovery code.
 * `onExpired` is told when the pending sign-in is over (401): the password is needed again.
 */
export function TotpForm({
  send,
  onExpired,
  onCancel,
}: {
  send: (code: string) => Promise<void>;
  onExpired: (message: string) => void;
  onCancel?: () => void;
}) {
  const { t } = useLingui();
  const form = useForm({ code: '' }, { schema: TotpCodeBody });
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit(async ({ code }) => {
          try {
            await send(code.trim());
          } catch (err) {
            if (err instanceof ApiError && err.status === 401) {
              onExpired(err.serverMessage);
              return;
            }
            throw err;
          }
        });
      }}
      className="flex flex-col gap-5"
    >
      <p className="text-[0.95rem]">
        <Trans>
          Your account has two-factor sign-in. Enter the 6-digit code from your authenticator app,
          or one of your recovery codes.
        </Trans>
      </p>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <TextField
        {...form.field('code')}
        label={t`Code`}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        className="[&_input]:font-mono [&_input]:tracking-[0.2em]"
        hint={t`A recovery code looks like abcd-efgh-jk and works once.`}
      />
      <Button type="submit" disabled={form.busy} className="w-full">
        {form.busy && <Spinner className="size-4" />}
        <Trans>Verify and sign in</Trans>
      </Button>
      {onCancel && (
        <Button variant="quiet" onClick={onCancel} className="self-center">
          <Trans>Start over</Trans>
        </Button>
      )}
    </form>
  );
}
