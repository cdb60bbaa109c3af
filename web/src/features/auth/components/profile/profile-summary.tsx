import type { CurrentUser } from '@inklore/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, ExternalLink, MailWarning } from 'lucide-react';
import { displayNameOf } from '#src/components/person.ts';
import { RoleIcon } from '#src/components/role-icon.tsx';
import { UserAvatar } from '#src/components/user-avatar.tsx';
import { formatLongDate } from '#src/lib/dates.ts';
import { Link } from '#src/lib/router.tsx';

/** The top of /profile: avatar, name, role, the email and whether it is verified. */
export function ProfileSummary({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const since = formatLongDate(user.createdAt);
  const role =
    user.role === 'admin'
      ? t`Admin since ${since}`
      : user.role === 'moderator'
        ? t`Moderator since ${since}`
        : t`Member since ${since}`;
  return (
    <header className="mt-6 flex flex-col gap-5 sm:flex-row sm:items-center sm:gap-7">
      <UserAvatar user={user} size="xl" />
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-[0.14em] text-muted uppercase">
          <Trans>Your profile</Trans>
        </p>
        <h1 className="mt-1 text-[2.1rem] leading-tight break-words sm:text-[2.6rem]">
          {displayNameOf(user)}
          <RoleIcon role={user.role} className="ml-2 text-[0.7em]" />
        </h1>
        <p className="mt-1 text-muted">
          <span className="font-mono text-sm">@{user.username}</span>
          <span aria-hidden="true"> · </span>
          {role}
        </p>
        <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="break-all">{user.email}</span>
          {user.emailVerified ? (
            <span className="inline-flex items-center gap-1 font-medium text-verdigris">
              <BadgeCheck className="size-4" aria-hidden="true" />
              <Trans>verified</Trans>
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 font-medium text-oxblood">
              <MailWarning className="size-4" aria-hidden="true" />
              <Trans>not verified yet</Trans>
            </span>
          )}
        </p>
        <Link
          to={`/user/${encodeURIComponent(user.username)}`}
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <Trans>See your public profile</Trans>
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </Link>
      </div>
    </header>
  );
}
