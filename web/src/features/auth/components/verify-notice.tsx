import { Trans, useLingui } from '@lingui/react/macro';
import { MailWarning } from 'lucide-react';
import { ResendVerificationButton } from '#src/components/resend-verification-button.tsx';
import { useLocation } from '#src/lib/router.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';

/** A slim notice under the header for a signed-in member whose email is not confirmed yet. */
export function VerifyEmailNotice() {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  const { t } = useLingui();
  if (!user || user.emailVerified || pathname === '/verify-email') return null;
  const { email } = user;
  return (
    <section
      aria-label={t`Email verification`}
      className="relative z-[2] border-b border-ochre/30 bg-ochre-soft/60 text-sm"
    >
      <div className="mx-auto flex max-w-[1200px] flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 sm:px-6">
        <MailWarning className="size-4 shrink-0 text-ochre" aria-hidden="true" />
        <span>
          <Trans>
            Please confirm your email address with the link we sent to{' '}
            <strong className="break-all">{email}</strong>.
          </Trans>
        </span>
        <ResendVerificationButton email={email} compact />
      </div>
    </section>
  );
}
