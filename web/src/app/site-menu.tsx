import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '#src/lib/router.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { Drawer } from '#src/components/ui/drawer.tsx';
import { displayNameOf } from '#src/components/person.ts';
import type { CurrentUser } from '#src/lib/current-user.ts';
import { useSignOut } from '#src/features/auth/use-sign-out.ts';
import { UserAvatar } from '#src/components/user-avatar.tsx';
import { cn } from '#src/lib/cn.ts';
import { PrefetchLink } from '#src/components/prefetch-link.tsx';
import { SearchBox } from './search-box.tsx';
import { MEMBER_LINKS } from './member-actions.tsx';

/**
 * The phones' menu (spec §2 Header): search, the links and the account actions in a drawer.
 * Its code loads when the menu is first opened (header.tsx).
 */
export default function SiteMenu({
  open,
  onClose,
  user,
  items,
}: {
  open: boolean;
  onClose: () => void;
  user: CurrentUser | null | undefined;
  items: { to: string; label: string }[];
}) {
  const signOut = useSignOut();
  const { t, i18n } = useLingui();
  const links = [
    ...items,
    ...(user ? MEMBER_LINKS.map((l) => ({ to: l.to, label: i18n._(l.label) })) : []),
    { to: '/contact', label: t`Contact` },
  ];
  return (
    <Drawer id="site-menu" open={open} onClose={onClose} title={t`Menu`}>
      <SearchBox className="mb-5" onDone={onClose} />
      <nav aria-label={t`Mobile`}>
        <ul className="flex flex-col gap-1">
          {links.map((item) => (
            <li key={item.to}>
              <PrefetchLink
                to={item.to}
                onClick={onClose}
                className={({ isActive }) =>
                  cn(
                    'block rounded-lg px-3 py-2.5 font-medium hover:bg-sunken',
                    isActive && 'bg-sunken text-primary',
                  )
                }
              >
                {item.label}
              </PrefetchLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 flex flex-col gap-2 border-t border-rule pt-5">
        {user ? (
          <>
            <Link
              to="/profile"
              onClick={onClose}
              className="flex items-center gap-3 rounded-lg px-3 py-2 hover:bg-sunken"
            >
              <UserAvatar user={user} />
              <span>{displayNameOf(user)}</span>
            </Link>
            <button
              type="button"
              className={buttonClass('secondary', 'md')}
              onClick={() => {
                onClose();
                void signOut();
              }}
            >
              <Trans>Sign Out</Trans>
            </button>
          </>
        ) : (
          <>
            <Link to="/login" onClick={onClose} className={buttonClass('secondary', 'md')}>
              <Trans>Sign In</Trans>
            </Link>
            <Link to="/signup" onClick={onClose} className={buttonClass('primary', 'md')}>
              <Trans>Join Community</Trans>
            </Link>
          </>
        )}
      </div>
    </Drawer>
  );
}
