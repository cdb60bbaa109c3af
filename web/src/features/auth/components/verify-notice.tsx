import { MailWarning } from 'lucide-react';
import { buttonClass } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { messageOf } from '#src/lib/failure.ts';
import { useLocation } from '#src/lib/router.tsx';
import { useResendVerification } from '../api/account-mutations.ts';
import { useCurrentUser } from '../api/current-user.ts';

/** Asks for a new verification link and says how that went. */
export function ResendVerificationButton({
  email,
  compact = false,
}: {
  email: string;
  compact?: boolean;
}) {
  const resend = useResendVerification();
  if (resend.isSuccess) {
    return (
      <span role="status" className="font-medium">
        A new link is on its way to <span className="break-all">{email}</span>.
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        onClick={() => resend.mutate()}
        disabled={resend.isPending}
        className={
          compact
            ? 'inline-flex cursor-pointer items-center gap-1.5 font-semibold text-primary underline underline-offset-4 disabled:opacity-60'
            : buttonClass('primary')
        }
      >
        {resend.isPending && <Spinner className="size-3.5" />}
        Resend verification email
      </button>
      {resend.isError && (
        <span role="alert" className="text-oxblood">
          {messageOf(resend.error)}
        </span>
      )}
    </span>
  );
}

/** A slim notice under the header for a signed-in member whose email is not confirmed yet. */
export function VerifyEmailNotice() {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  if (!user || user.emailVerified || pathname === '/verify-email') return null;
  return (
    <section
      aria-label="Email verification"
      className="relative z-[2] border-b border-ochre/30 bg-ochre-soft/60 text-sm"
    >
      <div className="mx-auto flex max-w-[1200px] flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 sm:px-6">
        <MailWarning className="size-4 shrink-0 text-ochre" aria-hidden="true" />
        <span>
          Please confirm your email address with the link we sent to{' '}
          <strong className="break-all">{user.email}</strong>.
        </span>
        <ResendVerificationButton email={user.email} compact />
      </div>
    </section>
  );
}
