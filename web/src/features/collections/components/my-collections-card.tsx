import type { Collection } from '@inklore/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Card } from '#src/components/card.tsx';
import { CollectionCard } from '#src/components/collection-card.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { dangerClass } from '#src/components/ui/danger-button.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useDeleteCollection } from '../api/collection-mutations.ts';
import { myCollectionsOptions } from '../api/collections.ts';
import { CollectionFormDialog } from './collection-form-dialog.tsx';

function CollectionActions({ collection }: { collection: Collection }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCollection(collection.id);
  const { t } = useLingui();
  const name = collection.name;
  return (
    <>
      <CollectionFormDialog
        open={editing}
        onOpenChange={setEditing}
        collection={collection}
        trigger={
          <Button variant="secondary" size="sm">
            <Pencil className="size-4" aria-hidden="true" />
            <Trans>
              Edit<span className="sr-only"> {name}</span>
            </Trans>
          </Button>
        }
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        trigger={
          <button type="button" className={dangerClass('sm')}>
            <Trans>
              Delete<span className="sr-only"> {name}</span>
            </Trans>
          </button>
        }
        title={t`Delete this collection?`}
        question={t`Are you sure you want to delete "${name}"? This cannot be undone. The inks stay in your ink-ventory.`}
        confirmLabel={t`Delete Collection`}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(collection.name, { onSuccess: () => setConfirming(false) })}
      />
    </>
  );
}

/**
 * /profile: the member's named collections, private ones too (spec §2: "also where collections
 * are created"). Create, edit (name, description, public or private) and delete here; the
 * inks go in from each ink's page.
 */
export function MyCollectionsCard() {
  const query = useQuery(myCollectionsOptions());
  const [creating, setCreating] = useState(false);
  const { t } = useLingui();
  return (
    <Card
      title={t`My Collections`}
      id="my-collections"
      action={
        <CollectionFormDialog
          open={creating}
          onOpenChange={setCreating}
          trigger={
            <Button size="sm">
              <Plus className="size-4" aria-hidden="true" />
              <Trans>New Collection</Trans>
            </Button>
          }
        />
      }
    >
      {query.isPending ? (
        <p role="status" className="inline-flex items-center gap-2 text-muted">
          <Spinner className="size-4 text-primary" /> <Trans>Loading your collections...</Trans>
        </p>
      ) : query.isError ? (
        <SectionError
          what={t`Your collections`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-rule px-4 py-6 text-center">
          <p>
            <Trans>You don't have any collections yet.</Trans>
          </p>
          <p className="mt-1 text-sm text-muted">
            <Trans>Make one with New Collection, then add inks to it from their pages.</Trans>
          </p>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`My collections`}>
          {query.data.map((c) => (
            <li key={c.id}>
              <CollectionCard
                collection={c}
                showVisibility
                actions={<CollectionActions collection={c} />}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
