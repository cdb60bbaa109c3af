import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { YearInInk } from '@inklore/contract';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumbs } from '#src/components/breadcrumbs.tsx';
import { NotFound } from '#src/components/not-found.tsx';
import { displayNameOf } from '#src/components/person.ts';
import { SectionError } from '#src/components/section-error.tsx';
import { PageSpinner } from '#src/components/ui/spinner.tsx';
import { ApiError } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';
import { useHead, usePageStatus } from '#src/lib/head.ts';
import { Link, useParams } from '#src/lib/router.tsx';
import { sharedYearOptions } from '../api/year.ts';
import { YearFigures, YearTitle } from '../components/year-figures.tsx';
import { isSoFar, sharedYearPath, yearCardPath } from '../year-words.ts';

/** The head of a shared year: its title, a description in figures, and its card. */
function useSharedYearHead(figures: YearInInk) {
  const { t } = useLingui();
  const name = displayNameOf(figures.owner);
  // the year as written, not a number to format
  const year = String(figures.year);
  const days = figures.daysWritten;
  const inks = figures.inksUsed;
  useHead(
    t`${name}'s Year in Ink ${year}`,
    isSoFar(figures)
      ? t`${name}'s ${year} so far in ink: ${plural(days, { one: '# day', other: '# days' })} written with ${plural(inks, { one: '# ink', other: '# inks' })}, the colours of the year in hue order.`
      : t`${name}'s ${year} in ink: ${plural(days, { one: '# day', other: '# days' })} written with ${plural(inks, { one: '# ink', other: '# inks' })}, the colours of the year in hue order.`,
    yearCardPath(figures.owner.username, figures.year),
  );
}

function SharedYear({ figures }: { figures: YearInInk }) {
  const { t } = useLingui();
  useSharedYearHead(figures);
  const name = displayNameOf(figures.owner);
  // the year as written, not a number to format
  const year = String(figures.year);
  const profile = `/user/${encodeURIComponent(figures.owner.username)}`;
  const others = figures.years.filter((y) => y !== figures.year);
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-12 sm:px-6">
      <Breadcrumbs
        items={[
          { label: t`Home`, to: '/' },
          { label: name, to: profile },
          { label: t`Year in Ink ${year}` },
        ]}
      />
      <YearTitle
        figures={figures}
        byline={
          <Trans>
            by{' '}
            <Link to={profile} className="link">
              {name}
            </Link>
          </Trans>
        }
      />
      {others.length > 0 && (
        <nav aria-label={t`${name}'s other shared years`} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {others.map((y) => (
              <li key={y}>
                <Link
                  to={sharedYearPath(figures.owner.username, y)}
                  className={cn(
                    'inline-flex h-9 items-center rounded-full border border-rule bg-surface px-3.5 font-mono text-sm',
                    'hover:border-primary hover:text-primary',
                  )}
                >
                  {y}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <YearFigures
        figures={figures}
        empty={
          <p className="rounded-2xl border border-dashed border-rule px-5 py-6 text-muted">
            <Trans>No days written in {year} yet.</Trans>
          </p>
        }
      />
    </div>
  );
}

/**
 * /user/{username}/year/{year}: a Year in Ink its member shared (ADR 057), drawn on the
 * server for link previews (its card is /preview/year/{username}/{year}.png). A year not
 * shared, or no such member: the 404 page.
 */
export default function SharedYearPage() {
  const { username = '', year: param = '' } = useParams();
  const year = /^\d{4}$/.test(param) ? Number(param) : null;
  const query = useQuery({
    ...sharedYearOptions(username, year ?? 0),
    enabled: year !== null && username !== '',
  });
  if (year === null || username === '') return <NotFound />;
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 503;
    if (status < 500) return <NotFound />;
    return <SharedYearFailed onRetry={() => void query.refetch()} error={query.error} />;
  }
  return <SharedYear figures={query.data} />;
}

function SharedYearFailed({ onRetry, error }: { onRetry: () => void; error: unknown }) {
  const { t } = useLingui();
  useHead(t`Year in Ink`, t`A year of writing, shared by an Inklore member.`);
  usePageStatus(503);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <SectionError
        what={t`This Year in Ink`}
        title={t`This Year in Ink could not be loaded.`}
        error={error}
        onRetry={onRetry}
      />
    </div>
  );
}
