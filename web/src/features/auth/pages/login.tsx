import { ForgotPasswordBody, LoginBody } from '@inklore/contract/auth/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { useReducer } from 'react';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useHead } from '#src/lib/head.ts';
import { Link, useLocation, useNavigate } from '#src/lib/router.tsx';
import { displayNameOf } from '#src/components/person.ts';
import { isTotpRequired, type LoginAnswer } from '../api/auth.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { useForgotPassword, useLogin, useLoginTotp } from '../api/session-mutations.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { FormAlert, TextField } from '#src/components/ui/fields.tsx';
import { OidcButtons } from '../components/oidc-buttons.tsx';
import { SignedInNote } from '../components/signed-in-note.tsx';
import { TotpForm } from '../components/totp-form.tsx';
import { useForm } from '#src/lib/form.ts';
import { emailGuess, initialLoginState, loginReducer, nextPath } from '../login-flow.ts';

function CredentialsForm({
  notice,
  onAccepted,
  onForgot,
}: {
  notice: string | null;
  onAccepted: (answer: LoginAnswer) => void;
  onForgot: (email: string) => void;
}) {
  const { t } = useLingui();
  const login = useLogin();
  const form = useForm({ login: '', password: '' }, { schema: LoginBody });
  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit(async (v) => {
          onAccepted(await login.mutateAsync({ login: v.login.trim(), password: v.password }));
        });
      }}
    >
      {notice && !form.formError && <FormAlert tone="info">{notice}</FormAlert>}
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <TextField
        {...form.field('login')}
        label={t`Email or username`}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <TextField
        {...form.field('password')}
        type="password"
        label={t`Password`}
        autoComplete="current-password"
        required
        aside={
          <button
            type="button"
            onClick={() => onForgot(emailGuess(form.values.login))}
            className="cursor-pointer text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <Trans>Forgot your password?</Trans>
          </button>
        }
      />
      <Button type="submit" disabled={form.busy} className="mt-1 w-full">
        {form.busy && <Spinner className="size-4" />}
        <Trans>Sign In</Trans>
      </Button>
    </form>
  );
}

function ForgotForm({
  email,
  onSent,
  onBack,
}: {
  email: string;
  onSent: (email: string) => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const forgot = useForgotPassword();
  const form = useForm({ email }, { schema: ForgotPasswordBody });
  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit(async (v) => {
          await forgot.mutateAsync(v.email.trim());
          onSent(v.email.trim());
        });
      }}
    >
      <p className="text-[0.95rem]">
        <Trans>
          Enter the email address of your account and we will send you a link to choose a new
          password.
        </Trans>
      </p>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <TextField
        {...form.field('email')}
        type="email"
        label={t`Email`}
        autoComplete="email"
        autoFocus
        required
      />
      <Button type="submit" disabled={form.busy} className="w-full">
        {form.busy && <Spinner className="size-4" />}
        <Trans>Send reset link</Trans>
      </Button>
      <Button variant="quiet" onClick={onBack} className="self-center">
        <Trans>Back to sign in</Trans>
      </Button>
    </form>
  );
}

export default function LoginPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { t } = useLingui();
  const loginTotp = useLoginTotp();
  const { data: user } = useCurrentUser();
  const params = new URLSearchParams(search);
  const [state, dispatch] = useReducer(
    loginReducer,
    params.get('step') === 'forgot' ? 'forgot' : 'credentials',
    initialLoginState,
  );
  const titles = {
    credentials: t`Sign In`,
    totp: t`Two-Factor Sign-In`,
    forgot: t`Forgot Your Password?`,
    forgotSent: t`Check Your Email`,
    done: t`Sign In`,
  };
  const title = titles[state.step];
  useHead(title, t`Sign in to Inklore to comment, share images and keep track of your inks.`);

  // the mutation has made the answer the cached user
  const finish = () => navigate(nextPath(search), { replace: true });

  if (user && state.step !== 'done' && state.step !== 'forgotSent') {
    return (
      <AuthPage title={t`Sign In`}>
        <SignedInNote name={displayNameOf(user)} />
      </AuthPage>
    );
  }

  switch (state.step) {
    case 'totp':
      return (
        <AuthPage title={title}>
          <TotpForm
            send={async (code) => {
              await loginTotp.mutateAsync(code);
              dispatch({ type: 'codeAccepted' });
              finish();
            }}
            onExpired={(message) => dispatch({ type: 'pendingExpired', message })}
            onCancel={() => dispatch({ type: 'back' })}
          />
        </AuthPage>
      );
    case 'forgot':
      return (
        <AuthPage title={title}>
          <ForgotForm
            email={state.email}
            onSent={(email) => dispatch({ type: 'resetLinkSent', email })}
            onBack={() => dispatch({ type: 'back' })}
          />
        </AuthPage>
      );
    case 'forgotSent': {
      const { email } = state;
      return (
        <AuthPage title={title}>
          <div role="status" className="flex flex-col gap-4">
            <MailCheck className="size-8 text-verdigris" aria-hidden="true" />
            <p>
              <Trans>
                If an account exists for <strong className="break-all">{email}</strong>, a link to
                reset your password is on its way. It works for one hour.
              </Trans>
            </p>
            <p className="text-sm text-muted">
              <Trans>
                Nothing after a few minutes? Look in your spam folder, or check the address and try
                again.
              </Trans>
            </p>
          </div>
          <button
            type="button"
            onClick={() => dispatch({ type: 'back' })}
            className={buttonClass('secondary', 'md', 'mt-6 w-full')}
          >
            <Trans>Back to sign in</Trans>
          </button>
        </AuthPage>
      );
    }
    default:
      return (
        <AuthPage
          title={t`Sign In`}
          lead={t`Welcome back. Sign in to comment, share images and keep your ink-ventory.`}
          footer={
            <Trans>
              New to Inklore?{' '}
              <Link to="/signup" className="link font-medium">
                Join Community
              </Link>
            </Trans>
          }
        >
          <CredentialsForm
            notice={state.step === 'credentials' ? state.notice : null}
            onAccepted={(answer) => {
              dispatch({ type: 'passwordAccepted', answer });
              if (!isTotpRequired(answer)) finish();
            }}
            onForgot={(email) => dispatch({ type: 'forgot', email })}
          />
          <OidcButtons />
        </AuthPage>
      );
  }
}
