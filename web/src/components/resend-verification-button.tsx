import { Trans } from '@lingui/react/macro';
import { buttonClass } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { messageOf } from '#src/lib/failure.ts';
import { useResendVerification } from '#src/lib/resend-verification.ts';

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
        <Trans>
          A new link is on its way to <span className="break-all">{email}</span>.
        </Trans>
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
        <Trans>Resend verification email</Trans>
      </button>
      {resend.isError && (
        <span role="alert" className="text-oxblood">
          {messageOf(resend.error)}
        </span>
      )}
    </span>
  );
}
