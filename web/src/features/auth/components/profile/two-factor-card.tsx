import type { CurrentUser } from '@inklore/contract';
import { TotpCodeBody } from '@inklore/contract/auth/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Copy, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Card } from '#src/components/card.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { toast } from '#src/lib/toast.ts';
import { messageOf } from '#src/lib/failure.ts';
import { useDisableTotp, useEnableTotp, useTotpSetup } from '../../api/account-mutations.ts';
import type { TotpSetup } from '../../api/auth.ts';
import { CURRENT_USER_KEY, isStaff } from '#src/lib/current-user.ts';
import { useForm, type FormState } from '#src/lib/form.ts';
import { FormAlert, TextField } from '#src/components/ui/fields.tsx';
import { QrCode } from './qr-code.tsx';

/** The base32 key in groups of four, easier to type into an app. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

type Mode = { at: 'idle' } | { at: 'setup'; setup: TotpSetup } | { at: 'codes'; codes: string[] };

const codeCheck = { schema: TotpCodeBody };

function CodeField({ form }: { form: FormState<'code'> }) {
  const { t } = useLingui();
  return (
    <TextField
      {...form.field('code')}
      label={t`Code from your app`}
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      className="max-w-xs [&_input]:font-mono [&_input]:tracking-[0.2em]"
    />
  );
}

function Enrol({
  setup,
  onDone,
  onCancel,
}: {
  setup: TotpSetup;
  onDone: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const enable = useEnableTotp();
  const form = useForm({ code: '' }, codeCheck);
  const spelledKey = setup.secret.split('').join(' ');
  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit(async (v) => {
          const { recoveryCodes } = await enable.mutateAsync(v.code.trim());
          onDone(recoveryCodes);
        });
      }}
    >
      <ol className="flex list-decimal flex-col gap-4 pl-5 marker:font-semibold marker:text-muted">
        <li>
          <p>
            <Trans>
              Scan this QR code with an authenticator app (such as Aegis, Google Authenticator,
              1Password or Microsoft Authenticator).
            </Trans>
          </p>
          <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-center">
            <QrCode text={setup.otpauthUrl} label={t`QR code for setting up two-factor sign-in`} />
            <div className="min-w-0">
              <p className="text-sm text-muted">
                <Trans>Cannot scan it? Type this key into the app:</Trans>
              </p>
              <p
                className="mt-1.5 rounded-lg bg-sunken px-3 py-2 font-mono text-[0.95rem] break-all select-all"
                data-testid="totp-secret"
                aria-label={t`Key: ${spelledKey}`}
              >
                {groupSecret(setup.secret)}
              </p>
            </div>
          </div>
        </li>
        <li>
          <p className="mb-3">
            <Trans>Enter the 6-digit code the app shows.</Trans>
          </p>
          {form.formError && (
            <div className="mb-3">
              <FormAlert>{form.formError}</FormAlert>
            </div>
          )}
          <CodeField form={form} />
        </li>
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={form.busy}>
          {form.busy && <Spinner className="size-4" />}
          <Trans>Turn on two-factor sign-in</Trans>
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={form.busy}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast({
        title: t`Recovery codes copied`,
        description: t`Keep them somewhere safe.`,
        variant: 'success',
      });
    } catch {
      toast({
        title: t`Failed to copy`,
        description: t`Please select the codes and copy them by hand.`,
        variant: 'error',
      });
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <FormAlert tone="success">
        <Trans>
          Two-factor sign-in is on. Save these recovery codes now: each one signs you in once if you
          lose your phone, and they are not shown again.
        </Trans>
      </FormAlert>
      <ul
        aria-label={t`Recovery codes`}
        className="grid grid-cols-2 gap-x-6 gap-y-1.5 rounded-xl border border-rule bg-paper px-4 py-3 font-mono text-[0.95rem] text-[#1f2533] sm:grid-cols-2"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" />
          <Trans>Copy codes</Trans>
        </Button>
        <Button onClick={onDone}>
          <Trans>I have saved them</Trans>
        </Button>
      </div>
    </div>
  );
}

/** Off again (the mutation tells it and refreshes the user, which ends this form). */
function TurnOff() {
  const disable = useDisableTotp();
  const form = useForm({ code: '' }, codeCheck);
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit(async (v) => {
          await disable.mutateAsync(v.code.trim());
          form.reset();
        });
      }}
    >
      <p className="text-sm text-muted">
        <Trans>
          To turn it off, enter a current code from your app or one of your recovery codes.
        </Trans>
      </p>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <CodeField form={form} />
      <div>
        <Button type="submit" variant="secondary" disabled={form.busy}>
          {form.busy ? (
            <Spinner className="size-4" />
          ) : (
            <ShieldOff className="size-4" aria-hidden="true" />
          )}
          <Trans>Turn off two-factor sign-in</Trans>
        </Button>
      </div>
    </form>
  );
}

export function TwoFactorCard({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const [mode, setMode] = useState<Mode>({ at: 'idle' });
  const setup = useTotpSetup();
  const refresh = () => void qc.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  const start = () =>
    setup.mutate(undefined, { onSuccess: (s) => setMode({ at: 'setup', setup: s }) });

  const status = user.totpEnabled ? (
    <Badge tone="primary">
      <ShieldCheck className="size-3.5" aria-hidden="true" />
      <Trans context="setting">On</Trans>
    </Badge>
  ) : (
    <Badge>
      <Trans context="setting">Off</Trans>
    </Badge>
  );

  return (
    <Card
      title={t`Two-factor sign-in`}
      id="two-factor"
      action={mode.at === 'codes' ? undefined : status}
    >
      {mode.at === 'codes' ? (
        <RecoveryCodes
          codes={mode.codes}
          onDone={() => {
            setMode({ at: 'idle' });
            refresh();
          }}
        />
      ) : mode.at === 'setup' ? (
        <Enrol
          setup={mode.setup}
          onDone={(codes) => setMode({ at: 'codes', codes })}
          onCancel={() => setMode({ at: 'idle' })}
        />
      ) : user.totpEnabled ? (
        <div className="flex flex-col gap-4">
          <p>
            <Trans>
              Signing in asks for a code from your authenticator app after your password.
            </Trans>
          </p>
          <TurnOff />
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <p>
            <Trans>
              Add a second step to signing in: a 6-digit code from an authenticator app on your
              phone, so a stolen password alone cannot open your account.
            </Trans>
          </p>
          {isStaff(user) && (
            <FormAlert tone="info">
              <Trans>
                Moderators and admins need two-factor sign-in before staff actions such as editing
                or deleting inks.
              </Trans>
            </FormAlert>
          )}
          {setup.isError && <FormAlert>{messageOf(setup.error)}</FormAlert>}
          <div>
            <Button onClick={start} disabled={setup.isPending}>
              {setup.isPending ? (
                <Spinner className="size-4" />
              ) : (
                <ShieldCheck className="size-4" aria-hidden="true" />
              )}
              <Trans>Set up two-factor sign-in</Trans>
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
