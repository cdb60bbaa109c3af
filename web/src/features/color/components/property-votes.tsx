import type { MyPropertyVotes, PropertyVotes, PropertyVotesBody } from '@inklore/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CROWD_MIN_VOTERS,
  DRY_TIMES,
  FLOWS,
  VOTE_FACET,
  YES_NO_PROPERTIES,
  type YesNoProperty,
} from '@inklore/contract/property-votes/property-votes.rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card } from '#src/components/card.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { mayDo, TrustNote } from '#src/components/trust-note.tsx';
import { formatLongDate } from '#src/lib/dates.ts';
import { propertyVotesOptions } from '../api/color.ts';
import { useVoteProperties } from '../api/color-mutations.ts';

const LABEL: Record<YesNoProperty, MessageDescriptor> = {
  shading: msg`Shading`,
  sheen: msg`Sheen`,
  shimmer: msg`Shimmer`,
  waterResistance: msg`Water resistance`,
  scent: msg`Scent`,
};

type DryTime = (typeof DRY_TIMES)[number];
type Flow = (typeof FLOWS)[number];

// the words shown for the contract's values (lower case, as they were: the CSS capitalizes)
const DRY_TIME_LABEL: Record<DryTime, MessageDescriptor> = {
  fast: msg({ message: 'fast', context: 'dry time' }),
  average: msg({ message: 'average', context: 'dry time' }),
  slow: msg({ message: 'slow', context: 'dry time' }),
};
const FLOW_LABEL: Record<Flow, MessageDescriptor> = {
  dry: msg({ message: 'dry', context: 'ink flow' }),
  balanced: msg({ message: 'balanced', context: 'ink flow' }),
  wet: msg({ message: 'wet', context: 'ink flow' }),
};

function Bar({ label, count, total }: { label: string; count: number; total: number }) {
  const share = total > 0 ? count / total : 0;
  return (
    <div className="grid grid-cols-[4.5rem_1fr_2rem] items-center gap-2 text-sm">
      <span className="text-muted">{label}</span>
      <span className="h-2 overflow-hidden rounded-full bg-sunken" aria-hidden="true">
        <span
          className="block h-full rounded-full bg-primary"
          style={{ width: `${share * 100}%` }}
        />
      </span>
      <span className="text-right font-mono">{count}</span>
    </div>
  );
}

function Distribution({ votes, granted }: { votes: PropertyVotes; granted: readonly string[] }) {
  const { t, i18n } = useLingui();
  return (
    <div className="grid gap-x-8 gap-y-4 sm:grid-cols-2" data-testid="vote-distribution">
      {YES_NO_PROPERTIES.map((p) => {
        const { yes, no } = votes[p];
        return (
          <div key={p}>
            <p className="mb-1 flex items-baseline justify-between text-sm font-medium">
              {i18n._(LABEL[p])}
              {granted.includes(VOTE_FACET[p]) && (
                <span className="text-xs font-normal text-primary">
                  <Trans>voted by members</Trans>
                </span>
              )}
            </p>
            <Bar label={t`Yes`} count={yes} total={yes + no} />
            <Bar label={t`No`} count={no} total={yes + no} />
          </div>
        );
      })}
      <div>
        <p className="mb-1 text-sm font-medium">
          <Trans>Dry time</Trans>
        </p>
        {DRY_TIMES.map((d) => (
          <Bar
            key={d}
            label={i18n._(DRY_TIME_LABEL[d])}
            count={votes.dryTime[d]}
            total={DRY_TIMES.reduce((n, k) => n + votes.dryTime[k], 0)}
          />
        ))}
      </div>
      <div>
        <p className="mb-1 text-sm font-medium">
          <Trans>Flow</Trans>
        </p>
        {FLOWS.map((f) => (
          <Bar
            key={f}
            label={i18n._(FLOW_LABEL[f])}
            count={votes.flow[f]}
            total={FLOWS.reduce((n, k) => n + votes.flow[k], 0)}
          />
        ))}
      </div>
    </div>
  );
}

function Choice<T extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: T | null;
  options: readonly { value: T; label: string }[];
  onChange: (v: T | null) => void;
}) {
  const { t } = useLingui();
  const all = [...options, { value: null, label: t`No vote` }];
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {all.map((o) => (
          <label
            key={o.label}
            className="inline-flex h-8 cursor-pointer items-center rounded-full border border-rule px-3 text-sm capitalize has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:checked]:text-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
          >
            <input
              type="radio"
              className="sr-only"
              name={legend}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function VoteForm({
  inkId,
  mine,
  onInkChanged,
}: {
  inkId: number;
  mine: MyPropertyVotes;
  onInkChanged: () => void;
}) {
  const [draft, setDraft] = useState<MyPropertyVotes>(mine);
  const { t, i18n } = useLingui();
  const yesNo = [
    { value: 'yes', label: t`Yes` },
    { value: 'no', label: t`No` },
  ] as const;
  const vote = useVoteProperties(inkId, onInkChanged);
  const changed = (Object.keys(draft) as (keyof MyPropertyVotes)[]).filter(
    (k) => draft[k] !== mine[k],
  );
  const submit = (body: PropertyVotesBody) => vote.mutate(body);
  const hasVotes = Object.values(mine).some((v) => v !== null);
  return (
    <form
      className="mt-5 space-y-3 border-t border-rule pt-4"
      aria-label={t`Your votes`}
      onSubmit={(e) => {
        e.preventDefault();
        if (changed.length === 0) return;
        submit(Object.fromEntries(changed.map((k) => [k, draft[k]])));
      }}
    >
      <h3 className="font-sans text-xs font-semibold tracking-[0.14em] text-muted uppercase">
        <Trans>Your votes</Trans>
      </h3>
      {YES_NO_PROPERTIES.map((p) => (
        <Choice
          key={p}
          legend={i18n._(LABEL[p])}
          value={draft[p] === null ? null : draft[p] ? 'yes' : 'no'}
          options={yesNo}
          onChange={(v) => setDraft((d) => ({ ...d, [p]: v === null ? null : v === 'yes' }))}
        />
      ))}
      <Choice
        legend={t`Dry time`}
        value={draft.dryTime}
        options={DRY_TIMES.map((v) => ({ value: v, label: i18n._(DRY_TIME_LABEL[v]) }))}
        onChange={(v) => setDraft((d) => ({ ...d, dryTime: v }))}
      />
      <Choice
        legend={t`Flow`}
        value={draft.flow}
        options={FLOWS.map((v) => ({ value: v, label: i18n._(FLOW_LABEL[v]) }))}
        onChange={(v) => setDraft((d) => ({ ...d, flow: v }))}
      />
      <div className="flex flex-wrap gap-2 pt-1">
        <Button type="submit" size="sm" disabled={changed.length === 0 || vote.isPending}>
          {vote.isPending && <Spinner className="size-4" />}
          {hasVotes ? <Trans>Save votes</Trans> : <Trans context="verb">Vote</Trans>}
        </Button>
        {hasVotes && (
          <Button
            variant="secondary"
            size="sm"
            disabled={vote.isPending}
            onClick={() => {
              const none = Object.fromEntries(
                Object.keys(mine).map((k) => [k, null]),
              ) as PropertyVotesBody;
              setDraft(none as MyPropertyVotes);
              submit(none);
            }}
          >
            <Trans>Withdraw my votes</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}

/** Crowd-voted properties (ADR 024): each distribution, the voters, and the member's own votes. */
export function PropertyVotesCard({
  inkId,
  granted,
  onInkChanged,
}: {
  inkId: number;
  granted: readonly string[];
  onInkChanged: () => void;
}) {
  const query = useQuery(propertyVotesOptions(inkId));
  const { data: user } = useCurrentUser();
  const countsFrom = user?.votesCountFrom ?? null;
  // the time the card was first drawn: whether the member's votes count yet
  const [now] = useState(Date.now);
  const notYet = countsFrom !== null && Date.parse(countsFrom) > now;
  const countsFromDate = notYet ? formatLongDate(countsFrom) : '';
  const { t } = useLingui();
  const voters = query.data?.voters ?? 0;
  const least = CROWD_MIN_VOTERS;
  return (
    <Card title={t`Members' Verdict`} id="property-votes">
      {query.isPending ? (
        <p role="status" className="inline-flex items-center gap-2 text-muted">
          <Spinner className="size-4 text-primary" /> <Trans>Loading votes…</Trans>
        </p>
      ) : query.isError ? (
        <SectionError what={t`Property votes`} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className="mb-4 text-sm text-muted" data-testid="voter-count">
            {voters === 0
              ? t`No member who owns or tried this ink has voted on its properties yet.`
              : t`${plural(voters, {
                  one: '# member who own or tried this ink voted.',
                  other: '# members who own or tried this ink voted.',
                })}`}{' '}
            <Trans>
              A property joins the ink's facets with at least {least} voters, two thirds saying yes,
              and long-standing members among them.
            </Trans>
          </p>
          {/* nobody voted: no rows of zeros */}
          {query.data.voters > 0 && <Distribution votes={query.data} granted={granted} />}
          {query.data.mayVote && query.data.mine && notYet && (
            <p className="mt-4 text-sm text-muted">
              <Trans>
                Your votes are kept, and count from {countsFromDate}, once your account is old
                enough.
              </Trans>
            </p>
          )}
          {query.data.mayVote && query.data.mine && (
            <VoteForm
              key={JSON.stringify(query.data.mine)}
              inkId={inkId}
              mine={query.data.mine}
              onInkChanged={onInkChanged}
            />
          )}
          {!query.data.mayVote && query.data.mine && !mayDo(user, 'voteOnProperties') && (
            <TrustNote user={user} action="voteOnProperties" className="mt-4" />
          )}
          {!query.data.mayVote && query.data.mine && mayDo(user, 'voteOnProperties') && (
            <p className="mt-4 text-sm text-muted">
              <Trans>
                Mark the ink as owned or tried in your ink-ventory to vote on its properties.
              </Trans>
            </p>
          )}
        </>
      )}
    </Card>
  );
}
