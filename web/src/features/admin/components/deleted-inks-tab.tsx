import type { Ink } from '@inklore/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ArchiveRestore, Trash2 } from 'lucide-react';
import { SectionError } from '#src/components/section-error.tsx';
import { Swab } from '#src/components/swatch.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { colourFamilyWord } from '#src/lib/catalogue-words.ts';
import { formatLongDate } from '#src/lib/dates.ts';
import { deletedInksOptions } from '../api/admin.ts';
import { useRestoreInk } from '../api/console-mutations.ts';
import { Empty, Loading } from './console-parts.tsx';

function DeletedInk({ ink }: { ink: Ink }) {
  const { t } = useLingui();
  const restore = useRestoreInk();
  const title = `${ink.brand} ${ink.name}`;
  const added = formatLongDate(ink.createdAt);
  const by = ink.submittedBy?.username;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border border-rule bg-surface p-3.5 sm:flex-nowrap sm:p-4">
      <Swab hex={ink.colorHex} seed={ink.id} className="h-10 w-14 shrink-0" />
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-medium break-words">{title}</p>
        <p className="text-sm text-muted">
          {colourFamilyWord(ink.color)} ·{' '}
          <span className="font-mono text-[0.8rem] uppercase">{ink.colorHex}</span>
          {ink.line ? ` · ${ink.line}` : ''} ·{' '}
          {by === undefined ? (
            <Trans>added {added}</Trans>
          ) : (
            <Trans>
              added {added} by {by}
            </Trans>
          )}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="ml-auto"
        disabled={restore.isPending}
        aria-label={t`Restore ${title}`}
        onClick={() => restore.mutate(ink)}
      >
        {restore.isPending ? (
          <Spinner className="size-4" />
        ) : (
          <ArchiveRestore className="size-4" aria-hidden="true" />
        )}
        <Trans>Restore</Trans>
      </Button>
    </li>
  );
}

/** tab=deleted (admins): deleted inks, most recently deleted first, each with Restore. */
export function DeletedInksTab() {
  const { t } = useLingui();
  const query = useQuery(deletedInksOptions());
  return (
    <section aria-labelledby="deleted-title">
      <h2 id="deleted-title" className="text-2xl">
        <Trans>Deleted inks</Trans>
      </h2>
      <p className="mt-1 text-muted">
        <Trans>
          A deleted ink is hidden everywhere but kept: restoring brings it back as it was.
        </Trans>
      </p>
      <div className="mt-4">
        {query.isPending ? (
          <Loading>
            <Trans>Loading deleted inks...</Trans>
          </Loading>
        ) : query.isError ? (
          <SectionError
            what={t`Deleted inks`}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.length === 0 ? (
          <Empty icon={Trash2}>
            <Trans>No deleted inks.</Trans>
          </Empty>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t`Deleted inks`}>
            {query.data.map((ink) => (
              <DeletedInk key={ink.id} ink={ink} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
