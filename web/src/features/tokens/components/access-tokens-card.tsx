import type { AccessToken, CreatedAccessToken, CurrentUser } from '@inklore/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  TOKEN_EXPIRY_DAYS,
  TOKEN_LIMITS,
  TOKEN_SCOPES,
  type TokenScope,
} from '@inklore/contract/tokens/tokens.rules';
import { AccessTokenBody } from '@inklore/contract/tokens/tokens';
import { useQuery } from '@tanstack/react-query';
import { Copy, KeyRound, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Card } from '#src/components/card.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { inputClass } from '#src/components/ui/input-class.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { FormAlert, TextField } from '#src/components/ui/fields.tsx';
import { check, useForm } from '#src/lib/form.ts';
import { cn } from '#src/lib/cn.ts';
import { formatLongDate } from '#src/lib/dates.ts';
import { toast } from '#src/lib/toast.ts';
import { useCreateToken, useRevokeToken } from '../api/token-mutations.ts';
import { myTokensOptions } from '../api/tokens.ts';
import { TOKEN_SCOPE_WORDS } from '../words.ts';

/*
 * /profile: personal access tokens (ADR 029). Create one with a name, what it
 * may do and when it expires; its secret is shown once, with a copy button; the list shows
 * each token's dates; revoking asks first.
 */

export const TOKEN_TEXT = {
  intro: msg`Personal access tokens let your own scripts and tools use the Inklore API as you: read your ink-ventory and collections, and, with read and write, change them. A token can never change your password, email, two-factor sign-in or tokens. Treat it like a password.`,
  once: msg`Copy it now: it will not be shown again. If you lose it, revoke it and create a new one.`,
  unverified: msg`Verify your email address to create access tokens.`,
  failed: msg`The access token could not be created. Please try again.`,
} as const satisfies Record<string, MessageDescriptor>;

/** The lifetimes offered (the select's values), in days, then none. */
const EXPIRY_CHOICES = [...TOKEN_EXPIRY_DAYS.map((d) => String(d)), 'never'];

/** A lifetime in words: '7 days', '1 year', 'Never'. */
function expiryLabel(value: string): string {
  if (value === 'never') return t`Never`;
  const days = Number(value);
  return days === 365 ? t`1 year` : plural(days, { one: '# day', other: '# days' });
}

const SCOPE_HINTS: Record<TokenScope, MessageDescriptor> = {
  read: msg`Reads your ink-ventory, collections, export and everything public.`,
  write: msg`Also adds, changes and removes ink-ventory entries and collections.`,
};

/** When a token expires, in words: never, on a date, or expired on a date. */
export function expiryText(token: Pick<AccessToken, 'expiresAt' | 'expired'>): string {
  if (token.expiresAt === null) return t`Never expires`;
  const date = formatLongDate(token.expiresAt);
  return token.expired ? t`Expired ${date}` : t`Expires ${date}`;
}

function Secret({ token, onDone }: { token: CreatedAccessToken; onDone: () => void }) {
  const id = useId();
  const { t, i18n } = useLingui();
  const name = token.name;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token.secret);
      toast({
        title: t`Token copied`,
        description: t`Paste it where your script keeps its secrets.`,
        variant: 'success',
      });
    } catch {
      toast({
        title: t`Failed to copy`,
        description: t`Please select the token and copy it by hand.`,
        variant: 'error',
      });
    }
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-verdigris/40 bg-verdigris/5 p-4"
      data-testid="new-token"
    >
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-lg outline-none">
        <Trans>Your new token “{name}”</Trans>
      </h3>
      <p className="text-sm font-medium">{i18n._(TOKEN_TEXT.once)}</p>
      <label htmlFor={`${id}-secret`} className="sr-only">
        <Trans>The token</Trans>
      </label>
      <input
        id={`${id}-secret`}
        readOnly
        value={token.secret}
        onFocus={(e) => e.currentTarget.select()}
        spellCheck={false}
        autoComplete="off"
        className={cn(inputClass, 'font-mono text-sm')}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" />
          <Trans>Copy token</Trans>
        </Button>
        <Button onClick={onDone}>
          <Trans>I have saved it</Trans>
        </Button>
      </div>
    </section>
  );
}

type Field = 'name' | 'scope' | 'expires';

function CreateForm({ onCreated }: { onCreated: (t: CreatedAccessToken) => void }) {
  const id = useId();
  const create = useCreateToken();
  const { t, i18n } = useLingui();
  const form = useForm<Field>({ name: '', scope: 'read', expires: '90' }, (v) => ({
    name: check(AccessTokenBody.shape.name, v.name),
  }));
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit(async (v) => {
          const created = await create.mutateAsync({
            name: v.name.trim(),
            scope: v.scope === 'write' ? 'write' : 'read',
            expiresInDays: v.expires === 'never' ? null : Number(v.expires),
          });
          form.reset();
          onCreated(created);
        }, i18n._(TOKEN_TEXT.failed));
      }}
    >
      <h3 id={`${id}-title`} className="text-lg">
        <Trans>Create a token</Trans>
      </h3>
      <TextField
        name="name"
        label={t`Name`}
        value={form.values.name}
        onChange={(v) => form.set('name', v)}
        onBlur={() => form.blur('name')}
        error={form.errors.name}
        maxLength={TOKEN_LIMITS.nameMaxLength}
        autoComplete="off"
        hint={t`What the token is for, such as “Spreadsheet sync”.`}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">
          <Trans>What it may do</Trans>
        </legend>
        {TOKEN_SCOPES.map((scope) => (
          <label key={scope} className="flex cursor-pointer items-start gap-2.5 text-sm">
            <input
              type="radio"
              name={`${id}-scope`}
              value={scope}
              checked={form.values.scope === scope}
              onChange={() => form.set('scope', scope)}
              className="mt-1 size-4 accent-primary"
            />
            <span>
              <span className="font-medium">{i18n._(TOKEN_SCOPE_WORDS[scope])}</span>
              <span className="block text-muted">{i18n._(SCOPE_HINTS[scope])}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1.5 sm:max-w-60">
        <label htmlFor={`${id}-expires`} className="text-sm font-medium">
          <Trans>Expires after</Trans>
        </label>
        <select
          id={`${id}-expires`}
          data-field="expires"
          value={form.values.expires}
          onChange={(e) => form.set('expires', e.target.value)}
          className={cn(inputClass, 'cursor-pointer')}
        >
          {EXPIRY_CHOICES.map((value) => (
            <option key={value} value={value}>
              {expiryLabel(value)}
            </option>
          ))}
        </select>
      </div>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <div>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? (
            <Spinner className="size-4" />
          ) : (
            <Plus className="size-4" aria-hidden="true" />
          )}
          <Trans>Create Token</Trans>
        </Button>
      </div>
    </form>
  );
}

function TokenItem({ token, onRevoked }: { token: AccessToken; onRevoked: () => void }) {
  const revoke = useRevokeToken();
  const [confirming, setConfirming] = useState(false);
  const { t, i18n } = useLingui();
  const name = token.name;
  const created = <time dateTime={token.createdAt}>{formatLongDate(token.createdAt)}</time>;
  const lastUsed = token.lastUsedAt && (
    <time dateTime={token.lastUsedAt}>{formatLongDate(token.lastUsedAt)}</time>
  );
  return (
    <li className="flex flex-col gap-2 border-t border-rule py-3 first:border-t-0 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{token.name}</span>
          <Badge tone={token.scope === 'write' ? 'primary' : 'neutral'}>
            {i18n._(TOKEN_SCOPE_WORDS[token.scope])}
          </Badge>
        </p>
        <p className="mt-1 text-muted">
          <Trans>Created {created}</Trans>
          <span aria-hidden="true"> · </span>
          <span className={cn(token.expired && 'font-medium text-oxblood')}>
            {expiryText(token)}
          </span>
          <span aria-hidden="true"> · </span>
          {lastUsed ? <Trans>Last used {lastUsed}</Trans> : <Trans>Never used</Trans>}
        </p>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        trigger={
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            aria-label={t`Revoke ${name}`}
            disabled={revoke.isPending}
          >
            <Trans>Revoke</Trans>
          </Button>
        }
        title={t`Revoke this access token?`}
        question={t`Scripts and tools using “${name}” stop working at once. This cannot be undone.`}
        confirmLabel={t`Revoke`}
        busy={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(token, { onSuccess: onRevoked, onSettled: () => setConfirming(false) })
        }
      />
    </li>
  );
}

export function AccessTokensCard({ user }: { user: CurrentUser }) {
  const query = useQuery(myTokensOptions(user.id));
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  // after the secret is put away or a token revoked, the focus goes to the list's heading
  // (what it was on is gone)
  const listHeading = useRef<HTMLHeadingElement>(null);
  const focusList = () => requestAnimationFrame(() => listHeading.current?.focus());
  const tokens = query.data?.tokens ?? [];
  const live = tokens.filter((t) => !t.expired).length;
  const limit = query.data?.limit ?? TOKEN_LIMITS.perMember;
  const { t, i18n } = useLingui();
  return (
    <Card title={t`Access tokens`} id="access-tokens">
      <div className="flex flex-col gap-5">
        <p className="text-sm">
          {i18n._(TOKEN_TEXT.intro)}{' '}
          <Trans>
            <a href="/api/docs" className="link">
              The API reference
            </a>{' '}
            lists every call.
          </Trans>
        </p>
        {created ? (
          <Secret
            token={created}
            onDone={() => {
              setCreated(null);
              focusList();
            }}
          />
        ) : !user.emailVerified ? (
          <FormAlert tone="info">{i18n._(TOKEN_TEXT.unverified)}</FormAlert>
        ) : live >= limit ? (
          <FormAlert tone="info">
            <Trans>
              You have {live} access tokens, the most one member may hold. Revoke one you no longer
              use to create another.
            </Trans>
          </FormAlert>
        ) : (
          <CreateForm onCreated={setCreated} />
        )}
        <div>
          <h3 ref={listHeading} tabIndex={-1} className="mb-3 text-lg outline-none">
            <Trans>Your tokens</Trans>
          </h3>
          {query.isPending ? (
            <p role="status" className="inline-flex items-center gap-2 text-muted">
              <Spinner className="size-4 text-primary" />{' '}
              <Trans>Loading your access tokens...</Trans>
            </p>
          ) : query.isError ? (
            <SectionError
              what={t`Your access tokens`}
              title={t`Your access tokens could not be loaded.`}
              error={query.error}
              onRetry={() => void query.refetch()}
            />
          ) : tokens.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-muted">
              <KeyRound className="size-4 shrink-0" aria-hidden="true" />
              <Trans>You have no access tokens.</Trans>
            </p>
          ) : (
            <ul aria-label={t`Your access tokens`}>
              {tokens.map((t) => (
                <TokenItem key={t.id} token={t} onRevoked={focusList} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </Card>
  );
}
