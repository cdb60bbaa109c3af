import type { Notification } from '@inklore/contract';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { BellOff, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { Breadcrumbs } from '#src/components/breadcrumbs.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { SignInPage } from '#src/components/sign-in-page.tsx';
import { Swab } from '#src/components/swatch.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { PageSpinner, Spinner } from '#src/components/ui/spinner.tsx';
import { cn } from '#src/lib/cn.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { useHead } from '#src/lib/head.ts';
import { Link } from '#src/lib/router.tsx';
import { useMarkRead } from '../api/social-mutations.ts';
import { bellOptions, notificationsOptions } from '../api/social.ts';
import { When } from '../components/feed-item.tsx';
import { NotificationSettingsCard } from '../components/notification-settings.tsx';
import { useNow } from '../time.ts';

function Item({
  n,
  now,
  onOpen,
}: {
  n: Notification;
  now: number;
  onOpen: (n: Notification) => void;
}) {
  return (
    <li
      className={cn(
        'flex items-start gap-3 border-t border-rule px-4 py-3.5 first:border-t-0 sm:px-5',
        !n.read && 'bg-primary/5',
      )}
      data-testid="notification"
      data-unread={!n.read || undefined}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-2 size-2 shrink-0 rounded-full',
          n.read ? 'bg-transparent' : 'bg-oxblood',
        )}
      />
      {n.ink && <Swab hex={n.ink.colorHex} seed={n.ink.id} className="h-9 w-12 shrink-0" />}
      <div className="min-w-0 flex-1">
        <p className={cn('break-words', !n.read && 'font-medium')}>
          {!n.read && (
            <span className="sr-only">
              <Trans>Unread:</Trans>{' '}
            </span>
          )}
          {n.href ? (
            <Link to={n.href} className="link" onClick={() => !n.read && onOpen(n)}>
              {n.text}
            </Link>
          ) : (
            n.text
          )}
        </p>
        <When at={n.at} now={now} />
      </div>
      {!n.read && !n.href && (
        <Button variant="ghost" size="sm" onClick={() => onOpen(n)}>
          <Trans>Mark read</Trans>
        </Button>
      )}
    </li>
  );
}

function NotificationList() {
  const list = useInfiniteQuery(notificationsOptions());
  const bell = useQuery(bellOptions());
  const mark = useMarkRead();
  const now = useNow();
  const [added, setAdded] = useState<number | null>(null);
  const { t } = useLingui();
  if (list.isPending)
    return (
      <p role="status" className="inline-flex items-center gap-2 text-muted">
        <Spinner className="size-4 text-primary" /> <Trans>Loading your notifications...</Trans>
      </p>
    );
  if (list.isError)
    return (
      <SectionError
        what={t`Your notifications`}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  const items = list.data.pages.flatMap((p) => p.items);
  const unread = bell.data?.unread ?? items.filter((n) => !n.read).length;
  const markingAll = mark.isPending && 'all' in mark.variables;
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted" aria-live="polite">
          {unread === 0 ? t`You have read everything.` : t`${unread} unread`}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={unread === 0 || markingAll}
          onClick={() => mark.mutate({ all: true })}
        >
          {markingAll ? (
            <Spinner className="size-4" />
          ) : (
            <CheckCheck className="size-4" aria-hidden="true" />
          )}
          <Trans>Mark all read</Trans>
        </Button>
      </div>
      {items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-rule px-5 py-8 text-center">
          <BellOff className="mx-auto size-7 text-muted" aria-hidden="true" />
          <p className="mt-3">
            <Trans>No notifications yet.</Trans>
          </p>
          <p className="mt-1 text-sm text-muted">
            <Trans>
              You are told here when staff review your discovery or image, when someone asks you for
              a sample or answers yours, follows you, and more: choose which below.
            </Trans>
          </p>
        </div>
      ) : (
        <ul
          aria-label={t`Notifications, newest first`}
          className="overflow-hidden rounded-2xl border border-rule bg-surface"
        >
          {items.map((n) => (
            <Item key={n.id} n={n} now={now} onOpen={(one) => mark.mutate({ ids: [one.id] })} />
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {added === null
          ? ''
          : t`${plural(added, { one: '# more notification loaded.', other: '# more notifications loaded.' })}`}
      </p>
      {list.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-4"
          disabled={list.isFetchingNextPage}
          onClick={() => {
            const before = items.length;
            void list.fetchNextPage().then((r) => {
              const after = r.data?.pages.flatMap((p) => p.items).length ?? before;
              setAdded(after - before);
            });
          }}
        >
          {list.isFetchingNextPage && <Spinner className="size-4" />}
          <Trans>Load more</Trans>
        </Button>
      )}
    </>
  );
}

/**
 * /notifications (signed in; ADR 060): what I was told, newest first, 30 at a time with "Load
 * more", unread ones marked; opening one marks it read, "Mark all read" all of them; beside
 * them, the settings (each kind on or off, the mail digest).
 */
export default function NotificationsPage() {
  const { data: me, isPending, isError } = useCurrentUser();
  const { t } = useLingui();
  useHead(t`Notifications`, t`What Inklore told you, and what it tells you of.`);
  if (isPending) return <PageSpinner />;
  if (!me)
    return (
      <SignInPage
        title={t`Notifications`}
        path="/notifications"
        failed={isError}
        text={t`Sign in to see your notifications.`}
      />
    );
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-12 sm:px-6">
      <Breadcrumbs items={[{ label: t`Home`, to: '/' }, { label: t`Notifications` }]} />
      <h1 className="mt-3 text-3xl sm:text-4xl">
        <Trans>Notifications</Trans>
      </h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <section aria-labelledby="notifications-list-title">
          <h2 id="notifications-list-title" className="sr-only">
            <Trans>Your notifications</Trans>
          </h2>
          <NotificationList />
        </section>
        <NotificationSettingsCard />
      </div>
    </div>
  );
}
