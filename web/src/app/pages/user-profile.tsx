import { Suspense } from 'react';
import { displayNameOf } from '#src/components/person.ts';
import { ProfileBadges } from '#src/features/badges/components/profile-badges.tsx';
import { PublicPens } from '#src/features/pens/components/public-pens.tsx';
import { useOverview } from '#src/features/users/api/users.ts';
import {
  MemberProfile,
  ProfileLoading,
  UserNotFound,
} from '#src/features/users/components/member-profile.tsx';
import { ApiError, isNotFound } from '#src/lib/api-client.ts';
import { clientLazy } from '#src/lib/client-lazy.ts';
import { useParams } from '#src/lib/router.tsx';

// Follow counts, Follow, Compare with my inks and Block: drawn in the browser, for who looks.
const UserProfileActions = clientLazy(() => import('./user-profile-actions.tsx'));
// The colour wheel of the member's owned inks and its gaps (the inventory feature's): drawn in
// the browser, as who looks decides whether there is one (their own, or public: ADR 039).
const InkPalette = clientLazy(() => import('#src/features/inventory/components/palette.tsx'));

/**
 * /user/{username}: a member's public profile (the users feature's), with the badges they hold
 * (the badges feature's card), their public pens (the pens feature's, shown when there are any),
 * and under their name the follow counts, Follow, Compare with my inks and Block (the social and
 * members features', user-profile-actions.tsx).
 */
export default function UserProfilePage() {
  const { username = '' } = useParams();
  const query = useOverview(username);
  if (query.isPending) return <ProfileLoading />;
  if (query.isError) {
    // a name the server refuses outright (400) is its answer too, not a failure to load
    const refused = query.error instanceof ApiError && query.error.status < 500;
    return (
      <UserNotFound
        failed={!isNotFound(query.error)}
        status={refused && query.error instanceof ApiError ? query.error.status : 503}
        username={username}
      />
    );
  }
  const overview = query.data;
  return (
    <MemberProfile
      overview={overview}
      badges={<ProfileBadges name={displayNameOf(overview.user)} held={overview.badges} />}
      pens={
        <>
          <Suspense fallback={null}>
            <InkPalette username={overview.user.username} name={displayNameOf(overview.user)} />
          </Suspense>
          <PublicPens username={overview.user.username} name={displayNameOf(overview.user)} />
        </>
      }
      actions={
        // the room of the follow counts line, drawn once the page is live: nothing below moves
        <div className="flow-root min-h-9">
          <Suspense fallback={null}>
            <UserProfileActions
              username={overview.user.username}
              name={displayNameOf(overview.user)}
            />
          </Suspense>
        </div>
      }
    />
  );
}
