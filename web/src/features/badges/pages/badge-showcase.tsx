import type { Badge } from '@inklore/contract';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { Breadcrumbs } from '#src/components/breadcrumbs.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { useHead } from '#src/lib/head.ts';
import { Link } from '#src/lib/router.tsx';
import { badgesOptions } from '../api/badges.ts';
import { isRoleBadge, nextBadges } from '../badge-progress.ts';
import { BadgeMedal, BadgeProgressBar } from '../components/badge-parts.tsx';

function BadgeItem({ badge, next }: { badge: Badge; next: boolean }) {
  const held = badge.held === true;
  const { holders } = badge;
  return (
    <li data-testid="badge" className="flex flex-col rounded-2xl border border-rule bg-surface p-5">
      <div className="flex items-start gap-4">
        <BadgeMedal held={held} />
        <div className="min-w-0">
          <h2 id={`badge-${badge.id}`} className="text-lg leading-snug">
            {badge.name}
          </h2>
          <p className="mt-1 text-[0.95rem]">{badge.rule}</p>
        </div>
      </div>
      <p className="mt-4 text-sm text-muted">
        {holders === 0 ? (
          <Trans>No member holds it yet.</Trans>
        ) : (
          <Trans>
            Held by <span className="font-mono text-ink">{holders}</span>{' '}
            <Plural value={holders} one="member" other="members" />
          </Trans>
        )}
      </p>
      {badge.held !== null && (
        <div className="mt-3 border-t border-rule pt-3">
          {held ? (
            <p className="inline-flex items-center gap-1.5 text-sm font-medium text-verdigris">
              <Check className="size-4" aria-hidden="true" />
              <Trans>You hold this badge</Trans>
            </p>
          ) : isRoleBadge(badge) ? (
            <p className="text-sm text-muted">
              <Trans>Comes with the role; it cannot be counted towards.</Trans>
            </p>
          ) : (
            <>
              {next && (
                <p className="mb-1.5 text-xs font-semibold tracking-[0.12em] text-ochre uppercase">
                  <Trans>Next for you</Trans>
                </p>
              )}
              <BadgeProgressBar badge={badge} />
            </>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * /badge-showcase (decisions.md "Badges", docs/badges.md): every badge, its rule and how many
 * members hold it; for a signed-in member, which they hold and how far along they are to the
 * ones they do not yet.
 */
export default function BadgeShowcasePage() {
  const { t } = useLingui();
  const { data: user, isPending: userPending } = useCurrentUser();
  const query = useQuery({ ...badgesOptions(user?.id ?? null), enabled: !userPending });
  useHead(
    t`Badge Showcase`,
    t`Every Inklore badge, the rule that earns it, and how many members hold it.`,
  );
  const badges = query.data ?? [];
  const next = new Set(nextBadges(badges).map((b) => b.id));
  const heldCount = badges.filter((b) => b.held === true).length;
  const badgeCount = badges.length;
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-12 sm:px-6">
      <Breadcrumbs items={[{ label: t`Home`, to: '/' }, { label: t`Badge Showcase` }]} />
      <header className="mt-8 max-w-[68ch]">
        <h1 className="text-[2.2rem] leading-tight sm:text-[2.8rem]">
          <Trans>Badge Showcase</Trans>
        </h1>
        <p className="mt-3 text-muted">
          <Trans>
            Badges are earned by what members do here: sharing images, keeping an ink-ventory,
            commenting, finding inks the catalogue lacked. Each one is counted from that activity
            itself, so it comes and goes with it.
          </Trans>
        </p>
        {query.isSuccess && user && (
          <p className="mt-4 font-medium">
            <Trans>
              You hold {heldCount} of {badgeCount} badges.
            </Trans>
          </p>
        )}
        {user === null && (
          <p className="mt-4 text-sm">
            <Trans>
              <Link to="/login?next=%2Fbadge-showcase" className="link">
                Sign in
              </Link>{' '}
              to see which badges you hold and how close you are to the next.
            </Trans>
          </p>
        )}
      </header>
      {query.isError ? (
        <div className="mt-8">
          <SectionError
            what={t`The badges`}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        </div>
      ) : !query.isSuccess ? (
        <p role="status" className="mt-8 inline-flex items-center gap-2 text-muted">
          <Spinner className="size-4 text-primary" /> <Trans>Loading badges...</Trans>
        </p>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Badges`}>
          {badges.map((b) => (
            <BadgeItem key={b.id} badge={b} next={next.has(b.id)} />
          ))}
        </ul>
      )}
    </div>
  );
}
