import { plural, t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { inkUsageOptions } from '../api/pens.ts';

/** "Currently inked by 3 members · Used on 12 days this month", or the half that is not 0. */
export function usageText(currentlyInked: number, daysThisMonth: number): string | null {
  const members = currentlyInked;
  const days = daysThisMonth;
  if (members > 0 && days > 0)
    return t`Currently inked by ${plural(members, { one: '# member', other: '# members' })} · Used on ${plural(days, { one: '# day', other: '# days' })} this month`;
  if (members > 0)
    return t`Currently inked by ${plural(members, { one: '# member', other: '# members' })}`;
  if (days > 0) return t`Used on ${plural(days, { one: '# day', other: '# days' })} this month`;
  return null;
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
