import type { Ink } from '@inklore/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { FolderPlus, Lock } from 'lucide-react';
import { useState } from 'react';
import { SectionError } from '#src/components/section-error.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { Link } from '#src/lib/router.tsx';
import { myCollectionsOptions } from '../api/collections.ts';
import { holding } from '../add-to-collection.ts';
import { AddToCollectionDialog, type EntryQuery } from './add-to-collection-dialog.tsx';

function Tracker({ inkId }: { inkId: number }) {
  const query = useQuery(myCollectionsOptions(inkId));
  const { t } = useLingui();
  if (query.isPending) {
    return (
      <p role="status" className="inline-flex items-center gap-2 text-sm text-muted">
        <Spinner className="size-4 text-primary" /> <Trans>Loading your collections...</Trans>
      </p>
    );
  }
  if (query.isError) {
    return (
      <SectionError
        what={t`Your collections`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const held = holding(query.data);
  if (held.length === 0) {
    return (
      <p className="text-sm text-muted">
        <Trans>Not in any of your collections yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t`Your collections holding this ink`}>
      {held.map((c) => (
        <li key={c.id}>
          <Link
            to={`/collections/${c.id}`}
            className="inline-flex max-w-full items-center gap-1 rounded-full border border-rule bg-page px-2.5 py-1 text-sm hover:border-primary hover:text-primary"
          >
            {!c.isPublic && (
              <>
                <Lock className="size-3 shrink-0" aria-hidden="true" />
                <span className="sr-only">
                  <Trans>Private:</Trans>{' '}
                </span>
              </>
            )}
            <span className="truncate">{c.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * On an ink's page, under the ink-ventory (spec §2): which of the member's collections hold
 * the ink, and the Add to Collection dialog. Visitors see nothing here (the ink-ventory card
 * already asks them to sign in).
 */
export default function InkCollections({ ink, entryQuery }: { ink: Ink; entryQuery: EntryQuery }) {
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  return (
    <section aria-labelledby="in-your-collections" className="mt-6 border-t border-rule pt-5">
      <h3
        id="in-your-collections"
        className="font-sans text-xs font-semibold tracking-[0.14em] text-muted uppercase"
      >
        <Trans>In your collections</Trans>
      </h3>
      <div className="mt-3">
        <Tracker inkId={ink.id} />
      </div>
      <AddToCollectionDialog
        ink={ink}
        entryQuery={entryQuery}
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="secondary" size="sm" className="mt-4">
            <FolderPlus className="size-4" aria-hidden="true" />
            <Trans>Add to Collection</Trans>
          </Button>
        }
      />
    </section>
  );
}
