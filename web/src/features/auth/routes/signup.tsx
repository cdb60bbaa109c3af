import type { CurrentUser } from '@inklore/contract';
import { ACCOUNT_LIMITS, Email, Password, Username } from '@inklore/contract/auth';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useHead } from '#src/lib/head.ts';
import { Link } from '#src/lib/router.tsx';
import { displayNameOf } from '#src/components/person.ts';
import { useCurrentUser } from '../api/current-user.ts';
import { useSignup } from '../api/session-mutations.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { FormAlert, TextField } from '../components/fields.tsx';
import { OidcButtons } from '../components/oidc-buttons.tsx';
import { SignedInNote } from '../components/signed-in-note.tsx';
import { check, useForm } from '../form.ts';

function Welcome({ user }: { user: CurrentUser }) {
  return (
    <div className="flex flex-col gap-4">
      <div role="status" className="flex flex-col gap-3">
        <MailCheck className="size-8 text-verdigris" aria-hidden="true" />
        <p className="font-serif text-xl">Welcome to Inklore, {displayNameOf(user)}!</p>
        <p>
          Please check your mail: we sent a link to{' '}
          <strong className="break-all">{user.email}</strong> to confirm your address. Once it is
          confirmed you can comment on inks.
        </p>
      </div>
      <div className="mt-2 flex flex-wrap gap-3">
        <Link to="/browse" className={buttonClass('primary')}>
          Browse Inks
        </Link>
        <Link to="/profile" className={buttonClass('secondary')}>
          Your profile
        </Link>
      </div>
    </div>
  );
}

export default function SignupPage() {
  const signup = useSignup();
  const { data: user } = useCurrentUser();
  const [created, setCreated] = useState<CurrentUser | null>(null);
  useHead(
    'Join Community',
    'Join the Inklore community: share writing samples, comment on inks and keep track of your collection.',
  );
  const form = useForm({ email: '', username: '', password: '' }, (v) => ({
    email: check(Email, v.email),
    username: check(Username, v.username),
    password: check(Password, v.password),
  }));

  if (created) {
    return (
      <AuthPage title="Check Your Email">
        <Welcome user={created} />
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
            // the mutation makes the new member the cached user
            const signedUp = await signup.mutateAsync({
              email: v.email.trim(),
              username: v.username.trim(),
              password: v.password,
            });
            setCreated(signedUp);
          }, 'Your account could not be created. Please try again.');
        }}
      >
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <TextField
          name="email"
          type="email"
          label="Email"
          value={form.values.email}
          onChange={(v) => form.set('email', v)}
          onBlur={() => form.blur('email')}
          error={form.errors.email}
          autoComplete="email"
          hint="We send a link to confirm it. Nobody else sees it."
          required
        />
        <TextField
          name="username"
          label="Username"
          value={form.values.username}
          onChange={(v) => form.set('username', v)}
          onBlur={() => form.blur('username')}
          error={form.errors.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint={`Shown beside what you share. ${ACCOUNT_LIMITS.usernameMin} to ${ACCOUNT_LIMITS.usernameMax} letters, digits, dots, dashes or underscores.`}
          required
        />
        <TextField
          name="password"
          type="password"
          label="Password"
          value={form.values.password}
          onChange={(v) => form.set('password', v)}
          onBlur={() => form.blur('password')}
          error={form.errors.password}
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
