import { ResetPasswordBody } from '@inklore/contract/auth/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { ApiError } from '#src/lib/api-client.ts';
import { useHead } from '#src/lib/head.ts';
import { Link, useLocation } from '#src/lib/router.tsx';
import { useResetPassword } from '../api/session-mutations.ts';
import { MessagePage } from '#src/components/message-page.tsx';
import { AuthPage } from '../components/auth-page.tsx';
import { FormAlert, TextField } from '#src/components/ui/fields.tsx';
import { useForm } from '#src/lib/form.ts';

/**
 * The token of a reset link: `#access_token=...&type=recovery` (decisions.md), or an older
 * link's `?token=...&type=recovery` that the home page sent here.
 */
export function recoveryToken(search: string, hash: string): string | null {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const query = new URLSearchParams(search);
  return fragment.get('access_token') || query.get('token') || null;
}

export default function ResetPasswordPage() {
  const { search, hash } = useLocation();
  const [token] = useState(() => recoveryToken(search, hash));
  const [done, setDone] = useState(false);
  const [expired, setExpired] = useState(false);
  const reset = useResetPassword();
  const { t } = useLingui();
  useHead(t`Reset Password`, t`Choose a new password for your Inklore account.`);
  const form = useForm(
    { password: '', confirm: '' },
    {
      schema: ResetPasswordBody.pick({ password: true }),
      also: (v) => ({
        confirm:
          v.confirm === ''
            ? t`Type the new password again.`
            : v.confirm !== v.password
              ? t`The two passwords are not the same.`
              : undefined,
      }),
    },
  );

  const askAgain = (
    <Link to="/login?step=forgot" className={buttonClass('primary')}>
      <Trans>Ask for a new link</Trans>
    </Link>
  );

  if (!token) {
    return (
      <MessagePage title={t`Reset Password`} actions={askAgain}>
        <p>
          <Trans>
            This page needs the link from your password reset email. Open that link, or ask for a
            new one.
          </Trans>
        </p>
      </MessagePage>
    );
  }
  if (done) {
    return (
      <MessagePage
        title={t`Password Changed`}
        icon={<CircleCheck className="size-10 text-verdigris" aria-hidden="true" />}
        actions={
          <Link to="/login" className={buttonClass('primary')}>
            <Trans>Sign In</Trans>
          </Link>
        }
      >
        <p role="status">
          <Trans>
            Your new password is set. For your safety you were signed out everywhere: sign in with
            the new password.
          </Trans>
        </p>
      </MessagePage>
    );
  }

  return (
    <AuthPage title={t`Reset Password`} lead={t`Choose a new password for your account.`}>
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit(async (v) => {
            try {
              // signed out everywhere: the mutation forgets the cached user
              await reset.mutateAsync({ token, password: v.password });
            } catch (err) {
              if (err instanceof ApiError && err.code === 'invalid_token') setExpired(true);
              throw err;
            }
            setDone(true);
          });
        }}
      >
        {form.formError && (
          <FormAlert>
            {form.formError}
            {expired && (
              <>
                {' '}
                <Link
                  to="/login?step=forgot"
                  className="font-semibold underline underline-offset-4"
                >
                  <Trans>Ask for a new link</Trans>
                </Link>
              </>
            )}
          </FormAlert>
        )}
        <TextField
          {...form.field('password')}
          type="password"
          label={t`New password`}
          autoComplete="new-password"
          hint={t`At least 10 characters.`}
          autoFocus
          required
        />
        <TextField
          {...form.field('confirm')}
          type="password"
          label={t`New password, again`}
          autoComplete="new-password"
          required
        />
        <Button type="submit" disabled={form.busy} className="mt-1 w-full">
          {form.busy && <Spinner className="size-4" />}
          <Trans>Set new password</Trans>
        </Button>
      </form>
    </AuthPage>
  );
}
