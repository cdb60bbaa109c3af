import type { ProfileOverview } from '@inklore/contract';
import { actorOf, owns } from '@inklore/contract/shared/policies.rules';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '#src/components/breadcrumbs.tsx';
import { MessagePage } from '#src/components/message-page.tsx';
import { displayNameOf } from '#src/components/person.ts';
import { RoleIcon } from '#src/components/role-icon.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { UserAvatar } from '#src/components/user-avatar.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { LocalDate } from '#src/components/local-date.tsx';
import { useHead, useJsonLd, usePageStatus } from '#src/lib/head.ts';
import { Link } from '#src/lib/router.tsx';
import { personLd } from '../person-ld.ts';
import {
  CollectionsSection,
  CountsSection,
  DiscoveriesSection,
  ImagesSection,
  PaletteSection,
} from './overview-sections.tsx';

const ROLE_NAMES = { user: msg`Member`, moderator: msg`Moderator`, admin: msg`Admin` } as const;

/**
 * A member's public profile (never the email, private notes, private collections or which inks
 * their ink-ventory holds): who they are, their ink-ventory counts, the palette of the inks
 * they made public, their public collections, community images and discoveries; `badges` is
 * the badges feature's card, `pens` the pens feature's and `actions` the follow and block
 * buttons (the page gives them).
 */
export function MemberProfile({
  overview,
  badges,
  pens,
  actions,
}: {
  overview: ProfileOverview;
  badges: ReactNode;
  pens?: ReactNode;
  /** Under the name: what other features offer about this member (follow, compare, block). */
  actions?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { user } = overview;
  const { data: me } = useCurrentUser();
  const name = displayNameOf(user);
  useHead(
    `${name} (@${user.username})`,
    user.bio?.slice(0, 155) ?? t`${name} is a member of the Inklore community.`,
  );
  const since = <LocalDate iso={user.createdAt} />;
  useJsonLd(
    'person',
    import.meta.env.SSR ? (origin) => personLd(origin, user) : null,
    user.username,
  );
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-12 sm:px-6">
      <Breadcrumbs items={[{ label: t`Home`, to: '/' }, { label: name }]} />
      <article className="mt-8 grid gap-8 md:grid-cols-[auto_1fr] md:items-start">
        <UserAvatar user={user} size="xl" className="shadow-[0_0_0_6px_var(--surface)]" />
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-[0.14em] text-muted uppercase">
            {i18n._(ROLE_NAMES[user.role])}
          </p>
          <h1 className="mt-1 text-[2.2rem] leading-tight break-words sm:text-[2.8rem]">{name}</h1>
          <p className="mt-2 flex items-center gap-1.5 text-muted">
            <span className="font-mono text-sm">@{user.username}</span>
            <RoleIcon role={user.role} />
          </p>
          <p className="mt-1 text-sm text-muted">
            <Trans>Member since {since}</Trans>
          </p>
          {actions}
          <section aria-labelledby="bio-title" className="mt-8 max-w-[68ch]">
            <h2 id="bio-title" className="sr-only">
              <Trans>About {name}</Trans>
            </h2>
            {user.bio ? (
              <p className="prose-ink whitespace-pre-line">{user.bio}</p>
            ) : (
              <p className="text-muted">
                <Trans>{name} has not written a bio yet.</Trans>
              </p>
            )}
          </section>
          {owns(actorOf(me), { userId: user.id }) && (
            <Link to="/profile" className={buttonClass('secondary', 'sm', 'mt-8')}>
              <Trans>Edit your profile</Trans>
            </Link>
          )}
        </div>
      </article>
      <div className="mt-12 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <PaletteSection
            name={name}
            palette={overview.palette}
            more={overview.paletteMore}
            own={me && owns(actorOf(me), { userId: user.id }) ? me : undefined}
          />
          <CollectionsSection
            key={user.username} // another member's profile starts with their recent ones
            name={name}
            username={user.username}
            collections={overview.collections}
            total={overview.collectionsTotal}
          />
          {pens}
          <ImagesSection name={name} images={overview.images} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <CountsSection counts={overview.counts} />
          {badges}
          <DiscoveriesSection name={name} discoveries={overview.discoveries} />
        </div>
      </div>
    </div>
  );
}

export function ProfileLoading() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-[1200px] items-center justify-center px-4">
      <p role="status" className="inline-flex items-center gap-2 text-muted">
        <Spinner className="size-4 text-primary" /> <Trans>Loading profile...</Trans>
      </p>
    </div>
  );
}

/** No member has this name (404), or the profile could not be loaded. */
export function UserNotFound({
  failed,
  status,
  username,
}: {
  failed: boolean;
  status: number;
  username: string;
}) {
  const { t } = useLingui();
  const title = failed ? t`Profile Could Not Be Loaded` : t`Member Not Found`;
  useHead(title, t`No member has this username.`);
  usePageStatus(failed ? status : 404);
  return (
    <MessagePage
      title={title}
      icon={<UserRound className="size-10 text-muted" aria-hidden="true" />}
      actions={
        <>
          <Link to="/browse" className={buttonClass('primary')}>
            <Trans>Browse Inks</Trans>
          </Link>
          <Link to="/" className={buttonClass('secondary')}>
            <Trans>Go Home</Trans>
          </Link>
        </>
      }
    >
      <p>
        {failed ? (
          <Trans>
            Something went wrong while loading this profile. Please try again in a moment.
          </Trans>
        ) : (
          <Trans>
            No member goes by{' '}
            <code className="rounded bg-sunken px-1.5 py-0.5 font-mono text-sm break-all">
              {username}
            </code>
            . The name may have a typo, or the account was deleted.
          </Trans>
        )}
      </p>
    </MessagePage>
  );
}
