import { useQuery } from '@tanstack/react-query';
import { formatNumber, plural } from '#src/lib/format.ts';
import { inkUsageOptions } from '../api/pens.ts';

/** "Currently inked by 3 members · Used on 12 days this month", or the half that is not 0. */
export function usageText(currentlyInked: number, daysThisMonth: number): string | null {
  const parts = [
    currentlyInked > 0 &&
      `Currently inked by ${formatNumber(currentlyInked)} ${plural(currentlyInked, 'member', 'members')}`,
    daysThisMonth > 0 &&
      `Used on ${formatNumber(daysThisMonth)} ${plural(daysThisMonth, 'day', 'days')} this month`,
  ].filter((p): p is string => typeof p === 'string');
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * The ink page's line on its use in pens (GET /api/inks/{id}/usage): counted from public pens
 * only, naming no one; nothing when both counts are 0 or the counts could not be had.
 */
export default function InkUsageLine({ inkId }: { inkId: number }) {
  const query = useQuery(inkUsageOptions(inkId));
  const text = query.data ? usageText(query.data.currentlyInked, query.data.daysThisMonth) : null;
  if (text === null) return null;
  return <p className="mt-3 text-sm text-muted">{text}</p>;
}
