import type { CurrentUser } from '@inklore/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { actorOf } from '@inklore/contract/shared/actors.rules';
import { trustRefusal, type TrustedAction } from '@inklore/contract/trust/trust.rules';
import { cn } from '#src/lib/cn.ts';
import { i18n } from '#src/lib/i18n.ts';
import { Link } from '#src/lib/router.tsx';
import { ResendVerificationButton } from './resend-verification-button.tsx';
import { RESTRICTION_WORDS, VERIFY_TO_WORDS } from './trust-words.ts';

/**
 * Where an action meets the trust rules (contract/src/trust/trust.rules.ts, ADR 041): what the member
 * must do first, said where the action is in the words of the comment form ("Please verify
 * your email address to ..."), or why a limited or suspended account may not, with the way
 * to the appeal. Nothing when the member may act, or for a visitor (whom the section itself
 * asks to sign in).
 */
export function TrustNote({
  user,
  action,
  className,
}: {
  user: CurrentUser | null | undefined;
  action: TrustedAction;
  className?: string;
}) {
  if (!user) return null;
  const refusal = trustRefusal(actorOf(user), action);
  if (refusal === null || refusal === 'sign_in') return null;
  const box = cn('rounded-xl bg-sunken px-4 py-3 text-[0.95rem]', className);
  if (refusal === 'verify') {
    const verifyTo = i18n._(VERIFY_TO_WORDS[action]);
    const email = user.email;
    return (
      <div className={box}>
        <p>
          <Trans>
            <span>{verifyTo}</span>. We sent a link to{' '}
            <strong className="font-medium break-all">{email}</strong>.
          </Trans>
        </p>
        <p className="mt-1 text-sm">
          <ResendVerificationButton email={user.email} compact />
        </p>
      </div>
    );
  }
  const restriction = i18n._(RESTRICTION_WORDS[refusal]);
  return (
    <p className={box}>
      <Trans>
        {restriction}{' '}
        <Link to="/profile#standing" className="link">
          See why, and appeal
        </Link>
      </Trans>
    </p>
  );
}

/** Whether the member may do `action` now (the rule of the note, and of the server). */
export function mayDo(user: CurrentUser | null | undefined, action: TrustedAction): boolean {
  return trustRefusal(actorOf(user), action) === null;
}

/** The same as a toast's words, for an action pressed rather than shown (a vote button). */
export function trustNotice(
  user: CurrentUser | null | undefined,
  action: TrustedAction,
): { title: string; description: string } | null {
  const refusal = trustRefusal(actorOf(user), action);
  if (refusal === null || refusal === 'sign_in') return null;
  if (refusal === 'verify') {
    const verifyTo = i18n._(VERIFY_TO_WORDS[action]);
    return { title: t`Verify Your Email`, description: t`${verifyTo}.` };
  }
  const restriction = i18n._(RESTRICTION_WORDS[refusal]);
  return {
    title: refusal === 'limited' ? t`Account Limited` : t`Account Suspended`,
    description: t`${restriction} See your profile to appeal.`,
  };
}
