import type { DuplicateCandidate } from '@inklore/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { Swab } from './swatch.tsx';
import { Link } from '#src/lib/router.tsx';

/** 'Same name' when brand and name match ignoring case, spaces and punctuation; else 'Similar'. */
export function closenessLabel(c: DuplicateCandidate): string {
  return c.exact ? t`Same name` : t`Similar name`;
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
                <span className="sr-only">
                  {' '}
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </>
            )}
          </Link>
          <span className="ml-auto shrink-0 text-xs text-muted">{closenessLabel(c)}</span>
        </li>
      ))}
    </ul>
  );
}
