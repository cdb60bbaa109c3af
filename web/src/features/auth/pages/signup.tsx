import { ACCOUNT_LIMITS, SignupBody } from '@inklore/contract/auth/auth';
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
        <p className="font-serif text-xl">Almost there: check your email.</p>
        <p>
          We sent a mail to <strong className="break-all">{email}</strong>. Open the link in it to
          confirm your address: it signs you in. The link works once, within 24 hours.
        </p>
        <p>If this address already has an account, the mail tells you how to sign in instead.</p>
      </div>
      <section aria-labelledby="no-mail" className="rounded-lg border border-rule p-4 text-sm">
        <h2 id="no-mail" className="font-serif text-base font-semibold">
          No mail?
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>Give it a few minutes, and look in your spam or junk folder.</li>
          <li>
            To have the link sent again, sign in with your email and password, then choose “Resend
            verification email”.
          </li>
          <li>If the address above is wrong, sign up again with the right one.</li>
        </ul>
      </section>
      <div className="mt-2 flex flex-wrap gap-3">
        <Link to="/login?next=%2Fprofile" className={buttonClass('primary')}>
          Sign In
        </Link>
        <button type="button" className={buttonClass('secondary')} onClick={onOtherAddress}>
          Use another address
        </button>
      </div>
    </div>
  );
}

export default function SignupPage() {
  const signup = useSignup();
  const { data: user } = useCurrentUser();
  const [sentTo, setSentTo] = useState<string | null>(null);
  useHead(
    'Join Community',
    'Join the Inklore community: share writing samples, comment on inks and keep track of your collection.',
  );
  const form = useForm({ email: '', username: '', password: '' }, { schema: SignupBody });

  if (sentTo !== null) {
    return (
      <AuthPage title="Check Your Email">
        <CheckEmail email={sentTo} onOtherAddress={() => setSentTo(null)} />
      </AuthPage>
    );
  }
  if (user) {
    return (
      <AuthPage title="Join Community">
        <SignedInNote name={displayNameOf(user)} />
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title="Join Community"
      lead="Share writing samples, comment on inks and keep track of the inks you own, have tried or wish for."
      footer={
        <>
          Already a member?{' '}
          <Link to="/login" className="link font-medium">
            Sign In
          </Link>
        </>
      }
    >
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit(async (v) => {
            // 202 for a new and a taken address alike; the mailed link signs in (ADR 040)
            await signup.mutateAsync({
              email: v.email.trim(),
              username: v.username.trim(),
              password: v.password,
            });
            setSentTo(v.email.trim());
          }, 'Your account could not be created. Please try again.');
        }}
      >
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <TextField
          {...form.field('email')}
          type="email"
          label="Email"
          autoComplete="email"
          hint="We send a link to confirm it. Nobody else sees it."
          required
        />
        <TextField
          {...form.field('username')}
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint={`Shown beside what you share. ${ACCOUNT_LIMITS.usernameMin} to ${ACCOUNT_LIMITS.usernameMax} letters, digits, dots, dashes or underscores.`}
          required
        />
        <TextField
          {...form.field('password')}
          type="password"
          label="Password"
          autoComplete="new-password"
          hint={`At least ${ACCOUNT_LIMITS.passwordMin} characters. A few unrelated words make a strong one.`}
          required
        />
        <Button type="submit" disabled={form.busy} className="mt-1 w-full">
          {form.busy && <Spinner className="size-4" />}
          Create account
        </Button>
        <p className="text-center text-xs text-muted">
          By joining you agree to the{' '}
          <Link to="/terms" className="link">
            Terms &amp; Conditions
          </Link>{' '}
          and the{' '}
          <Link to="/privacy" className="link">
            Privacy Policy
          </Link>
          .
        </p>
      </form>
      <OidcButtons />
    </AuthPage>
  );
}
