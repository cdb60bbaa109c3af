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
  useHead('Verify Email', 'Confirm the email address of your Inklore account.');

  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  if (!token) {
    return (
      <MessagePage
        title="Verify Email"
        icon={<MailWarning className="size-10 text-muted" aria-hidden="true" />}
        actions={
          <Link to="/" className={buttonClass('secondary')}>
            Go Home
          </Link>
        }
      >
        <p>
          This address is missing its code. Open the link from the email we sent you, or copy the
          whole link into the address bar.
        </p>
      </MessagePage>
    );
  }
  if (verify.isIdle || verify.isPending)
    return <PageSpinner label="Verifying your email address..." />;
  if (verify.isSuccess) {
    return (
      <MessagePage
        title="Email Verified"
        icon={<CircleCheck className="size-10 text-verdigris" aria-hidden="true" />}
        actions={
          <>
            <Link to="/browse" className={buttonClass('primary')}>
              Browse Inks
            </Link>
            {user ? (
              <Link to="/profile" className={buttonClass('secondary')}>
                Your profile
              </Link>
            ) : (
              <Link to="/login" className={buttonClass('secondary')}>
                Sign In
              </Link>
            )}
          </>
        }
      >
        <p role="status">
          {verify.data.signedIn
            ? 'Thank you: your email address is verified, and you are signed in. You can now comment on inks.'
            : 'Thank you: your email address is verified. Sign in to comment on inks.'}
        </p>
      </MessagePage>
    );
  }
  return (
    <MessagePage
      title="Link Not Valid"
      icon={<MailWarning className="size-10 text-oxblood" aria-hidden="true" />}
      actions={
        user && !user.emailVerified ? (
          <ResendVerificationButton email={user.email} />
        ) : user ? (
          <Link to="/" className={buttonClass('primary')}>
            Go Home
          </Link>
        ) : (
          <Link to="/login?next=%2Fprofile" className={buttonClass('primary')}>
            Sign In
          </Link>
        )
      }
    >
      <p role="alert">
        {messageOf(verify.error, 'Your email address could not be verified. Please try again.')}
      </p>
      {user?.emailVerified && (
        <p className="mt-2">Your email address is verified already, so there is nothing to do.</p>
      )}
    </MessagePage>
  );
}
