import type { DuplicateCandidate } from '@inklore/contract';
import { CircleCheck, Copy, ExternalLink } from 'lucide-react';
import { Swab } from '#src/components/swatch.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { Link } from '#src/lib/router.tsx';
import type { useLikelyDuplicates } from '../api/use-likely-duplicates.ts';

/** 'Same name' when brand and name match ignoring case, spaces and punctuation; else 'Similar'. */
export function closenessLabel(c: DuplicateCandidate): string {
  return c.exact ? 'Same name' : 'Similar name';
}

/**
 * Catalogue inks that a new ink may duplicate, each linking to its page. `newTab` opens them
 * beside the form, so what the member typed stays.
 */
export function DuplicateItems({
  candidates,
  newTab = false,
  label,
}: {
  candidates: readonly DuplicateCandidate[];
  newTab?: boolean;
  label: string;
}) {
  return (
    <ul aria-label={label} className="flex flex-col gap-1.5">
      {candidates.map((c, i) => (
        <li key={c.id} className="flex items-center gap-3">
          <Swab hex={c.colorHex} seed={i} className="h-6 w-9 shrink-0" />
          <Link
            to={`/ink/${c.id}`}
            target={newTab ? '_blank' : undefined}
            rel={newTab ? 'noopener' : undefined}
            className="link min-w-0 font-medium break-words"
          >
            {c.brand} {c.name}
            {newTab && (
              <>
                <ExternalLink className="ml-1 inline size-3.5 align-[-2px]" aria-hidden="true" />
                <span className="sr-only"> (opens in a new tab)</span>
              </>
            )}
          </Link>
          <span className="ml-auto shrink-0 text-xs text-muted">{closenessLabel(c)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The live panel under the brand and name: what the catalogue already has, or that it has none. */
export function LikelyDuplicates({ state }: { state: ReturnType<typeof useLikelyDuplicates> }) {
  const { asked, candidates, checking, failed } = state;
  return (
    <div aria-live="polite" className="min-h-6">
      {asked === null ? null : candidates.length > 0 ? (
        <div className="rounded-xl border border-ochre/40 bg-ochre-soft/50 px-4 py-3">
          <p className="flex items-center gap-2 font-medium">
            <Copy className="size-4 shrink-0 text-ochre" aria-hidden="true" />
            Already in the catalogue?
          </p>
          <p className="mt-1 text-sm text-muted">
            These inks look like yours. If yours is one of them, there is nothing to add; if it is a
            different ink, carry on.
          </p>
          <div className="mt-3">
            <DuplicateItems candidates={candidates} newTab label="Likely duplicates" />
          </div>
        </div>
      ) : checking ? (
        <p className="inline-flex items-center gap-2 text-sm text-muted">
          <Spinner className="size-3.5 text-primary" /> Checking the catalogue...
        </p>
      ) : failed ? (
        <p className="text-sm text-muted">
          The catalogue could not be checked just now; a moderator will check it for you.
        </p>
      ) : (
        <p className="inline-flex items-center gap-2 text-sm text-muted">
          <CircleCheck className="size-4 text-verdigris" aria-hidden="true" />
          No ink of that brand and name in the catalogue yet.
        </p>
      )}
    </div>
  );
}
