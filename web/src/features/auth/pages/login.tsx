import { ForgotPasswordBody, LoginBody } from '@inklore/contract/auth/auth';
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
        label="Email or username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <TextField
        {...form.field('password')}
        type="password"
        label="Password"
        autoComplete="current-password"
        required
        aside={
          <button
            type="button"
            onClick={() => onForgot(emailGuess(form.values.login))}
            className="cursor-pointer text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Forgot your password?
          </button>
        }
      />
      <Button type="submit" disabled={form.busy} className="mt-1 w-full">
        {form.busy && <Spinner className="size-4" />}
        Sign In
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
        Enter the email address of your account and we will send you a link to choose a new
        password.
      </p>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <TextField
        {...form.field('email')}
        type="email"
        label="Email"
        autoComplete="email"
        autoFocus
        required
      />
      <Button type="submit" disabled={form.busy} className="w-full">
        {form.busy && <Spinner className="size-4" />}
        Send reset link
      </Button>
      <Button variant="quiet" onClick={onBack} className="self-center">
        Back to sign in
      </Button>
    </form>
  );
}

export default function LoginPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const loginTotp = useLoginTotp();
  const { data: user } = useCurrentUser();
  const params = new URLSearchParams(search);
  const [state, dispatch] = useReducer(
    loginReducer,
    params.get('step') === 'forgot' ? 'forgot' : 'credentials',
    initialLoginState,
  );
  const titles = {
    credentials: 'Sign In',
    totp: 'Two-Factor Sign-In',
    forgot: 'Forgot Your Password?',
    forgotSent: 'Check Your Email',
    done: 'Sign In',
  } as const;
  const title = titles[state.step];
  useHead(title, 'Sign in to Inklore to comment, share images and keep track of your inks.');

  // the mutation has made the answer the cached user
  const finish = () => navigate(nextPath(search), { replace: true });

  if (user && state.step !== 'done' && state.step !== 'forgotSent') {
    return (
      <AuthPage title="Sign In">
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
    case 'forgotSent':
      return (
        <AuthPage title={title}>
          <div role="status" className="flex flex-col gap-4">
            <MailCheck className="size-8 text-verdigris" aria-hidden="true" />
            <p>
              If an account exists for <strong className="break-all">{state.email}</strong>, a link
              to reset your password is on its way. It works for one hour.
            </p>
            <p className="text-sm text-muted">
              Nothing after a few minutes? Look in your spam folder, or check the address and try
              again.
            </p>
          </div>
          <button
            type="button"
            onClick={() => dispatch({ type: 'back' })}
            className={buttonClass('secondary', 'md', 'mt-6 w-full')}
          >
            Back to sign in
          </button>
        </AuthPage>
      );
    default:
      return (
        <AuthPage
          title="Sign In"
          lead="Welcome back. Sign in to comment, share images and keep your ink-ventory."
          footer={
            <>
              New to Inklore?{' '}
              <Link to="/signup" className="link font-medium">
                Join Community
              </Link>
            </>
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
