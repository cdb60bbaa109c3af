import type { MyPropertyVotes, PropertyVotes, PropertyVotesBody } from '@inklore/contract';
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
import { plural } from '#src/lib/format.ts';
import { formatLongDate } from '#src/lib/dates.ts';
import { propertyVotesOptions } from '../api/color.ts';
import { useVoteProperties } from '../api/color-mutations.ts';

const LABEL: Record<YesNoProperty, string> = {
  shading: 'Shading',
  sheen: 'Sheen',
  shimmer: 'Shimmer',
  waterResistance: 'Water resistance',
  scent: 'Scent',
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
  return (
    <div className="grid gap-x-8 gap-y-4 sm:grid-cols-2" data-testid="vote-distribution">
      {YES_NO_PROPERTIES.map((p) => {
        const { yes, no } = votes[p];
        return (
          <div key={p}>
            <p className="mb-1 flex items-baseline justify-between text-sm font-medium">
              {LABEL[p]}
              {granted.includes(VOTE_FACET[p]) && (
                <span className="text-xs font-normal text-primary">voted by members</span>
              )}
            </p>
            <Bar label="Yes" count={yes} total={yes + no} />
            <Bar label="No" count={no} total={yes + no} />
          </div>
        );
      })}
      <div>
        <p className="mb-1 text-sm font-medium">Dry time</p>
        {DRY_TIMES.map((d) => (
          <Bar
            key={d}
            label={d}
            count={votes.dryTime[d]}
            total={DRY_TIMES.reduce((n, k) => n + votes.dryTime[k], 0)}
          />
        ))}
      </div>
      <div>
        <p className="mb-1 text-sm font-medium">Flow</p>
        {FLOWS.map((f) => (
          <Bar
            key={f}
            label={f}
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
  const all = [...options, { value: null, label: 'No vote' }];
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

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

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
  const vote = useVoteProperties(inkId, onInkChanged);
  const changed = (Object.keys(draft) as (keyof MyPropertyVotes)[]).filter(
    (k) => draft[k] !== mine[k],
  );
  const submit = (body: PropertyVotesBody) => vote.mutate(body);
  const hasVotes = Object.values(mine).some((v) => v !== null);
  return (
    <form
      className="mt-5 space-y-3 border-t border-rule pt-4"
      aria-label="Your votes"
      onSubmit={(e) => {
        e.preventDefault();
        if (changed.length === 0) return;
        submit(Object.fromEntries(changed.map((k) => [k, draft[k]])));
      }}
    >
      <h3 className="font-sans text-xs font-semibold tracking-[0.14em] text-muted uppercase">
        Your votes
      </h3>
      {YES_NO_PROPERTIES.map((p) => (
        <Choice
          key={p}
          legend={LABEL[p]}
          value={draft[p] === null ? null : draft[p] ? 'yes' : 'no'}
          options={YES_NO}
          onChange={(v) => setDraft((d) => ({ ...d, [p]: v === null ? null : v === 'yes' }))}
        />
      ))}
      <Choice
        legend="Dry time"
        value={draft.dryTime}
        options={DRY_TIMES.map((v) => ({ value: v, label: v }))}
        onChange={(v) => setDraft((d) => ({ ...d, dryTime: v }))}
      />
      <Choice
        legend="Flow"
        value={draft.flow}
        options={FLOWS.map((v) => ({ value: v, label: v }))}
        onChange={(v) => setDraft((d) => ({ ...d, flow: v }))}
      />
      <div className="flex flex-wrap gap-2 pt-1">
        <Button type="submit" size="sm" disabled={changed.length === 0 || vote.isPending}>
          {vote.isPending && <Spinner className="size-4" />}
          {hasVotes ? 'Save votes' : 'Vote'}
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
            Withdraw my votes
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
  return (
    <Card title="Members' Verdict" id="property-votes">
      {query.isPending ? (
        <p role="status" className="inline-flex items-center gap-2 text-muted">
          <Spinner className="size-4 text-primary" /> Loading votes…
        </p>
      ) : query.isError ? (
        <SectionError what="Property votes" onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className="mb-4 text-sm text-muted" data-testid="voter-count">
            {query.data.voters === 0
              ? 'No member who owns or tried this ink has voted on its properties yet.'
              : `${query.data.voters} ${plural(query.data.voters, 'member', 'members')} who own or tried this ink voted.`}{' '}
            A property joins the ink's facets with at least {CROWD_MIN_VOTERS} voters, two thirds
            saying yes, and long-standing members among them.
          </p>
          {/* nobody voted: no rows of zeros */}
          {query.data.voters > 0 && <Distribution votes={query.data} granted={granted} />}
          {query.data.mayVote && query.data.mine && notYet && (
            <p className="mt-4 text-sm text-muted">
              Your votes are kept, and count from {formatLongDate(countsFrom)}, once your account is
              old enough.
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
              Mark the ink as owned or tried in your ink-ventory to vote on its properties.
            </p>
          )}
        </>
      )}
    </Card>
  );
}
