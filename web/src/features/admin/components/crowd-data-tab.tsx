import type { CrowdData } from '@inklore/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Check, Eye, Minus, Vote } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { SectionError } from '#src/components/section-error.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { dangerClass } from '#src/components/ui/danger-button.ts';
import { TextField } from '#src/components/ui/fields.tsx';
import { isNotFound } from '#src/lib/api-client.ts';
import { formatLongDate, formatShortDate } from '#src/lib/dates.ts';
import { i18n } from '#src/lib/i18n.ts';
import { parseWholeId } from '#src/lib/ids.ts';
import { Link, useSearchParams } from '#src/lib/router.tsx';
import { crowdDataOptions } from '../api/admin.ts';
import { useResetVotes, type VoteKind } from '../api/moderation-mutations.ts';
import { Empty, Loading } from './console-parts.tsx';

/*
 * tab=crowd (ADR 041; moderators and admins): an ink's property and image votes with who
 * cast them and whether each counts now (a new or unverified account's vote is kept but does
 * not count; accounts signed up together count as one voter). Staff reset one voter's votes,
 * or all of a kind; the answer replaces the list. The ink is ?ink=ID (the ink page links here).
 */

type PropertyVote = CrowdData['propertyVotes'][number];
type ImageVote = CrowdData['imageVotes'][number];
type AnyVote = PropertyVote | ImageVote;

const PROPERTY_WORDS: Record<string, MessageDescriptor> = {
  shading: msg`Shading`,
  sheen: msg`Sheen`,
  shimmer: msg`Shimmer`,
  waterResistance: msg`Water resistance`,
  scent: msg`Scent`,
  dryTime: msg`Dry time`,
  flow: msg`Flow`,
};

/** The votes' values (yes or no; a dry time; a flow) in words. */
const VALUE_WORDS: Record<string, MessageDescriptor> = {
  yes: msg`Yes`,
  no: msg`No`,
  fast: msg`Fast`,
  average: msg`Average`,
  slow: msg`Slow`,
  dry: msg`Dry`,
  balanced: msg`Balanced`,
  wet: msg`Wet`,
};

export function propertyText(property: string): string {
  const words = PROPERTY_WORDS[property];
  return words ? i18n._(words) : property;
}

/** A value in words; one the table does not know as it is, capitalised. */
export function valueText(value: string): string {
  const words = VALUE_WORDS[value];
  return words ? i18n._(words) : value.charAt(0).toUpperCase() + value.slice(1);
}

/** One voter's votes together, in the server's order (by username). */
export function byVoter<T extends AnyVote>(votes: readonly T[]): { voter: T; votes: T[] }[] {
  const out = new Map<number, { voter: T; votes: T[] }>();
  for (const v of votes) {
    const entry = out.get(v.userId) ?? { voter: v, votes: [] };
    entry.votes.push(v);
    out.set(v.userId, entry);
  }
  return [...out.values()];
}

/**
 * For each voter, the other voters of this ink who signed up with them (one network within
 * the hour: their votes count as one); voters alone in their group are left out.
 */
export function signedUpTogether(data: CrowdData): Map<number, string[]> {
  const groups = new Map<number, Map<number, string>>();
  for (const v of [...data.propertyVotes, ...data.imageVotes]) {
    const members = groups.get(v.group) ?? new Map<number, string>();
    members.set(v.userId, v.username);
    groups.set(v.group, members);
  }
  const out = new Map<number, string[]>();
  for (const members of groups.values()) {
    if (members.size < 2) continue;
    for (const [userId] of members) {
      out.set(
        userId,
        [...members].filter(([id]) => id !== userId).map(([, name]) => name),
      );
    }
  }
  return out;
}

function InkPicker({ inkId }: { inkId: number | null }) {
  const { t } = useLingui();
  const [, setParams] = useSearchParams();
  const [text, setText] = useState(inkId === null ? '' : String(inkId));
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      role="search"
      aria-label={t`Ink`}
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
      onSubmit={(e) => {
        e.preventDefault();
        const id = parseWholeId(text.trim().replace(/^#/, ''));
        if (id === null) {
          setError(t`Give the ink’s number: the digits at the end of its address, /ink/123.`);
          document.querySelector<HTMLElement>('[data-field="ink"]')?.focus();
          return;
        }
        setError(undefined);
        setParams(new URLSearchParams({ tab: 'crowd', ink: String(id) }), { replace: true });
      }}
    >
      <TextField
        name="ink"
        label={t`Ink number`}
        value={text}
        onChange={(v) => {
          setText(v);
          setError(undefined);
        }}
        error={error}
        inputMode="numeric"
        autoComplete="off"
        maxLength={16}
        hint={t`The digits at the end of the ink’s address. The ink page links here too.`}
        className="w-full max-w-xs"
      />
      <Button type="submit" className="sm:mt-[1.6rem]">
        <Eye className="size-4" aria-hidden="true" />
        <Trans>Show votes</Trans>
      </Button>
    </form>
  );
}

function VoterBadges({
  vote,
  together,
  trusted,
}: {
  vote: AnyVote;
  together: string[] | undefined;
  trusted?: boolean;
}) {
  const { t } = useLingui();
  const others = together?.join(', ');
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t`About this voter`}>
      <li>
        {vote.counted ? (
          <Badge tone="primary">
            <Check className="size-3.5" aria-hidden="true" />
            <Trans>Counts now</Trans>
          </Badge>
        ) : (
          <Badge>
            <Minus className="size-3.5" aria-hidden="true" />
            <Trans>Does not count now</Trans>
          </Badge>
        )}
      </li>
      {trusted && (
        <li>
          <Badge tone="featured">
            <Trans>Trusted</Trans>
          </Badge>
        </li>
      )}
      <li>
        <Badge>
          {vote.emailVerified ? <Trans>Email verified</Trans> : <Trans>Email not verified</Trans>}
        </Badge>
      </li>
      {vote.restricted && (
        <li>
          <span className="inline-flex items-center rounded-full border border-oxblood/40 px-2.5 py-0.5 text-xs font-medium text-oxblood">
            <Trans>Limited or suspended</Trans>
          </span>
        </li>
      )}
      {others !== undefined && (
        <li>
          <Badge tone="featured" className="break-all">
            <Trans>Signed up together with {others}</Trans>
          </Badge>
        </li>
      )}
    </ul>
  );
}

function ResetButton({
  inkId,
  kind,
  voter,
  count,
  trigger,
}: {
  inkId: number;
  kind: VoteKind;
  voter?: { userId: number; username: string };
  count: number;
  trigger: ReactNode;
}) {
  const { t } = useLingui();
  const reset = useResetVotes(inkId);
  const [open, setOpen] = useState(false);
  const username = voter?.username;
  const undone = t`This cannot be undone; the audit log keeps the reset.`;
  const title =
    kind === 'property'
      ? username !== undefined
        ? t`Reset ${username}’s property votes?`
        : t`Reset all property votes?`
      : username !== undefined
        ? t`Reset ${username}’s image votes?`
        : t`Reset all image votes?`;
  const question =
    kind === 'property'
      ? username !== undefined
        ? t`Their ${plural(count, { one: '# property vote', other: '# property votes' })} on this ink will be removed, and the ink’s filters counted again. ${undone}`
        : t`All ${plural(count, { one: '# property vote', other: '# property votes' })} on this ink will be removed, and the ink’s filters counted again. ${undone}`
      : username !== undefined
        ? t`Their ${plural(count, { one: '# image vote', other: '# image votes' })} on this ink will be removed. ${undone}`
        : t`All ${plural(count, { one: '# image vote', other: '# image votes' })} on this ink will be removed. ${undone}`;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className={dangerClass('sm')} disabled={reset.isPending}>
          {trigger}
        </button>
      }
      title={title}
      question={question}
      confirmLabel={t`Reset`}
      busy={reset.isPending}
      onConfirm={() => reset.mutate({ kind, voter }, { onSettled: () => setOpen(false) })}
    />
  );
}

function VoterCard({
  inkId,
  kind,
  voter,
  together,
  count,
  children,
}: {
  inkId: number;
  kind: VoteKind;
  voter: AnyVote & { trusted?: boolean };
  together: string[] | undefined;
  count: number;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const joined = formatLongDate(voter.joinedAt);
  return (
    <li className="rounded-2xl border border-rule bg-surface p-4">
      <article aria-labelledby={headingId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h4 id={headingId} className="font-sans text-base font-semibold">
            <Link to={`/user/${encodeURIComponent(voter.username)}`} className="link break-all">
              {voter.username}
            </Link>
          </h4>
          <span className="text-sm text-muted">
            <Trans>Joined {joined}</Trans>
          </span>
        </div>
        <VoterBadges vote={voter} together={together} trusted={voter.trusted} />
        {children}
        <div>
          <ResetButton
            inkId={inkId}
            kind={kind}
            voter={{ userId: voter.userId, username: voter.username }}
            count={count}
            trigger={t`Reset this voter’s votes`}
          />
        </div>
      </article>
    </li>
  );
}

function Votes<T extends AnyVote>({
  inkId,
  kind,
  votes,
  together,
  row,
}: {
  inkId: number;
  kind: VoteKind;
  votes: readonly T[];
  together: Map<number, string[]>;
  row: (v: T) => ReactNode;
}) {
  const { t } = useLingui();
  const id = useId();
  const voters = byVoter(votes);
  const counted = voters.filter((v) => v.voter.counted).length;
  const total = votes.length;
  const voterCount = voters.length;
  const title = kind === 'property' ? t`Property votes` : t`Image votes`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id={id} className="text-xl">
            {title}
          </h3>
          <p className="text-sm text-muted">
            {total === 0
              ? t`None yet.`
              : t`${plural(total, { one: '# vote', other: '# votes' })} from ${plural(voterCount, { one: '# voter', other: '# voters' })}; ${plural(counted, { one: '# of them counts now', other: '# of them count now' })}.`}
          </p>
        </div>
        {votes.length > 0 && (
          <ResetButton
            inkId={inkId}
            kind={kind}
            count={votes.length}
            trigger={kind === 'property' ? t`Reset all property votes` : t`Reset all image votes`}
          />
        )}
      </div>
      {votes.length > 0 && (
        <ul aria-labelledby={id} className="grid gap-3 md:grid-cols-2 md:items-start">
          {voters.map(({ voter, votes: own }) => (
            <VoterCard
              key={voter.userId}
              inkId={inkId}
              kind={kind}
              voter={voter}
              together={together.get(voter.userId)}
              count={own.length}
            >
              <ul className="flex flex-col divide-y divide-rule rounded-xl border border-rule">
                {own.map((v, i) => (
                  <li
                    key={i}
                    className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-2 text-[0.95rem]"
                  >
                    {row(v)}
                    <span className="text-xs text-muted">{formatShortDate(v.at)}</span>
                  </li>
                ))}
              </ul>
            </VoterCard>
          ))}
        </ul>
      )}
    </section>
  );
}

function InkVotes({ inkId, inkName }: { inkId: number; inkName: InkNameSlot }) {
  const { t } = useLingui();
  const query = useQuery(crowdDataOptions(inkId));
  const number = String(inkId);
  const name = inkName(inkId);
  if (query.isPending)
    return (
      <Loading>
        <Trans>Loading votes...</Trans>
      </Loading>
    );
  if (query.isError) {
    if (isNotFound(query.error)) {
      return (
        <Empty icon={Vote}>
          <Trans>No ink has the number {number}. It may have been removed.</Trans>
        </Empty>
      );
    }
    return (
      <SectionError what={t`The votes`} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const data = query.data;
  const together = signedUpTogether(data);
  return (
    <div className="flex flex-col gap-6" aria-busy={query.isFetching || undefined}>
      <p className="text-lg">
        <Trans>
          Votes on{' '}
          <Link to={`/ink/${inkId}`} className="link font-medium">
            {name}
          </Link>
        </Trans>
      </p>
      <Votes
        inkId={inkId}
        kind="property"
        votes={data.propertyVotes}
        together={together}
        row={(v) => (
          <span>
            <span className="text-muted">{propertyText(v.property)}: </span>
            <span className="font-medium">{valueText(v.value)}</span>
          </span>
        )}
      />
      <Votes
        inkId={inkId}
        kind="image"
        votes={data.imageVotes}
        together={together}
        row={(v) => <VotedFor imageId={v.imageId} />}
      />
    </div>
  );
}

function VotedFor({ imageId }: { imageId: number }) {
  const image = String(imageId);
  return (
    <span>
      <Trans>
        Voted for <span className="font-medium">image #{image}</span>
      </Trans>
    </span>
  );
}

/**
 * An ink's brand and name by its id, drawn by the inks feature (the page gives it: ADR 043);
 * "ink #id" until it is known.
 */
export type InkNameSlot = (inkId: number) => ReactNode;

export function CrowdDataTab({ inkName }: { inkName: InkNameSlot }) {
  const [params] = useSearchParams();
  const inkId = parseWholeId(params.get('ink') ?? undefined);
  return (
    <section aria-labelledby="crowd-title">
      <h2 id="crowd-title" className="text-2xl">
        <Trans>Crowd data</Trans>
      </h2>
      <p className="mt-1 max-w-[68ch] text-muted">
        <Trans>
          Who voted on an ink’s properties and images, and whether each vote counts now. A vote
          counts once its member has verified their email and the account is old enough; accounts
          signed up together from one network count as one voter, and only trusted voters bring a
          property into the ink’s filters.
        </Trans>
      </p>
      <div className="mt-5">
        <InkPicker key={inkId ?? 'none'} inkId={inkId} />
      </div>
      <div className="mt-6">
        {inkId === null ? (
          <Empty icon={Vote}>
            <Trans>Choose an ink to see its votes.</Trans>
          </Empty>
        ) : (
          <InkVotes inkId={inkId} inkName={inkName} />
        )}
      </div>
    </section>
  );
}
