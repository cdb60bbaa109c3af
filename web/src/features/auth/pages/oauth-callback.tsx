import type { OidcCallbackError } from '@inklore/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonClass } from '#src/components/ui/button.tsx';
import { PageSpinner } from '#src/components/ui/spinner.tsx';
import { useHead } from '#src/lib/head.ts';
import { Link, useLocation, useNavigate } from '#src/lib/router.tsx';
import { currentUserOptions } from '#src/lib/current-user.ts';
import { i18n } from '#src/lib/i18n.ts';
import { useLoginTotp } from '../api/session-mutations.ts';
import { MessagePage } from '#src/components/message-page.tsx';
import { AuthPage } from '../components/auth-page.tsx';
import { FormAlert } from '#src/components/ui/fields.tsx';
import { TotpForm } from '../components/totp-form.tsx';

/** What each way a provider sign-in can stop means for the person (OIDC_CALLBACK_ERRORS). */
export const OIDC_ERROR_TEXT: Record<OidcCallbackError, MessageDescriptor> = {
  state: msg`This sign-in took too long, or it was started in another tab or window. Please start it again.`,
  provider: msg`The sign-in service could not be reached, or its answer could not be used. Please try again in a moment, or sign in with your email and password.`,
  email: msg`The sign-in service did not share an email address, and an Inklore account needs one. Allow sharing your email address there and try again, or join with your email.`,
  email_in_use: msg`An Inklore account with this email address exists already, and the sign-in service has not confirmed that the address is yours. Sign in with your email and password instead.`,
  denied: msg`The sign-in was cancelled, so nothing has changed. You can try again at any time.`,
};

export const OIDC_UNKNOWN_ERROR = msg`The sign-in did not finish. Please try again.`;

/** The sentence for a provider sign-in's error code, in the page's language. */
export function oidcErrorText(code: string): string {
  return i18n._(
    Object.hasOwn(OIDC_ERROR_TEXT, code)
      ? OIDC_ERROR_TEXT[code as OidcCallbackError]
      : OIDC_UNKNOWN_ERROR,
  );
}

function SigningIn() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    qc.query({ ...currentUserOptions(), staleTime: 0 })
      .then((user) => {
        if (!live) return;
        if (user) navigate('/', { replace: true });
        else setFailed(true);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [qc, navigate]);
  if (failed) return <Failed message={i18n._(OIDC_UNKNOWN_ERROR)} />;
  return <PageSpinner label={t`Signing you in...`} />;
}

function Failed({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <MessagePage
      title={t`Sign-In Did Not Finish`}
      icon={<CircleAlert className="size-10 text-oxblood" aria-hidden="true" />}
      actions={
        <>
          <Link to="/login" className={buttonClass('primary')}>
            <Trans>Back to sign in</Trans>
          </Link>
          <Link to="/" className={buttonClass('secondary')}>
            <Trans>Go Home</Trans>
          </Link>
        </>
      }
    >
      <p role="alert">{message}</p>
    </MessagePage>
  );
}

function SecondFactor() {
  const loginTotp = useLoginTotp();
  const navigate = useNavigate();
  const { t } = useLingui();
  const [expired, setExpired] = useState<string | null>(null);
  if (expired) return <Failed message={expired} />;
  return (
    <AuthPage title={t`Two-Factor Sign-In`}>
      <TotpForm
        send={async (code) => {
          await loginTotp.mutateAsync(code); // the answer becomes the cached user
          navigate('/', { replace: true });
        }}
        onExpired={setExpired}
      />
    </AuthPage>
  );
}

/** Where a provider sign-in ends: ?status=success, ?status=totp or ?error=<code>. */
export default function OauthCallbackPage() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const error = params.get('error');
  const { t } = useLingui();
  useHead(t`Signing In`, t`Finishing a sign-in with another service.`);
  if (error) return <Failed message={oidcErrorText(error)} />;
  if (status === 'success') return <SigningIn />;
  if (status === 'totp') return <SecondFactor />;
  return (
    <AuthPage title={t`Signing In`}>
      <FormAlert tone="info">
        <Trans>
          There is no sign-in to finish here.{' '}
          <Link to="/login" className="font-semibold underline underline-offset-4">
            Sign in
          </Link>
        </Trans>
      </FormAlert>
    </AuthPage>
  );
}
