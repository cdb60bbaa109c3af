import type { CurrentUser } from '@inklore/contract';
import { BadgeCheck, ExternalLink, MailWarning } from 'lucide-react';
import { Breadcrumbs } from '#src/components/breadcrumbs.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { PageSpinner } from '#src/components/ui/spinner.tsx';
import { RoleIcon } from '#src/components/role-icon.tsx';
import { UserAvatar } from '#src/components/user-avatar.tsx';
import { formatLongDate } from '#src/lib/format.ts';
import { MySubmissionsCard } from '#src/features/submissions/components/my-submissions-card.tsx';
import { MyBadgesCard } from '#src/features/badges/components/my-badges-card.tsx';
import { MyCollectionsCard } from '#src/features/collections/components/my-collections-card.tsx';
import { MyInventoryCard } from '#src/features/inventory/components/my-inventory-card.tsx';
import { ImportExportCard } from '#src/features/transfer/components/import-export-card.tsx';
import { AccessTokensCard } from '#src/features/tokens/components/access-tokens-card.tsx';
import { useHead } from '#src/lib/head.ts';
import { Link } from '#src/lib/router.tsx';
import { displayNameOf } from '#src/components/person.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { MessagePage } from '#src/components/message-page.tsx';
import { AboutCard } from '../components/profile/about-card.tsx';
import { DeleteAccountCard, SessionsCard } from '../components/profile/account-cards.tsx';
import { AvatarCard } from '../components/profile/avatar-card.tsx';
import { PaletteSettingCard } from '../components/profile/palette-card.tsx';
import { PasswordCard } from '../components/profile/password-card.tsx';
import { StandingCard } from '../components/profile/standing-card.tsx';
import { TwoFactorCard } from '../components/profile/two-factor-card.tsx';

const ROLE_NAMES = { user: 'Member', moderator: 'Moderator', admin: 'Admin' } as const;

function Summary({ user }: { user: CurrentUser }) {
  return (
    <header className="mt-6 flex flex-col gap-5 sm:flex-row sm:items-center sm:gap-7">
      <UserAvatar user={user} size="xl" />
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-[0.14em] text-muted uppercase">Your profile</p>
        <h1 className="mt-1 text-[2.1rem] leading-tight break-words sm:text-[2.6rem]">
          {displayNameOf(user)}
          <RoleIcon role={user.role} className="ml-2 text-[0.7em]" />
        </h1>
        <p className="mt-1 text-muted">
          <span className="font-mono text-sm">@{user.username}</span>
          <span aria-hidden="true"> · </span>
          {ROLE_NAMES[user.role]} since {formatLongDate(user.createdAt)}
        </p>
        <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="break-all">{user.email}</span>
          {user.emailVerified ? (
            <span className="inline-flex items-center gap-1 font-medium text-verdigris">
              <BadgeCheck className="size-4" aria-hidden="true" />
              verified
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 font-medium text-oxblood">
              <MailWarning className="size-4" aria-hidden="true" />
              not verified yet
            </span>
          )}
        </p>
        <Link
          to={`/user/${encodeURIComponent(user.username)}`}
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          See your public profile
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </Link>
      </div>
    </header>
  );
}

export default function ProfilePage() {
  const { data: user, isPending, isError } = useCurrentUser();
  useHead('Your Profile', 'Your Inklore profile, password, two-factor sign-in and account.');
  if (isPending) return <PageSpinner />;
  if (!user) {
    return (
      <MessagePage
        title="Your Profile"
        actions={
          <>
            <Link to="/login?next=%2Fprofile" className={buttonClass('primary')}>
              Sign In
            </Link>
            <Link to="/signup" className={buttonClass('secondary')}>
              Join Community
            </Link>
          </>
        }
      >
        <p>
          {isError
            ? 'Your profile could not be loaded. Check your connection and try again.'
            : 'Sign in to see and edit your profile.'}
        </p>
      </MessagePage>
    );
  }
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-12 sm:px-6">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Your Profile' }]} />
      <Summary user={user} />
      {user.standing.restriction && (
        <div className="mt-8 max-w-3xl">
          <StandingCard user={user} />
        </div>
      )}
      <div className="mt-10 flex flex-col gap-6">
        <MyCollectionsCard />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <MyInventoryCard />
          <div className="flex flex-col gap-6">
            <MyBadgesCard user={user} />
            <PaletteSettingCard user={user} />
          </div>
        </div>
        <ImportExportCard />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <AboutCard key={user.id} user={user} />
          <AvatarCard user={user} />
          <MySubmissionsCard user={user} />
        </div>
        <div className="flex flex-col gap-6">
          <PasswordCard user={user} />
          <TwoFactorCard user={user} />
          <SessionsCard />
          <AccessTokensCard user={user} />
        </div>
      </div>
      <div className="mt-6">
        <DeleteAccountCard user={user} />
      </div>
    </div>
  );
}
