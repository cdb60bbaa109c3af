import type { CurrentUser, YearInInk } from '@inklore/contract';
import { YEAR_MESSAGES } from '@inklore/contract/pens/year.rules';
import { Copy, Globe } from 'lucide-react';
import { useId, useState } from 'react';
import { TrustNote, mayDo } from '#src/components/trust-note.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { inputClass } from '#src/components/ui/input-class.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { cn } from '#src/lib/cn.ts';
import { Link } from '#src/lib/router.tsx';
import { toast } from '#src/lib/toast.ts';
import { useShareYear } from '../api/year-mutations.ts';
import { sharedYearPath, yearCardPath } from '../year-words.ts';

async function copy(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({
      title: 'Link copied!',
      description: 'The link has been copied to your clipboard.',
      variant: 'success',
    });
  } catch {
    toast({
      title: 'Failed to copy',
      description: 'Please select the link and copy it by hand.',
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
  const share = useShareYear(figures.year);
  const id = useId();
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
        Share your year
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
          Share my {figures.year} publicly
          {share.isPending && <Spinner className="size-4" />}
        </label>
        <p id={`${id}-hint`} className="mt-1 pl-7 text-sm text-muted">
          Anyone with the link sees this page&apos;s figures and colours. The most used pen is named
          only if you made that pen public; your private pens are never named.
        </p>
      </div>
      {figures.shared ? (
        <div className="mt-4 flex flex-col gap-4">
          <div>
            <label htmlFor={`${id}-link`} className="text-sm font-medium">
              Public link
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
                <Copy className="size-4" aria-hidden="true" /> Copy
              </Button>
            </div>
            <Link to={path} className="link mt-2 inline-block text-sm">
              Open the public page
            </Link>
          </div>
          <figure className="m-0">
            <img
              src={yearCardPath(figures.owner.username, figures.year, version)}
              width={1200}
              height={630}
              loading="lazy"
              alt={`The link preview of your ${figures.year}: ${figures.daysWritten} days written with ${figures.inksUsed} inks, and the colours of the year.`}
              className="h-auto w-full rounded-xl border border-rule"
            />
            <figcaption className="mt-2 text-sm text-muted">
              The picture a link to your year shows where it is shared.
            </figcaption>
          </figure>
        </div>
      ) : (
        <p className="mt-3 text-sm text-muted">{YEAR_MESSAGES.shareFirst}</p>
      )}
    </section>
  );
}
