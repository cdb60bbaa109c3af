import type { Collection } from '@inklore/contract';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { COLLECTION_LIMITS } from '@inklore/contract/shared/members.rules';
import { useId, useState, type ReactNode } from 'react';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { mayDo, TrustNote } from '#src/components/trust-note.tsx';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { Dialog, DialogClose } from '#src/components/ui/dialog.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { FormAlert, TextArea, TextField } from '#src/components/ui/fields.tsx';
import { useForm, type Errors } from '#src/lib/form.ts';
import { i18n } from '#src/lib/i18n.ts';
import { useCreateCollection, useUpdateCollection } from '../api/collection-mutations.ts';

type Field = 'name' | 'description';

/** The contract's rules for a collection's words (contract/src/collections/collections.ts), without zod. */
export function collectionFormErrors(v: Record<Field, string>): Errors<Field> {
  const name = v.name.trim();
  // the limits as they were always written: without separators
  const nameMax = String(COLLECTION_LIMITS.nameMaxLength);
  const descriptionMax = String(COLLECTION_LIMITS.descriptionMaxLength);
  return {
    name: !name
      ? i18n._(msg`Give the collection a name.`)
      : name.length > COLLECTION_LIMITS.nameMaxLength
        ? i18n._(msg`A collection name has at most ${nameMax} characters.`)
        : undefined,
    description:
      v.description.trim().length > COLLECTION_LIMITS.descriptionMaxLength
        ? i18n._(msg`The description has at most ${descriptionMax} characters.`)
        : undefined,
  };
}

function Form({
  collection,
  onDone,
}: {
  collection: Collection | null;
  onDone: (saved: Collection) => void;
}) {
  const create = useCreateCollection();
  const update = useUpdateCollection(collection?.id ?? 0);
  const form = useForm<Field>(
    { name: collection?.name ?? '', description: collection?.description ?? '' },
    collectionFormErrors,
  );
  const { data: user } = useCurrentUser();
  // making a collection public needs a verified email and no limit (trust levels): a member
  // who may not starts with a private one, and is told why beside the box
  const mayPublish = mayDo(user, 'publishCollections');
  const [isPublic, setIsPublic] = useState(collection?.isPublic ?? mayPublish);
  const publicId = useId();
  const { t } = useLingui();

  return (
    <form
      noValidate
      className="mt-5 flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit(async (v) => {
          const body = { name: v.name.trim(), description: v.description.trim(), isPublic };
          const saved = collection
            ? await update.mutateAsync(body)
            : await create.mutateAsync(body);
          onDone(saved);
        });
      }}
    >
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <TextField
        name="name"
        label={t`Name`}
        value={form.values.name}
        onChange={(v) => form.set('name', v)}
        onBlur={() => form.blur('name')}
        error={form.errors.name}
        maxLength={COLLECTION_LIMITS.nameMaxLength + 20}
        placeholder={t`Blues, Travel kit, Christmas wishes…`}
        autoComplete="off"
      />
      <TextArea
        name="description"
        label={t`Description (optional)`}
        value={form.values.description}
        onChange={(v) => form.set('description', v)}
        onBlur={() => form.blur('description')}
        error={form.errors.description}
        max={COLLECTION_LIMITS.descriptionMaxLength}
        rows={3}
      />
      <div className="flex items-start gap-3 rounded-xl border border-rule bg-surface px-4 py-3">
        <input
          id={publicId}
          type="checkbox"
          checked={isPublic}
          disabled={!mayPublish && !isPublic}
          onChange={(e) => setIsPublic(e.target.checked)}
          aria-describedby={`${publicId}-hint`}
          className="mt-1 size-4 accent-[var(--color-primary)]"
        />
        <div>
          <label htmlFor={publicId} className="text-sm font-medium">
            <Trans>Public</Trans>
          </label>
          <p id={`${publicId}-hint`} className="text-[0.82rem] text-muted">
            {isPublic ? (
              <Trans>
                Anyone can see it, and it shows on your public profile, with the notes you add to
                its inks.
              </Trans>
            ) : (
              <Trans>Only you can see it. To anyone else its page does not exist.</Trans>
            )}
          </p>
        </div>
      </div>
      <TrustNote user={user} action="publishCollections" />
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose className={buttonClass('secondary', 'sm')} disabled={form.busy}>
          <Trans>Cancel</Trans>
        </DialogClose>
        <Button type="submit" size="sm" disabled={form.busy}>
          {form.busy && <Spinner className="size-4" />}
          {collection ? <Trans>Save Changes</Trans> : <Trans>Create Collection</Trans>}
        </Button>
      </div>
    </form>
  );
}

/**
 * Create a collection, or rename, describe and make public or private one that exists. The
 * form starts afresh each time the dialog opens; failures show in it, by their field.
 */
export function CollectionFormDialog({
  open,
  onOpenChange,
  collection = null,
  trigger,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The collection to change; none to create one. */
  collection?: Collection | null;
  trigger?: ReactNode;
  onSaved?: (saved: Collection) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      width="md"
      closeButton
      title={collection ? t`Edit Collection` : t`New Collection`}
      description={
        collection
          ? t`Rename it, describe it, or choose who can see it.`
          : t`A list of inks of your own: by colour, for travel, for a wish list.`
      }
      descriptionClassName="mt-2 text-sm text-muted"
    >
      <Form
        collection={collection}
        onDone={(saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        }}
      />
    </Dialog>
  );
}
