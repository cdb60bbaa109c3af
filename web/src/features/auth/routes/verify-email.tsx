import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, MailWarning } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonClass } from '#src/components/ui/button.tsx';
import { PageSpinner } from '#src/components/ui/spinner.tsx';
import { useHead } from '#src/lib/head.ts';
import { Link, useLocation } from '#src/lib/router.tsx';
import { authApi } from '../api/auth.ts';
import { CURRENT_USER_KEY, useCurrentUser } from '../api/current-user.ts';
import { MessagePage } from '../components/auth-page.tsx';
import { ResendVerificationButton } from '../components/verify-notice.tsx';
import { messageOf } from '../form.ts';

type Outcome = { ok: true } | { ok: false; message: string };

/**
 * A token is single use: the page may render twice (development's strict mode, a remount),
 * so each token is sent once and every render waits for that one answer.
 */
const sent = new Map<string, Promise<Outcome>>();
function verifyOnce(token: string): Promise<Outcome> {
  let pending = sent.get(token);
  if (!pending) {
    pending = authApi.verifyEmail(token).then(
      (): Outcome => ({ ok: true }),
      (err: unknown): Outcome => ({
        ok: false,
        message: messageOf(err, 'Your email address could not be verified. Please try again.'),
      }),
    );
    sent.set(token, pending);
  }
  return pending;
}

export default function VerifyEmailPage() {
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token') ?? '';
  const qc = useQueryClient();
  const { data: user } = useCurrentUser();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useHead('Verify Email', 'Confirm the email address of your Inklore account.');

  useEffect(() => {
    if (!token) return;
    let live = true;
    void verifyOnce(token).then((result) => {
      if (!live) return;
      setOutcome(result);
      if (result.ok) void qc.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    });
    return () => {
      live = false;
    };
  }, [token, qc]);

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
  if (!outcome) return <PageSpinner label="Verifying your email address..." />;
  if (outcome.ok) {
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
        <p role="status">Thank you: your email address is verified. You can now comment on inks.</p>
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
      <p role="alert">{outcome.message}</p>
      {user?.emailVerified && (
        <p className="mt-2">Your email address is verified already, so there is nothing to do.</p>
      )}
    </MessagePage>
  );
}
