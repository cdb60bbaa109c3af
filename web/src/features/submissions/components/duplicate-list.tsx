import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Copy } from 'lucide-react';
import { DuplicateItems } from '#src/components/duplicate-items.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import type { useLikelyDuplicates } from '../api/use-likely-duplicates.ts';

/** The live panel under the brand and name: what the catalogue already has, or that it has none. */
export function LikelyDuplicates({ state }: { state: ReturnType<typeof useLikelyDuplicates> }) {
  const { t } = useLingui();
  const { asked, candidates, checking, failed } = state;
  return (
    <div aria-live="polite" className="min-h-6">
      {asked === null ? null : candidates.length > 0 ? (
        <div className="rounded-xl border border-ochre/40 bg-ochre-soft/50 px-4 py-3">
          <p className="flex items-center gap-2 font-medium">
            <Copy className="size-4 shrink-0 text-ochre" aria-hidden="true" />
            <Trans>Already in the catalogue?</Trans>
          </p>
          <p className="mt-1 text-sm text-muted">
            <Trans>
              These inks look like yours. If yours is one of them, there is nothing to add; if it is
              a different ink, carry on.
            </Trans>
          </p>
          <div className="mt-3">
            <DuplicateItems candidates={candidates} newTab label={t`Likely duplicates`} />
          </div>
        </div>
      ) : checking ? (
        <p className="inline-flex items-center gap-2 text-sm text-muted">
          <Spinner className="size-3.5 text-primary" /> <Trans>Checking the catalogue...</Trans>
        </p>
      ) : failed ? (
        <p className="text-sm text-muted">
          <Trans>
            The catalogue could not be checked just now; a moderator will check it for you.
          </Trans>
        </p>
      ) : (
        <p className="inline-flex items-center gap-2 text-sm text-muted">
          <CircleCheck className="size-4 text-verdigris" aria-hidden="true" />
          <Trans>No ink of that brand and name in the catalogue yet.</Trans>
        </p>
      )}
    </div>
  );
}
