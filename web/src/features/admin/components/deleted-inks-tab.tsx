import type { Ink } from '@inklore/contract';
import { useQuery } from '@tanstack/react-query';
import { ArchiveRestore, Trash2 } from 'lucide-react';
import { SectionError } from '#src/components/section-error.tsx';
import { Swab } from '#src/components/swatch.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { formatLongDate } from '#src/lib/dates.ts';
import { deletedInksOptions } from '../api/admin.ts';
import { useRestoreInk } from '../api/console-mutations.ts';
import { Empty, Loading } from './console-parts.tsx';

function DeletedInk({ ink }: { ink: Ink }) {
  const restore = useRestoreInk();
  const title = `${ink.brand} ${ink.name}`;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border border-rule bg-surface p-3.5 sm:flex-nowrap sm:p-4">
      <Swab hex={ink.colorHex} seed={ink.id} className="h-10 w-14 shrink-0" />
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-medium break-words">{title}</p>
        <p className="text-sm text-muted">
          {ink.color} · <span className="font-mono text-[0.8rem] uppercase">{ink.colorHex}</span>
          {ink.line ? ` · ${ink.line}` : ''} · added {formatLongDate(ink.createdAt)}
          {ink.submittedBy ? ` by ${ink.submittedBy.username}` : ''}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="ml-auto"
        disabled={restore.isPending}
        aria-label={`Restore ${title}`}
        onClick={() => restore.mutate(ink)}
      >
        {restore.isPending ? (
          <Spinner className="size-4" />
        ) : (
          <ArchiveRestore className="size-4" aria-hidden="true" />
        )}
        Restore
      </Button>
    </li>
  );
}

/** tab=deleted (admins): deleted inks, most recently deleted first, each with Restore. */
export function DeletedInksTab() {
  const query = useQuery(deletedInksOptions());
  return (
    <section aria-labelledby="deleted-title">
      <h2 id="deleted-title" className="text-2xl">
        Deleted inks
      </h2>
      <p className="mt-1 text-muted">
        A deleted ink is hidden everywhere but kept: restoring brings it back as it was.
      </p>
      <div className="mt-4">
        {query.isPending ? (
          <Loading>Loading deleted inks...</Loading>
        ) : query.isError ? (
          <SectionError
            what="Deleted inks"
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.length === 0 ? (
          <Empty icon={Trash2}>No deleted inks.</Empty>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Deleted inks">
            {query.data.map((ink) => (
              <DeletedInk key={ink.id} ink={ink} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
