import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, MailWarning } from 'lucide-react';
import { useEffect } from 'react';
import { buttonClass } from '#src/components/ui/button.tsx';
import { PageSpinner } from '#src/components/ui/spinner.tsx';
import { messageOf } from '#src/lib/failure.ts';
import { useHead } from '#src/lib/head.ts';
import { Link, useLocation } from '#src/lib/router.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { useVerifyEmail } from '../api/session-mutations.ts';
import { MessagePage } from '#src/components/message-page.tsx';
import { ResendVerificationButton } from '#src/components/resend-verification-button.tsx';

export default function VerifyEmailPage() {
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token') ?? '';
  const { data: user } = useCurrentUser();
  // posts each token once, however often the page mounts (useVerifyEmail)
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const { t } = useLingui();
  useHead(t`Verify Email`, t`Confirm the email address of your Inklore account.`);

  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  if (!token) {
    return (
      <MessagePage
        title={t`Verify Email`}
        icon={<MailWarning className="size-10 text-muted" aria-hidden="true" />}
        actions={
          <Link to="/" className={buttonClass('secondary')}>
            <Trans>Go Home</Trans>
          </Link>
        }
      >
        <p>
          <Trans>
            This address is missing its code. Open the link from the email we sent you, or copy the
            whole link into the address bar.
          </Trans>
        </p>
      </MessagePage>
    );
  }
  if (verify.isIdle || verify.isPending)
    return <PageSpinner label={t`Verifying your email address...`} />;
  if (verify.isSuccess) {
    return (
      <MessagePage
        title={t`Email Verified`}
        icon={<CircleCheck className="size-10 text-verdigris" aria-hidden="true" />}
        actions={
          <>
            <Link to="/browse" className={buttonClass('primary')}>
              <Trans>Browse Inks</Trans>
            </Link>
            {user ? (
              <Link to="/profile" className={buttonClass('secondary')}>
                <Trans>Your profile</Trans>
              </Link>
            ) : (
              <Link to="/login" className={buttonClass('secondary')}>
                <Trans>Sign In</Trans>
              </Link>
            )}
          </>
        }
      >
        <p role="status">
          {verify.data.signedIn
            ? t`Thank you: your email address is verified, and you are signed in. You can now comment on inks.`
            : t`Thank you: your email address is verified. Sign in to comment on inks.`}
        </p>
      </MessagePage>
    );
  }
  return (
    <MessagePage
      title={t`Link Not Valid`}
      icon={<MailWarning className="size-10 text-oxblood" aria-hidden="true" />}
      actions={
        user && !user.emailVerified ? (
          <ResendVerificationButton email={user.email} />
        ) : user ? (
          <Link to="/" className={buttonClass('primary')}>
            <Trans>Go Home</Trans>
          </Link>
        ) : (
          <Link to="/login?next=%2Fprofile" className={buttonClass('primary')}>
            <Trans>Sign In</Trans>
          </Link>
        )
      }
    >
      <p role="alert">
        {messageOf(verify.error, t`Your email address could not be verified. Please try again.`)}
      </p>
      {user?.emailVerified && (
        <p className="mt-2">
          <Trans>Your email address is verified already, so there is nothing to do.</Trans>
        </p>
      )}
    </MessagePage>
  );
}
