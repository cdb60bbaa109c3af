import type { MemberBrief } from '@inklore/contract';
import { Trans } from '@lingui/react/macro';
import { cn } from '#src/lib/cn.ts';
import { Link } from '#src/lib/router.tsx';
import { displayNameOf } from './person.ts';
import { UserAvatar } from './user-avatar.tsx';

/**
 * A member as the pages between members name them (a sample's offerer, a request's other
 * member, a follow, a feed line): their picture and name, linking to their profile. An
 * account that was deleted is "A former member", with no link.
 */
export function MemberLink({
  member,
  className,
  avatar = true,
}: {
  member: MemberBrief | null;
  className?: string;
  avatar?: boolean;
}) {
  if (member === null)
    return (
      <span className={cn('text-muted', className)}>
        <Trans>A former member</Trans>
      </span>
    );
  return (
    <Link
      to={`/user/${encodeURIComponent(member.username)}`}
      className={cn('link inline-flex items-center gap-2 font-medium break-all', className)}
    >
      {avatar && (
        <UserAvatar
          user={{
            username: member.username,
            displayName: member.displayName,
            customProfileImage: member.avatarUrl,
            profileImageUrl: null,
          }}
          className="size-7 text-xs"
        />
      )}
      {displayNameOf(member)}
    </Link>
  );
}
