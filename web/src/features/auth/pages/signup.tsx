import { ACCOUNT_LIMITS, SignupBody } from '@inklore/contract/auth/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useHead } from '#src/lib/head.ts';
import { Link } from '#src/lib/router.tsx';
import { displayNameOf } from '#src/components/person.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { useSignup } from '../api/session-mutations.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { FormAlert, TextField } from '#src/components/ui/fields.tsx';
import { OidcButtons } from '../components/oidc-buttons.tsx';
import { SignedInNote } from '../components/signed-in-note.tsx';
import { useForm } from '#src/lib/form.ts';

/**
 * After sign-up: the server answers the same whether or not the address has an account
 * (ADR 040), so this says what to do in both cases. Nobody is signed in yet: the link does it.
 */
function CheckEmail({ email, onOtherAddress }: { email: string; onOtherAddress: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <div role="status" className="flex flex-col gap-3">
        <MailCheck className="size-8 text-verdigris" aria-hidden="true" />
        <p className="font-serif text-xl">
          <Trans>Almost there: check your email.</Trans>
        </p>
        <p>
          <Trans>
            We sent a mail to <strong className="break-all">{email}</strong>. Open the link in it to
            confirm your address: it signs you in. The link works once, within 24 hours.
          </Trans>
        </p>
        <p>
          <Trans>
            If this address already has an account, the mail tells you how to sign in instead.
          </Trans>
        </p>
      </div>
      <section aria-labelledby="no-mail" className="rounded-lg border border-rule p-4 text-sm">
        <h2 id="no-mail" className="font-serif text-base font-semibold">
          <Trans>No mail?</Trans>
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>
            <Trans>Give it a few minutes, and look in your spam or junk folder.</Trans>
          </li>
          <li>
            <Trans>
              To have the link sent again, sign in with your email and password, then choose “Resend
              verification email”.
            </Trans>
          </li>
          <li>
            <Trans>If the address above is wrong, sign up again with the right one.</Trans>
          </li>
        </ul>
      </section>
      <div className="mt-2 flex flex-wrap gap-3">
        <Link to="/login?next=%2Fprofile" className={buttonClass('primary')}>
          <Trans>Sign In</Trans>
        </Link>
        <button type="button" className={buttonClass('secondary')} onClick={onOtherAddress}>
          <Trans>Use another address</Trans>
        </button>
      </div>
    </div>
  );
}

export default function SignupPage() {
  const signup = useSignup();
  const { data: user } = useCurrentUser();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { t } = useLingui();
  useHead(
    t`Join Community`,
    t`Join the Inklore community: share writing samples, comment on inks and keep track of your collection.`,
  );
  const form = useForm({ email: '', username: '', password: '' }, { schema: SignupBody });
  const { usernameMin, usernameMax, passwordMin } = ACCOUNT_LIMITS;

  if (sentTo !== null) {
    return (
      <AuthPage title={t`Check Your Email`}>
        <CheckEmail email={sentTo} onOtherAddress={() => setSentTo(null)} />
      </AuthPage>
    );
  }
  if (user) {
    return (
      <AuthPage title={t`Join Community`}>
        <SignedInNote name={displayNameOf(user)} />
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title={t`Join Community`}
      lead={t`Share writing samples, comment on inks and keep track of the inks you own, have tried or wish for.`}
      footer={
        <Trans>
          Already a member?{' '}
          <Link to="/login" className="link font-medium">
            Sign In
          </Link>
        </Trans>
      }
    >
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit(
            async (v) => {
              // 202 for a new and a taken address alike; the mailed link signs in (ADR 040)
              await signup.mutateAsync({
                email: v.email.trim(),
                username: v.username.trim(),
                password: v.password,
              });
              setSentTo(v.email.trim());
            },
            t`Your account could not be created. Please try again.`,
          );
        }}
      >
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <TextField
          {...form.field('email')}
          type="email"
          label={t`Email`}
          autoComplete="email"
          hint={t`We send a link to confirm it. Nobody else sees it.`}
          required
        />
        <TextField
          {...form.field('username')}
          label={t`Username`}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint={t`Shown beside what you share. ${usernameMin} to ${usernameMax} letters, digits, dots, dashes or underscores.`}
          required
        />
        <TextField
          {...form.field('password')}
          type="password"
          label={t`Password`}
          autoComplete="new-password"
          hint={t`At least ${passwordMin} characters. A few unrelated words make a strong one.`}
          required
        />
        <Button type="submit" disabled={form.busy} className="mt-1 w-full">
          {form.busy && <Spinner className="size-4" />}
          <Trans>Create account</Trans>
        </Button>
        <p className="text-center text-xs text-muted">
          <Trans>
            By joining you agree to the{' '}
            <Link to="/terms" className="link">
              Terms &amp; Conditions
            </Link>{' '}
            and the{' '}
            <Link to="/privacy" className="link">
              Privacy Policy
            </Link>
            .
          </Trans>
        </p>
      </form>
      <OidcButtons />
    </AuthPage>
  );
}
