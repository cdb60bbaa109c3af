import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Breadcrumbs } from '#src/components/breadcrumbs.tsx';
import { MessagePage } from '#src/components/message-page.tsx';
import { displayNameOf } from '#src/components/person.ts';
import { buttonClass } from '#src/components/ui/button.tsx';
import { PageSpinner } from '#src/components/ui/spinner.tsx';
import { AboutCard } from '#src/features/auth/components/profile/about-card.tsx';
import {
  DeleteAccountCard,
  SessionsCard,
} from '#src/features/auth/components/profile/account-cards.tsx';
import { AvatarCard } from '#src/features/auth/components/profile/avatar-card.tsx';
import { LanguageCard } from '#src/features/auth/components/profile/language-card.tsx';
import { PaletteSettingCard } from '#src/features/auth/components/profile/palette-card.tsx';
import { PasswordCard } from '#src/features/auth/components/profile/password-card.tsx';
import { ProfileSummary } from '#src/features/auth/components/profile/profile-summary.tsx';
import { StandingCard } from '#src/features/auth/components/profile/standing-card.tsx';
import { TwoFactorCard } from '#src/features/auth/components/profile/two-factor-card.tsx';
import { MyBadgesCard } from '#src/features/badges/components/my-badges-card.tsx';
import { MyCollectionsCard } from '#src/features/collections/components/my-collections-card.tsx';
import { MyInventoryCard } from '#src/features/inventory/components/my-inventory-card.tsx';
import InkPalette from '#src/features/inventory/components/palette.tsx';
import { PenSettingsCard } from '#src/features/pens/components/pen-settings-card.tsx';
import { MySubmissionsCard } from '#src/features/submissions/components/my-submissions-card.tsx';
import { AccessTokensCard } from '#src/features/tokens/components/access-tokens-card.tsx';
import { ImportExportCard } from '#src/features/transfer/components/import-export-card.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { useHead } from '#src/lib/head.ts';
import { Link } from '#src/lib/router.tsx';

// "Ink a pen" on each owned ink of the ink-ventory: the pens feature's button, its dialog
// loading on the first press.
const InkAPen = lazy(() => import('#src/features/pens/components/ink-a-pen.tsx'));

/**
 * /profile: the member's own page (spec §2), the account's cards (auth) beside the cards of
 * what the member keeps elsewhere: collections, ink-ventory, badges, imports, submissions and
 * access tokens, each its feature's own (ADR 043); the pens feature's settings, and its "Ink a
 * pen" on the owned inks of the ink-ventory.
 */
export default function ProfilePage() {
  const { data: user, isPending, isError } = useCurrentUser();
  const { t } = useLingui();
  useHead(t`Your Profile`, t`Your Inklore profile, password, two-factor sign-in and account.`);
  if (isPending) return <PageSpinner />;
  if (!user) {
    return (
      <MessagePage
        title={t`Your Profile`}
        actions={
          <>
            <Link to="/login?next=%2Fprofile" className={buttonClass('primary')}>
              <Trans>Sign In</Trans>
            </Link>
            <Link to="/signup" className={buttonClass('secondary')}>
              <Trans>Join Community</Trans>
            </Link>
          </>
        }
      >
        <p>
          {isError
            ? t`Your profile could not be loaded. Check your connection and try again.`
            : t`Sign in to see and edit your profile.`}
        </p>
      </MessagePage>
    );
  }
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-12 sm:px-6">
      <Breadcrumbs items={[{ label: t`Home`, to: '/' }, { label: t`Your Profile` }]} />
      <ProfileSummary user={user} />
      {user.standing.restriction && (
        <div className="mt-8 max-w-3xl">
          <StandingCard user={user} />
        </div>
      )}
      <div className="mt-10 flex flex-col gap-6">
        <MyCollectionsCard />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <MyInventoryCard
            ownedAction={(ink) => (
              <Suspense fallback={null}>
                <InkAPen compact ink={{ ...ink, owned: true }} />
              </Suspense>
            )}
          />
          <div className="flex flex-col gap-6">
            <MyBadgesCard user={user} />
            <PaletteSettingCard user={user} />
            <LanguageCard user={user} />
            <PenSettingsCard />
          </div>
        </div>
        <InkPalette username={user.username} name={displayNameOf(user)} own />
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
