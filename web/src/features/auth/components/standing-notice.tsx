import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import { Link, useLocation } from '#src/lib/router.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';

export const STANDING_NOTICE = {
  limited: msg`Your account is limited: you cannot post what others see for now.`,
  suspended: msg`Your account is suspended: you can read, but not change anything.`,
} as const;

/**
 * A slim notice under the header for a member the moderators limited or suspended (issue
 * 30), like the one for an unconfirmed email: what it means in short, and the way to the
 * reason and the appeal (/profile#standing, which shows both; not shown there).
 */
export function StandingNotice() {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  const { t, i18n } = useLingui();
  const restriction = user?.standing.restriction ?? null;
  if (!restriction || pathname === '/profile') return null;
  return (
    <section
      aria-label={t`Account standing`}
      className="relative z-[2] border-b border-ochre/30 bg-ochre-soft/60 text-sm"
    >
      <div className="mx-auto flex max-w-[1200px] flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 sm:px-6">
        <ShieldAlert className="size-4 shrink-0 text-ochre" aria-hidden="true" />
        <span>{i18n._(STANDING_NOTICE[restriction])}</span>
        <Link
          to="/profile#standing"
          className="font-semibold text-primary underline underline-offset-4"
        >
          <Trans>See why, and appeal</Trans>
        </Link>
      </div>
    </section>
  );
}
