import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import { errorText } from '#src/lib/api-client.ts';
import { Button } from './ui/button.tsx';

/**
 * A section that failed on its own: '… could not be loaded' (or the spec's own words for
 * it, as `title`: 'Failed to fetch inks') with Try Again (spec §2).
 */
export function SectionError({
  what,
  title,
  error,
  onRetry,
}: {
  what: string;
  title?: string;
  error?: unknown;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  const heading = title ?? t`${what} could not be loaded.`;
  return (
    <div
      role="alert"
      className="rounded-xl border border-dashed border-rule bg-surface/60 p-6 text-center"
    >
      <p className="font-medium">{heading}</p>
      {error !== undefined && (
        <p className="mt-1 text-sm break-words text-muted">{errorText(error)}</p>
      )}
      <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry}>
        <RotateCcw className="size-4" aria-hidden="true" />
        <Trans>Try Again</Trans>
      </Button>
    </div>
  );
}
