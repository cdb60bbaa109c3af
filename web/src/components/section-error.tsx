import { RotateCcw } from 'lucide-react';
import { errorText } from '#src/lib/api-client.ts';
import { Button } from './ui/button.tsx';

/** A section that failed on its own: '… could not be loaded' with Try Again (spec §2). */
export function SectionError({
  what,
  error,
  onRetry,
}: {
  what: string;
  error?: unknown;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-dashed border-rule bg-surface/60 p-6 text-center"
    >
      <p className="font-medium">{what} could not be loaded.</p>
      {error !== undefined && (
        <p className="mt-1 text-sm break-words text-muted">{errorText(error)}</p>
      )}
      <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry}>
        <RotateCcw className="size-4" aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );
}
