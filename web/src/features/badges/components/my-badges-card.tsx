import type { Badge, CurrentUser } from '@inklore/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Card } from '#src/components/card.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { Link } from '#src/lib/router.tsx';
import { badgesOptions } from '../api/badges.ts';
import { nextBadges } from '../badge-progress.ts';
import { BadgeMedal, BadgeProgressBar } from './badge-parts.tsx';

function HeldBadges({ badges }: { badges: readonly Badge[] }) {
  const { t } = useLingui();
  const held = badges.filter((b) => b.held === true);
  if (held.length === 0) {
    return (
      <p className="text-sm text-muted">
        <Trans>
          No badges yet. They come with what you do here: your first community image, ten inks in
          your ink-ventory, your first comment.
        </Trans>
      </p>
    );
  }
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t`Badges you hold`}>
      {held.map((b) => (
        <li
          key={b.id}
          title={b.rule}
          className="inline-flex items-center gap-2 rounded-full border border-rule bg-page py-1 pr-3 pl-1"
        >
          <BadgeMedal held className="size-7 [&>svg]:size-4" />
          <span className="text-sm font-medium">{b.name}</span>
          <span className="sr-only">: {b.rule}</span>
        </li>
      ))}
    </ul>
  );
}

/** /profile: the badges the member holds, and their progress towards the next ones. */
export function MyBadgesCard({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const query = useQuery(badgesOptions(user.id));
  const next = query.data ? nextBadges(query.data) : [];
  return (
    <Card
      title={t`My Badges`}
      id="my-badges"
      action={
        <Link to="/badge-showcase" className={buttonClass('secondary', 'sm')}>
          <Trans>All badges</Trans>
        </Link>
      }
    >
      {query.isPending ? (
        <p role="status" className="inline-flex items-center gap-2 text-muted">
          <Spinner className="size-4 text-primary" /> <Trans>Loading your badges...</Trans>
        </p>
      ) : query.isError ? (
        <SectionError
          what={t`Your badges`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <HeldBadges badges={query.data} />
          {next.length > 0 && (
            <>
              <h3 className="mt-6 font-sans text-xs font-semibold tracking-[0.14em] text-muted uppercase">
                <Trans>Next up</Trans>
              </h3>
              <ul className="mt-3 flex flex-col gap-4">
                {next.slice(0, 3).map((b) => (
                  <li key={b.id}>
                    <p className="text-sm">
                      <span className="font-medium">{b.name}</span>
                      <span className="text-muted"> — {b.rule}</span>
                    </p>
                    <BadgeProgressBar badge={b} className="mt-1.5" />
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Card>
  );
}
