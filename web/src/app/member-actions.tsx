import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '#src/lib/router.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { displayNameOf } from '#src/components/person.ts';
import type { CurrentUser } from '#src/lib/current-user.ts';
import { useSignOut } from '#src/features/auth/use-sign-out.ts';
import { UserAvatar } from '#src/components/user-avatar.tsx';
import { PrefetchLink } from '#src/components/prefetch-link.tsx';
import { cn } from '#src/lib/cn.ts';
import { CalendarDays, LogOut, Newspaper, PenLine, TestTubes } from 'lucide-react';

/** A member's own pages beside their avatar: their feed, samples, pens and diary. */
export const MEMBER_LINKS = [
  { to: '/feed', label: msg`Feed`, Icon: Newspaper },
  { to: '/samples', label: msg`Samples`, Icon: TestTubes },
  { to: '/pens', label: msg`My Pens`, Icon: PenLine },
  { to: '/diary', label: msg`Diary`, Icon: CalendarDays },
];

// round icons, as the theme's toggle beside them: the main links leave no room for words
// (a little smaller until the widest screens, where the search box needs the room)
const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'grid size-9 place-items-center rounded-full transition-colors hover:bg-sunken hover:text-primary xl:size-10',
    isActive ? 'bg-sunken text-primary' : 'text-ink',
  );

/**
 * The header's links to the member's feed, samples, pens and diary, their profile link and
 * Sign Out on wide screens (spec §2), for a signed-in member: its code loads once the visitor turns out to be
 * one (header.tsx), so a first visit carries none of it.
 */
export default function MemberActions({ user }: { user: CurrentUser }) {
  const signOut = useSignOut();
  const { t, i18n } = useLingui();
  const name = displayNameOf(user);
  return (
    <div className="hidden items-center gap-1 lg:flex xl:gap-2">
      <nav aria-label={t`Your pages`}>
        <ul className="flex items-center">
          {MEMBER_LINKS.map((item) => (
            <li key={item.to}>
              <PrefetchLink
                to={item.to}
                className={linkClass}
                aria-label={i18n._(item.label)}
                title={i18n._(item.label)}
              >
                <item.Icon className="size-5" aria-hidden="true" />
              </PrefetchLink>
            </li>
          ))}
        </ul>
      </nav>
      <Link
        to="/profile"
        className="flex items-center gap-2 rounded-full p-1 hover:bg-sunken"
        aria-label={t`Your profile (${name})`}
      >
        <UserAvatar user={user} />
      </Link>
      {/* its word on the widest screens; below them the icon, named the same */}
      <button
        type="button"
        onClick={() => void signOut()}
        title={t`Sign Out`}
        className={buttonClass('ghost', 'sm', 'px-2.5 xl:px-3.5')}
      >
        <LogOut className="size-4 xl:hidden" aria-hidden="true" />
        <span className="sr-only xl:not-sr-only xl:whitespace-nowrap">
          <Trans>Sign Out</Trans>
        </span>
      </button>
    </div>
  );
}
