import type { NotificationSettings as Settings } from '@inklore/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DIGEST_FREQUENCIES,
  NOTIFICATION_KINDS,
  type DigestFrequency,
  type NotificationKind,
} from '@inklore/contract/social/social.rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card } from '#src/components/card.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { cn } from '#src/lib/cn.ts';
import { useSaveSettings } from '../api/social-mutations.ts';
import { settingsOptions } from '../api/social.ts';
import { NOTIFICATION_KIND_WORDS } from '../words.ts';

const DIGEST_LABELS: Record<DigestFrequency, MessageDescriptor> = {
  off: msg({ message: 'Off', context: 'mail digest' }),
  daily: msg`Daily`,
  weekly: msg`Weekly`,
};

const boxClass =
  'rounded-xl border border-rule px-3 py-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary';

/** A kind turned on or off, the others kept. */
export function withKind(settings: Settings, kind: NotificationKind, on: boolean): Settings {
  const off = settings.off.filter((k) => k !== kind);
  return { ...settings, off: on ? off : [...off, kind] };
}

/**
 * The notification settings (ADR 060): a switch for each kind (all on at first) and the mail
 * digest, Off (the default), Daily or Weekly; each change is saved at once.
 */
export function NotificationSettingsCard() {
  const query = useQuery(settingsOptions());
  const save = useSaveSettings();
  // what was chosen, shown at once while it is saved (then the server's answer)
  const [chosen, setChosen] = useState<Settings | null>(null);
  const shown = chosen ?? query.data;
  const { t, i18n } = useLingui();
  const change = (next: Settings) => {
    setChosen(next);
    save.mutate(next, { onSettled: (_, __, sent) => setChosen((c) => (c === sent ? null : c)) });
  };
  return (
    <Card title={t`Notification settings`} id="notification-settings">
      {query.isPending ? (
        <p role="status" className="inline-flex items-center gap-2 text-muted">
          <Spinner className="size-4 text-primary" /> <Trans>Loading your settings...</Trans>
        </p>
      ) : query.isError || !shown ? (
        <SectionError
          what={t`Your notification settings`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-6" aria-busy={save.isPending}>
          <fieldset>
            <legend className="font-medium">
              <Trans>Tell me when</Trans>
            </legend>
            <ul className="mt-2 flex flex-col gap-1.5">
              {NOTIFICATION_KINDS.map((kind) => (
                <li key={kind} className={boxClass}>
                  <label className="flex cursor-pointer items-center gap-3 text-[0.95rem]">
                    <input
                      type="checkbox"
                      role="switch"
                      checked={!shown.off.includes(kind)}
                      onChange={(e) => change(withKind(shown, kind, e.target.checked))}
                      className="size-4 shrink-0 accent-[var(--color-primary)]"
                    />
                    {i18n._(NOTIFICATION_KIND_WORDS[kind])}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <fieldset aria-describedby="digest-hint">
            <legend className="font-medium">
              <Trans>Mail digest</Trans>
            </legend>
            <p id="digest-hint" className="mt-1 text-sm text-muted">
              <Trans>
                A mail listing your unread notifications, if there are any. Every mail has a link to
                stop it in one click.
              </Trans>
            </p>
            <div className="mt-2 grid grid-cols-3 gap-2">
              {DIGEST_FREQUENCIES.map((d) => (
                <label
                  key={d}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
                    shown.digest === d
                      ? 'border-primary bg-primary/10 font-medium text-primary'
                      : 'border-rule hover:border-primary',
                  )}
                >
                  <input
                    type="radio"
                    name="digest"
                    value={d}
                    checked={shown.digest === d}
                    onChange={() => change({ ...shown, digest: d })}
                    className="accent-[var(--color-primary)]"
                  />
                  {i18n._(DIGEST_LABELS[d])}
                </label>
              ))}
            </div>
          </fieldset>
          <p role="status" className="text-sm text-muted">
            {save.isPending ? t`Saving...` : save.isSuccess ? t`Saved.` : ''}
          </p>
        </div>
      )}
    </Card>
  );
}
