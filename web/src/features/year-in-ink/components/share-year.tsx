import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrentUser, YearInInk } from '@inklore/contract';
import { Copy, Globe } from 'lucide-react';
import { useId, useState } from 'react';
import { TrustNote, mayDo } from '#src/components/trust-note.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { inputClass } from '#src/components/ui/input-class.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { cn } from '#src/lib/cn.ts';
import { i18n } from '#src/lib/i18n.ts';
import { Link } from '#src/lib/router.tsx';
import { toast } from '#src/lib/toast.ts';
import { useShareYear } from '../api/year-mutations.ts';
import { SHARE_FIRST, sharedYearPath, yearCardPath } from '../year-words.ts';

const COPIED = {
  title: msg`Link copied!`,
  description: msg`The link has been copied to your clipboard.`,
};
const NOT_COPIED = {
  title: msg`Failed to copy`,
  description: msg`Please select the link and copy it by hand.`,
};

async function copy(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({
      title: i18n._(COPIED.title),
      description: i18n._(COPIED.description),
      variant: 'success',
    });
  } catch {
    toast({
      title: i18n._(NOT_COPIED.title),
      description: i18n._(NOT_COPIED.description),
      variant: 'error',
    });
  }
}

/**
 * Share the year (ADR 057): a switch for its public page (a verified email first, said where
 * the switch is), then the public link to copy and the link-preview card the server draws.
 * Taking it back is always possible.
 */
export function ShareYear({ figures, user }: { figures: YearInInk; user: CurrentUser }) {
  const { t, i18n } = useLingui();
  const share = useShareYear(figures.year);
  const id = useId();
  // the year as written, not a number to format
  const year = String(figures.year);
  const days = figures.daysWritten;
  const inks = figures.inksUsed;
  // what was chosen, shown in the same event (read from the mutation it would arrive a task
  // later, the switch flicking back meanwhile), then what the server saved
  const [chosen, setChosen] = useState<boolean | null>(null);
  const shared = chosen ?? figures.shared;
  // sharing needs the trust rule; stopping never does
  const blocked = !shared && !mayDo(user, 'shareYear');
  const path = sharedYearPath(figures.owner.username, figures.year);
  const url = typeof window === 'undefined' ? path : `${window.location.origin}${path}`;
  const version = `${figures.through}-${figures.daysWritten}-${figures.inksUsed}`;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-rule bg-surface p-5 sm:p-6"
      data-testid="share-year"
    >
      <h2 id={`${id}-title`} className="mb-4 text-xl">
        <Trans>Share your year</Trans>
      </h2>
      <TrustNote user={user} action="shareYear" className="mb-4" />
      <div className="rounded-xl border border-rule bg-page px-3 py-2.5 text-[0.95rem] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary">
        <label className="flex cursor-pointer items-center gap-3 font-medium">
          <input
            type="checkbox"
            role="switch"
            checked={shared}
            disabled={share.isPending || blocked}
            onChange={(e) => {
              setChosen(e.target.checked);
              share.mutate(e.target.checked, { onSettled: () => setChosen(null) });
            }}
            aria-describedby={`${id}-hint`}
            className="size-4 shrink-0 accent-[var(--color-primary)]"
          />
          <Globe className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <Trans>Share my {year} publicly</Trans>
          {share.isPending && <Spinner className="size-4" />}
        </label>
        <p id={`${id}-hint`} className="mt-1 pl-7 text-sm text-muted">
          <Trans>
            Anyone with the link sees this page&apos;s figures and colours. The most used pen is
            named only if you made that pen public; your private pens are never named.
          </Trans>
        </p>
      </div>
      {figures.shared ? (
        <div className="mt-4 flex flex-col gap-4">
          <div>
            <label htmlFor={`${id}-link`} className="text-sm font-medium">
              <Trans>Public link</Trans>
            </label>
            <div className="mt-1 flex gap-2">
              <input
                id={`${id}-link`}
                readOnly
                value={url}
                onFocus={(e) => e.currentTarget.select()}
                className={cn(inputClass, 'flex-1 font-mono text-sm')}
              />
              <Button variant="secondary" onClick={() => void copy(url)}>
                <Copy className="size-4" aria-hidden="true" /> <Trans>Copy</Trans>
              </Button>
            </div>
            <Link to={path} className="link mt-2 inline-block text-sm">
              <Trans>Open the public page</Trans>
            </Link>
          </div>
          <figure className="m-0">
            <img
              src={yearCardPath(figures.owner.username, figures.year, version)}
              width={1200}
              height={630}
              loading="lazy"
              alt={t`The link preview of your ${year}: ${days} days written with ${inks} inks, and the colours of the year.`}
              className="h-auto w-full rounded-xl border border-rule"
            />
            <figcaption className="mt-2 text-sm text-muted">
              <Trans>The picture a link to your year shows where it is shared.</Trans>
            </figcaption>
          </figure>
        </div>
      ) : (
        <p className="mt-3 text-sm text-muted">{i18n._(SHARE_FIRST)}</p>
      )}
    </section>
  );
}
