import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumbs } from '#src/components/breadcrumbs.tsx';
import { MessagePage } from '#src/components/message-page.tsx';
import { NotFound } from '#src/components/not-found.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { PageSpinner } from '#src/components/ui/spinner.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { useHead } from '#src/lib/head.ts';
import { Link, useParams } from '#src/lib/router.tsx';
import { myYearOptions } from '../api/year.ts';
import { ShareYear } from '../components/share-year.tsx';
import { YearFigures, YearTitle } from '../components/year-figures.tsx';
import { YearPicker } from '../components/year-picker.tsx';
import { parseYear } from '../year-words.ts';

/**
 * /year and /year/{year}: the member's own Year in Ink (ADR 057), this year by default (so
 * far), any other year from the picker; the share switch, the public link and its card.
 */
export default function MyYearPage() {
  const { t } = useLingui();
  const params = useParams();
  const thisYear = new Date().getFullYear();
  const year = parseYear(params.year, thisYear);
  const { data: user, isPending: userPending, isError: userFailed } = useCurrentUser();
  const figures = useQuery({
    ...myYearOptions(year ?? thisYear),
    enabled: Boolean(user) && year !== null,
  });
  // the year as written, not a number to format
  const yearText = String(year);
  useHead(
    year === null ? t`Year in Ink` : t`Your Year in Ink ${yearText}`,
    t`Your year of writing: the days, the inks and pens, the colours in hue order.`,
  );
  if (year === null) return <NotFound />;
  if (userPending) return <PageSpinner />;
  if (!user) {
    const next = encodeURIComponent(params.year ? `/year/${year}` : '/year');
    return (
      <MessagePage
        title={t`Year in Ink`}
        actions={
          <>
            <Link to={`/login?next=${next}`} className={buttonClass('primary')}>
              <Trans>Sign In</Trans>
            </Link>
            <Link to="/signup" className={buttonClass('secondary')}>
              <Trans>Join Community</Trans>
            </Link>
          </>
        }
      >
        <p>
          {userFailed ? (
            <Trans>Your year could not be loaded. Check your connection and try again.</Trans>
          ) : (
            <Trans>
              Sign in to look back on your year of writing: your days, inks and pens, and the
              colours of your year.
            </Trans>
          )}
        </p>
      </MessagePage>
    );
  }
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-12 sm:px-6">
      <Breadcrumbs items={[{ label: t`Home`, to: '/' }, { label: t`Your Year in Ink` }]} />
      {figures.isPending ? (
        <PageSpinner label={t`Counting your year...`} />
      ) : figures.isError ? (
        <div className="mt-8">
          <SectionError
            what={t`Your year`}
            title={t`Your year could not be loaded.`}
            error={figures.error}
            onRetry={() => void figures.refetch()}
          />
        </div>
      ) : (
        <>
          <YearTitle figures={figures.data} />
          <YearPicker years={figures.data.years} thisYear={thisYear} shown={year} />
          <YearFigures
            figures={figures.data}
            empty={
              <p className="rounded-2xl border border-dashed border-rule px-5 py-6 text-muted">
                <Trans>
                  Your diary has no days in {yearText} yet. Mark a pen &ldquo;Used today&rdquo; and
                  this page fills with your days, inks and colours.
                </Trans>
              </p>
            }
          />
          <div className="mt-6">
            <ShareYear figures={figures.data} user={user} />
          </div>
        </>
      )}
    </div>
  );
}
