import type { AdminUser, Role } from '@inklore/contract';
import { ROLES } from '@inklore/contract/auth/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { Search, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { RoleIcon } from '#src/components/role-icon.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { inputClass } from '#src/components/ui/input-class.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { messageOf } from '#src/lib/failure.ts';
import { cn } from '#src/lib/cn.ts';
import { formatLongDate } from '#src/lib/dates.ts';
import { Link } from '#src/lib/router.tsx';
import { useDebounced } from '#src/lib/use-debounced.ts';
import { usersOptions } from '../api/admin.ts';
import { ROLE_LABELS, useChangeRole } from '../api/console-mutations.ts';
import { Empty, Loading } from './console-parts.tsx';

export const USER_SEARCH_DEBOUNCE_MS = 300;

function RoleControl({ user, me }: { user: AdminUser; me: boolean }) {
  const { i18n } = useLingui();
  const id = useId();
  const username = user.username;
  const change = useChangeRole();
  const [role, setRole] = useState<Role>(user.role);
  const dirty = role !== user.role;
  const failed = change.isError ? messageOf(change.error) : null;
  return (
    <form
      className="flex flex-col gap-1.5"
      onSubmit={(e) => {
        e.preventDefault();
        if (!dirty) return;
        change.mutate(
          { user, role },
          {
            // the list answers again with the role the server keeps
            onError: () => setRole(user.role),
          },
        );
      }}
    >
      <label htmlFor={id} className="sr-only">
        <Trans>Role of {username}</Trans>
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <select
          id={id}
          value={role}
          disabled={change.isPending}
          aria-describedby={failed ? `${id}-error` : undefined}
          onChange={(e) => {
            const next = ROLES.find((r) => r === e.target.value);
            if (next) setRole(next);
            change.reset();
          }}
          className={cn(inputClass, 'h-9 w-auto cursor-pointer pr-8 text-sm')}
        >
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {i18n._(ROLE_LABELS[r])}
            </option>
          ))}
        </select>
        {dirty && (
          <Button type="submit" size="sm" disabled={change.isPending}>
            {change.isPending && <Spinner className="size-4" />}
            <Trans>Change role</Trans>
          </Button>
        )}
      </div>
      {dirty && me && role !== 'admin' && (
        <p className="text-xs text-muted">
          <Trans>This is your own account: you will lose the console&apos;s admin tabs.</Trans>
        </p>
      )}
      {failed && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-oxblood">
          {failed}
        </p>
      )}
    </form>
  );
}

function UserRow({ user, me }: { user: AdminUser; me: boolean }) {
  const name = user.displayName ?? user.username;
  const joined = formatLongDate(user.createdAt);
  const active = user.lastActiveAt && formatLongDate(user.lastActiveAt);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-rule bg-surface p-3.5 sm:flex-row sm:items-center sm:p-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 font-medium">
          <Link to={`/user/${encodeURIComponent(user.username)}`} className="link break-all">
            {name}
          </Link>
          <RoleIcon role={user.role} />
          {me && (
            <Badge>
              <Trans>You</Trans>
            </Badge>
          )}
        </p>
        <p className="text-sm break-all text-muted">
          <span className="font-mono">@{user.username}</span> · {user.email}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <span>
            <Trans>Joined {joined}</Trans>
          </span>
          {active && (
            <span>
              <Trans>Last active {active}</Trans>
            </span>
          )}
          {!user.emailVerified && (
            <Badge tone="featured">
              <Trans>Email not verified</Trans>
            </Badge>
          )}
          {user.totpEnabled && (
            <Badge tone="primary">
              <Trans>Two-factor on</Trans>
            </Badge>
          )}
        </p>
      </div>
      <div className="sm:shrink-0">
        <RoleControl key={user.role} user={user} me={me} />
      </div>
    </li>
  );
}

/** tab=users (admins): find members by name or email and change their role. */
export function UsersTab({ meId }: { meId: number }) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), USER_SEARCH_DEBOUNCE_MS);
  const query = useQuery({ ...usersOptions(search), placeholderData: keepPreviousData });
  const title = search ? t`Members matching “${search}”` : t`Newest members`;
  const count = query.data?.length ?? 0;
  const more = count === 100 ? '+' : '';
  return (
    <section aria-labelledby="users-title">
      <h2 id="users-title" className="text-2xl">
        <Trans>Users</Trans>
      </h2>
      <p className="mt-1 text-muted">
        <Trans>
          Find a member by username, display name or email. The last admin stays an admin.
        </Trans>
      </p>
      <form
        role="search"
        className="mt-4 flex max-w-lg flex-col gap-1.5"
        onSubmit={(e) => e.preventDefault()}
      >
        <label htmlFor={id} className="text-sm font-medium">
          <Trans>Search members</Trans>
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <input
            id={id}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={200}
            autoComplete="off"
            spellCheck={false}
            placeholder={t`Name or email`}
            className={cn(inputClass, 'pl-10')}
          />
        </div>
      </form>
      <div className="mt-5" aria-busy={query.isFetching || undefined}>
        {query.isPending ? (
          <Loading>
            <Trans>Loading members...</Trans>
          </Loading>
        ) : query.isError ? (
          <SectionError
            what={t`Members`}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.length === 0 ? (
          <Empty icon={Users}>
            <Trans>No member matches “{search}”.</Trans>
          </Empty>
        ) : (
          <>
            <h3 className="font-sans text-sm font-semibold text-muted" aria-live="polite">
              {title} ({count}
              {more})
            </h3>
            <ul className="mt-3 flex flex-col gap-3" aria-label={t`Members`}>
              {query.data.map((u) => (
                <UserRow key={u.id} user={u} me={u.id === meId} />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
