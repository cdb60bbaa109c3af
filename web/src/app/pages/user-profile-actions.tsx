import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftRight } from 'lucide-react';
import { buttonClass } from '#src/components/ui/button.tsx';
import { relationOptions } from '#src/features/members/api/members.ts';
import { BlockMenu } from '#src/features/members/components/block-menu.tsx';
import { FollowButton, FollowCountsLine } from '#src/features/social/components/follow-member.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { Link } from '#src/lib/router.tsx';

/**
 * A member's profile, between members: the follow counts (public), and for a signed-in member
 * other than them Follow / Following (the social feature's), "Compare with my inks" and the
 * menu with Block (the members feature's), both reading our relation (ADR 059, 060). Drawn in
 * the browser only: what it shows depends on who looks.
 */
export default function UserProfileActions({ username, name }: { username: string; name: string }) {
  const { data: me } = useCurrentUser();
  const other = Boolean(me) && me?.username.toLowerCase() !== username.toLowerCase();
  const relation = useQuery({ ...relationOptions(username), enabled: other });
  const blocked = relation.data?.blocked === true;
  return (
    <div className="mt-4 flex flex-col gap-3" data-testid="profile-actions">
      <FollowCountsLine username={username} />
      {other && (
        <div className="flex flex-wrap items-center gap-2">
          {blocked ? (
            <p className="text-sm text-muted">
              <Trans>You blocked {name}.</Trans>
            </p>
          ) : (
            <>
              <FollowButton
                username={username}
                name={name}
                following={relation.isError ? false : relation.data?.following}
              />
              <Link
                to={`/user/${encodeURIComponent(username)}/compare`}
                className={buttonClass('secondary', 'sm')}
              >
                <ArrowLeftRight className="size-4" aria-hidden="true" />
                <Trans>Compare with my inks</Trans>
              </Link>
            </>
          )}
          <BlockMenu username={username} name={name} blocked={blocked} />
        </div>
      )}
    </div>
  );
}
