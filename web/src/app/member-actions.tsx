import { Link } from '#src/lib/router.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { displayNameOf } from '#src/components/person.ts';
import type { CurrentUser } from '#src/lib/current-user.ts';
import { useSignOut } from '#src/features/auth/use-sign-out.ts';
import { UserAvatar } from '#src/components/user-avatar.tsx';

/**
 * The header's profile link and Sign Out on wide screens (spec §2), for a signed-in member:
 * its code loads once the visitor turns out to be one (header.tsx).
 */
export default function MemberActions({ user }: { user: CurrentUser }) {
  const signOut = useSignOut();
  return (
    <div className="hidden items-center gap-2 lg:flex">
      <Link
        to="/profile"
        className="flex items-center gap-2 rounded-full p-1 hover:bg-sunken"
        aria-label={`Your profile (${displayNameOf(user)})`}
      >
        <UserAvatar user={user} />
      </Link>
      <button type="button" onClick={() => void signOut()} className={buttonClass('ghost', 'sm')}>
        Sign Out
      </button>
    </div>
  );
}
