import { t } from '@lingui/core/macro';
import { bellLabel } from '@inklore/contract/social/social.rules';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { PrefetchLink } from '#src/components/prefetch-link.tsx';
import { cn } from '#src/lib/cn.ts';
import { bellOptions } from '../api/social.ts';

/** The bell's accessible name: "Notifications, 3 unread" (or just "Notifications"). */
export function bellName(unread: number | undefined): string {
  if (!unread) return t`Notifications`;
  const count = bellLabel(unread);
  return t`Notifications, ${count} unread`;
}

/**
 * The header's bell for a signed-in member (ADR 060): the unread count over the icon, asked
 * every minute and when the tab comes back, linking to /notifications. Its code loads for
 * members only (header.tsx).
 */
export default function NotificationBell() {
  const count = useQuery(bellOptions());
  const unread = count.data?.unread ?? 0;
  return (
    <PrefetchLink
      to="/notifications"
      aria-label={bellName(unread)}
      title={bellName(unread)}
      data-testid="bell"
      className={({ isActive }) =>
        cn(
          'relative grid size-10 place-items-center rounded-full transition-colors hover:bg-sunken hover:text-primary lg:size-9 xl:size-10',
          isActive ? 'bg-sunken text-primary' : 'text-ink',
        )
      }
    >
      <Bell className="size-5" aria-hidden="true" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0 min-w-5 rounded-full bg-oxblood px-1 text-center font-mono text-[0.68rem] leading-5 font-semibold text-white"
        >
          {bellLabel(unread)}
        </span>
      )}
    </PrefetchLink>
  );
}
