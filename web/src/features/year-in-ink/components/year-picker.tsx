import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '#src/lib/cn.ts';
import { Link } from '#src/lib/router.tsx';
import { pickerYears } from '../year-words.ts';

/**
 * The member's years with diary days (and this year, so far), as links: the year shown is
 * the current page.
 */
export function YearPicker({
  years,
  thisYear,
  shown,
}: {
  years: readonly number[];
  thisYear: number;
  shown: number;
}) {
  const { t } = useLingui();
  const all = pickerYears(years, thisYear, shown);
  return (
    <nav aria-label={t`Years`} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {all.map((y) => (
          <li key={y}>
            <Link
              to={`/year/${y}`}
              aria-current={y === shown ? 'page' : undefined}
              className={cn(
                'inline-flex h-9 items-center rounded-full border px-3.5 font-mono text-sm',
                y === shown
                  ? 'border-primary bg-primary text-on-primary'
                  : 'border-rule bg-surface hover:border-primary hover:text-primary',
              )}
            >
              {y}
              {y === thisYear && (
                <span className="ml-1.5 font-sans text-xs">
                  <Trans>so far</Trans>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
