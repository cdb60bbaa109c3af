import type { RestrictedMember, Restriction } from '@inklore/contract';
import { ACCOUNT_LIMITS } from '@inklore/contract/auth/auth';
import { RestrictBody } from '@inklore/contract/trust/moderation';
import { RESTRICTION_LIMITS } from '@inklore/contract/trust/trust.rules';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Lock, LockOpen, MessageSquareQuote, UserLock } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { SectionError } from '#src/components/section-error.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { FormAlert, TextArea, TextField } from '#src/components/ui/fields.tsx';
import { check, useForm } from '#src/lib/form.ts';
import { cn } from '#src/lib/cn.ts';
import { isSignedOut } from '#src/lib/failure.ts';
import { formatNumber } from '#src/lib/format.ts';
import { formatLongDate } from '#src/lib/dates.ts';
import { Link } from '#src/lib/router.tsx';
import { restrictionsOptions } from '../api/admin.ts';
import {
  RESTRICTION_LABELS,
  useLiftRestriction,
  useRestrictMember,
  useUpholdRestriction,
} from '../api/moderation-mutations.ts';
import { Empty, Loading } from './console-parts.tsx';

/*
 * tab=members (ADR 041; moderators and admins): the members who are limited (no public
 * writes) or suspended (reading only), those whose appeal waits first; lift a restriction, or
 * keep it after reading the appeal; limit or suspend a member with a reason they read.
 */

type Field = 'username' | 'restriction' | 'reason';

/** What each choice does, in the staff's words (the member reads RESTRICTION_TEXT). */
const CHOICES: readonly {
  value: Restriction;
  label: MessageDescriptor;
  hint: MessageDescriptor;
}[] = [
  {
    value: 'limited',
    label: msg`Limit`,
    hint: msg`No posting what others see (comments, images, votes, discoveries, public collections). They keep their ink-ventory and private collections.`,
  },
  {
    value: 'suspended',
    label: msg`Suspend`,
    hint: msg`Reading only: they can change nothing but may still appeal.`,
  },
];

function RestrictForm() {
  const { t, i18n } = useLingui();
  const usernameProblem = (value: string): string | undefined => {
    const name = value.trim().replace(/^@/, '');
    if (!name) return t`Write the member’s username.`;
    const max = ACCOUNT_LIMITS.usernameMax;
    if (name.length > max) return t`A username has at most ${max} characters.`;
    return undefined;
  };
  const id = useId();
  const restrict = useRestrictMember();
  const form = useForm<Field>({ username: '', restriction: 'limited', reason: '' }, (v) => ({
    username: usernameProblem(v.username),
    reason: check(RestrictBody.shape.reason, v.reason),
  }));
  const box = useRef<HTMLFormElement>(null);
  const choice = form.values.restriction === 'suspended' ? 'suspended' : 'limited';

  const save = () =>
    form.submit(
      async (v) => {
        try {
          await restrict.mutateAsync({
            username: v.username.trim().replace(/^@/, ''),
            restriction: choice,
            reason: v.reason.trim(),
          });
        } catch (err) {
          // a 401 is the session's end, told by its toast
          if (isSignedOut(err)) return;
          throw err;
        }
        form.reset();
        box.current?.querySelector<HTMLInputElement>('[data-field="username"]')?.focus();
      },
      t`The member could not be limited or suspended. Please try again.`,
    );

  return (
    <form
      ref={box}
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-2xl border border-rule bg-surface p-4 sm:p-5"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h3 id={`${id}-title`} className="text-lg">
        <Trans>Limit or suspend a member</Trans>
      </h3>
      <TextField
        name="username"
        label={t`Username`}
        value={form.values.username}
        onChange={(v) => {
          form.set('username', v);
          form.setFormError(null);
        }}
        onBlur={() => form.blur('username')}
        error={form.errors.username}
        autoComplete="off"
        spellCheck={false}
        maxLength={ACCOUNT_LIMITS.usernameMax + 1}
        hint={t`As in their profile’s address, /user/username. Staff accounts cannot be limited.`}
        className="max-w-md"
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">
          <Trans>What to do</Trans>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {CHOICES.map((c) => (
            <label
              key={c.value}
              className={cn(
                'flex cursor-pointer gap-3 rounded-xl border px-3 py-2.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
                choice === c.value ? 'border-primary bg-primary/5' : 'border-rule',
              )}
            >
              <input
                type="radio"
                name={`${id}-restriction`}
                value={c.value}
                checked={choice === c.value}
                onChange={() => form.set('restriction', c.value)}
                aria-describedby={`${id}-${c.value}-hint`}
                className="mt-1 size-4 shrink-0 accent-[var(--color-primary)]"
              />
              <span className="flex flex-col gap-0.5">
                <span className="font-medium">{i18n._(c.label)}</span>
                <span id={`${id}-${c.value}-hint`} className="text-sm text-muted">
                  {i18n._(c.hint)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <TextArea
          name="reason"
          label={t`Reason`}
          value={form.values.reason}
          onChange={(v) => form.set('reason', v)}
          onBlur={() => form.blur('reason')}
          error={form.errors.reason}
          max={RESTRICTION_LIMITS.reasonMax}
          rows={3}
        />
        <p className="text-[0.82rem] text-muted">
          <Trans>The member reads it on their profile: say plainly what they did.</Trans>
        </p>
      </div>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <div>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? (
            <Spinner className="size-4" />
          ) : (
            <UserLock className="size-4" aria-hidden="true" />
          )}
          {choice === 'limited' ? <Trans>Limit member</Trans> : <Trans>Suspend member</Trans>}
        </Button>
      </div>
    </form>
  );
}

function Lift({ member }: { member: RestrictedMember }) {
  const { t } = useLingui();
  const lift = useLiftRestriction();
  const [open, setOpen] = useState(false);
  const limited = member.restriction === 'limited';
  const { username } = member;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" size="sm" disabled={lift.isPending}>
          <LockOpen className="size-4" aria-hidden="true" />
          {limited ? <Trans>Lift limit</Trans> : <Trans>Lift suspension</Trans>}
        </Button>
      }
      title={limited ? t`Lift ${username}’s limit?` : t`Lift ${username}’s suspension?`}
      question={t`${username} may use their account fully again, and their votes count as before. The audit log keeps who lifted it.`}
      confirmLabel={t`Lift`}
      tone="primary"
      icon={LockOpen}
      busy={lift.isPending}
      onConfirm={() => lift.mutate(member, { onSettled: () => setOpen(false) })}
    />
  );
}

function KeepAfterAppeal({ member }: { member: RestrictedMember }) {
  const { t } = useLingui();
  const keep = useUpholdRestriction();
  const [open, setOpen] = useState(false);
  const limited = member.restriction === 'limited';
  const { username } = member;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" size="sm" disabled={keep.isPending}>
          <Lock className="size-4" aria-hidden="true" />
          <Trans>Keep after appeal</Trans>
        </Button>
      }
      title={limited ? t`Keep ${username}’s limit?` : t`Keep ${username}’s suspension?`}
      question={
        limited
          ? t`${username} will read that the moderators read their appeal and kept the limit. They cannot appeal again.`
          : t`${username} will read that the moderators read their appeal and kept the suspension. They cannot appeal again.`
      }
      confirmLabel={t`Keep`}
      tone="primary"
      icon={Lock}
      busy={keep.isPending}
      onConfirm={() => keep.mutate(member, { onSettled: () => setOpen(false) })}
    />
  );
}

function Appeal({ member }: { member: RestrictedMember }) {
  if (member.appeal === 'open') {
    return (
      <p className="text-sm text-muted">
        <Trans>Has not appealed.</Trans>
      </p>
    );
  }
  const waiting = member.appeal === 'pending';
  const sent = member.appealedAt && formatLongDate(member.appealedAt);
  return (
    <figure
      className={cn(
        'rounded-xl border px-3.5 py-3',
        waiting ? 'border-ochre/50 bg-ochre-soft/40' : 'border-rule bg-sunken/60',
      )}
    >
      <figcaption className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <MessageSquareQuote className="size-4 shrink-0 text-muted" aria-hidden="true" />
        <span className="font-medium">
          {waiting ? <Trans>Appeal waiting</Trans> : <Trans>Appeal read, restriction kept</Trans>}
        </span>
        {sent && (
          <span className="text-muted">
            <Trans>sent {sent}</Trans>
          </span>
        )}
      </figcaption>
      {member.appealText && (
        <blockquote className="mt-2 text-[0.95rem] break-words whitespace-pre-line">
          {member.appealText}
        </blockquote>
      )}
    </figure>
  );
}

/** Limited in ochre, suspended in oxblood: the word says it too. */
export function RestrictionBadge({ restriction }: { restriction: Restriction }) {
  const { i18n } = useLingui();
  if (restriction === 'limited')
    return <Badge tone="featured">{i18n._(RESTRICTION_LABELS.limited)}</Badge>;
  return (
    <span className="inline-flex items-center rounded-full border border-oxblood/40 px-2.5 py-0.5 text-xs font-medium text-oxblood">
      {i18n._(RESTRICTION_LABELS.suspended)}
    </span>
  );
}

function MemberRow({ member }: { member: RestrictedMember }) {
  const headingId = useId();
  const since = formatLongDate(member.since);
  const by = member.restrictedBy;
  const reason = member.reason;
  return (
    <li className="rounded-2xl border border-rule bg-surface p-4 sm:p-5">
      <article aria-labelledby={headingId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <h4 id={headingId} className="font-sans text-base font-semibold">
            <Link to={`/user/${encodeURIComponent(member.username)}`} className="link break-all">
              {member.username}
            </Link>
          </h4>
          <RestrictionBadge restriction={member.restriction} />
          <span className="text-sm text-muted">
            {by ? (
              <Trans>
                since {since} by {by}
              </Trans>
            ) : (
              <Trans>since {since} by a former staff member</Trans>
            )}
          </span>
        </div>
        <p className="text-[0.95rem] break-words">
          <Trans>
            <span className="font-medium">Reason: </span>
            {reason}
          </Trans>
        </p>
        <Appeal member={member} />
        <div className="flex flex-wrap gap-2">
          <Lift member={member} />
          {member.appeal === 'pending' && <KeepAfterAppeal member={member} />}
        </div>
      </article>
    </li>
  );
}

function Group({ title, members }: { title: string; members: RestrictedMember[] }) {
  const id = useId();
  if (members.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="font-sans text-sm font-semibold text-muted">
        {title} ({formatNumber(members.length)})
      </h3>
      <ul aria-labelledby={id} className="flex flex-col gap-3">
        {members.map((m) => (
          <MemberRow key={m.id} member={m} />
        ))}
      </ul>
    </section>
  );
}

export function MembersTab() {
  const { t } = useLingui();
  const query = useQuery(restrictionsOptions());
  const list = query.data ?? [];
  const waiting = list.filter((m) => m.appeal === 'pending');
  const others = list.filter((m) => m.appeal !== 'pending');
  return (
    <section aria-labelledby="members-title">
      <h2 id="members-title" className="text-2xl">
        <Trans>Members</Trans>
      </h2>
      <p className="mt-1 max-w-[68ch] text-muted">
        <Trans>
          A limited member keeps their own things but cannot post what others see; a suspended one
          can only read. Each reads your reason on their profile and may appeal once. Every change
          is kept in the audit log.
        </Trans>
      </p>
      <div className="mt-5">
        {query.isPending ? (
          <Loading>
            <Trans>Loading members...</Trans>
          </Loading>
        ) : query.isError ? (
          <SectionError
            what={t`Members`}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : list.length === 0 ? (
          <Empty icon={UserLock}>
            <Trans>No member is limited or suspended.</Trans>
          </Empty>
        ) : (
          <div className="flex flex-col gap-6" aria-busy={query.isFetching || undefined}>
            <Group title={t`Appeals waiting`} members={waiting} />
            <Group title={t`Limited and suspended`} members={others} />
          </div>
        )}
      </div>
      <div className="mt-8">
        <RestrictForm />
      </div>
    </section>
  );
}
