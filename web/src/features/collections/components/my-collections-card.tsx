import type { Collection } from '@inklore/contract';
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
  return (
    <>
      <CollectionFormDialog
        open={editing}
        onOpenChange={setEditing}
        collection={collection}
        trigger={
          <Button variant="secondary" size="sm">
            <Pencil className="size-4" aria-hidden="true" />
            Edit<span className="sr-only"> {collection.name}</span>
          </Button>
        }
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        trigger={
          <button type="button" className={dangerClass('sm')}>
            Delete<span className="sr-only"> {collection.name}</span>
          </button>
        }
        title="Delete this collection?"
        question={`Are you sure you want to delete "${collection.name}"? This cannot be undone. The inks stay in your ink-ventory.`}
        confirmLabel="Delete Collection"
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
  return (
    <Card
      title="My Collections"
      id="my-collections"
      action={
        <CollectionFormDialog
          open={creating}
          onOpenChange={setCreating}
          trigger={
            <Button size="sm">
              <Plus className="size-4" aria-hidden="true" />
              New Collection
            </Button>
          }
        />
      }
    >
      {query.isPending ? (
        <p role="status" className="inline-flex items-center gap-2 text-muted">
          <Spinner className="size-4 text-primary" /> Loading your collections...
        </p>
      ) : query.isError ? (
        <SectionError
          what="Your collections"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-rule px-4 py-6 text-center">
          <p>You don't have any collections yet.</p>
          <p className="mt-1 text-sm text-muted">
            Make one with New Collection, then add inks to it from their pages.
          </p>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="My collections">
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
