import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Menu } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from '#src/lib/router.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { LogoMark } from '#src/components/logo.tsx';
import { isStaff, useCurrentUser, type CurrentUser } from '#src/lib/current-user.ts';
import { cn } from '#src/lib/cn.ts';
import { PrefetchLink } from '#src/components/prefetch-link.tsx';
import { SearchBox } from './search-box.tsx';
import { ThemeToggle } from '#src/features/preferences/components/theme-toggle.tsx';
import { clientLazy } from '#src/lib/client-lazy.ts';

type NavItem = { to: string; label: string };

const LABELS = {
  browse: msg`Browse Inks`,
  news: msg`Tidings & Stories`,
  submit: msg`Share Discovery`,
  admin: msg`Admin`,
};

/** Spec §2 Header. Admin only for admins and moderators. */
export function navItems(
  user: CurrentUser | null | undefined,
  _: (label: MessageDescriptor) => string,
): NavItem[] {
  return [
    { to: '/browse', label: _(LABELS.browse) },
    { to: '/news', label: _(LABELS.news) },
    { to: '/submit', label: _(LABELS.submit) },
    ...(isStaff(user) ? [{ to: '/admin', label: _(LABELS.admin) }] : []),
  ];
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'relative rounded-full px-3 py-2 text-[0.92rem] font-medium whitespace-nowrap transition-colors hover:text-primary',
    isActive
      ? 'text-primary after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-primary'
      : 'text-ink',
  );

// The phones' menu loads when first opened; a member's avatar and Sign Out once the visitor
// turns out to be one: a first visit carries neither.
const SiteMenu = clientLazy(() => import('./site-menu.tsx'));
const MemberActions = clientLazy(() => import('./member-actions.tsx'));
// The bell (ADR 060) too, on every screen size: its count is a member's alone.
const NotificationBell = clientLazy(() => import('#src/features/social/components/bell.tsx'));

// Only a member whose email is not confirmed sees the notice: its code loads for them alone.
const VerifyEmailNotice = clientLazy(() =>
  import('#src/features/auth/components/verify-notice.tsx').then((m) => ({
    default: m.VerifyEmailNotice,
  })),
);

// Only a member the moderators limited or suspended sees this one (ADR 041).
const StandingNotice = clientLazy(() =>
  import('#src/features/auth/components/standing-notice.tsx').then((m) => ({
    default: m.StandingNotice,
  })),
);

// Only moderators and admins poll the notifications (and may see their dialog).
const StaffNotifications = clientLazy(() =>
  import('#src/features/admin/components/staff-notifications.tsx').then((m) => ({
    default: m.StaffNotifications,
  })),
);

/**
 * The header, and under it the notice for a member whose email is not confirmed yet, or whom
 * the moderators limited or suspended.
 */
export function Header() {
  const { data: user } = useCurrentUser();
  return (
    <>
      <SiteHeader />
      {user && !user.emailVerified && (
        <Suspense fallback={null}>
          <VerifyEmailNotice />
        </Suspense>
      )}
      {user?.standing.restriction && (
        <Suspense fallback={null}>
          <StandingNotice />
        </Suspense>
      )}
      {isStaff(user) && (
        <Suspense fallback={null}>
          <StaffNotifications />
        </Suspense>
      )}
    </>
  );
}

function SiteHeader() {
  const { data: user } = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpen && !menuUsed) setMenuUsed(true);
  const { t, i18n } = useLingui();
  const items = navItems(user, (label) => i18n._(label));
  const close = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-rule bg-page/90 backdrop-blur supports-[backdrop-filter]:bg-page/80">
      <div className="mx-auto flex h-16 max-w-[1200px] items-center gap-2 px-4 sm:px-6">
        <button
          type="button"
          className="-ml-2 grid size-10 cursor-pointer place-items-center rounded-full hover:bg-sunken lg:hidden"
          aria-label={t`Open menu`}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen(true)}
        >
          <Menu className="size-5" aria-hidden="true" />
        </button>
        <Link
          to="/"
          className="mr-2 flex items-center gap-2 rounded-md"
          aria-label={t`Inklore home`}
        >
          <LogoMark className="size-7" />
          {/* eslint-disable-next-line no-restricted-syntax -- the site's name, the same in every language */}
          <span className="font-serif text-[1.45rem] leading-none font-semibold tracking-tight">
            Inklore
          </span>
        </Link>

        <nav aria-label={t`Main`} className="hidden shrink-0 lg:block">
          <ul className="flex items-center">
            {items.map((item) => (
              <li key={item.to}>
                <PrefetchLink to={item.to} className={navLinkClass}>
                  {item.label}
                </PrefetchLink>
              </li>
            ))}
          </ul>
        </nav>

        <SearchBox
          early="header-search"
          className="ml-auto hidden w-full max-w-[15rem] min-w-0 lg:block xl:max-w-xs"
        />

        <div className="ml-auto flex items-center gap-1 lg:ml-2">
          <ThemeToggle />
          {user ? (
            <Suspense fallback={null}>
              <NotificationBell />
              <MemberActions user={user} />
            </Suspense>
          ) : (
            <div className="hidden items-center gap-1 lg:flex">
              <PrefetchLink to="/login" className={buttonClass('ghost', 'sm')}>
                <Trans>Sign In</Trans>
              </PrefetchLink>
              <PrefetchLink to="/signup" className={buttonClass('primary', 'sm')}>
                <Trans>Join Community</Trans>
              </PrefetchLink>
            </div>
          )}
        </div>
      </div>

      {menuUsed && (
        <Suspense fallback={null}>
          <SiteMenu open={menuOpen} onClose={close} user={user} items={items} />
        </Suspense>
      )}
    </header>
  );
}
