import type { Collection, InventoryEntry } from '@inklore/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { COLLECTION_LIMITS, type DIALOG_STATUSES } from '@inklore/contract/shared/members.rules';

/** Spec §4: the dialog's statuses; 'Wishlisted' is the label of wishlist (decisions.md). */
export type DialogStatus = (typeof DIALOG_STATUSES)[number];
export const DIALOG_STATUS_LABELS: Record<DialogStatus, MessageDescriptor> = {
  owned: msg`Owned`,
  tried: msg`Tried`,
  wishlist: msg`Wishlisted`,
};

/**
 * Spec §4, §9: the dialog starts at owned. When the member's ink-ventory already says tried
 * or wishlist, it starts there instead, so adding to a list does not quietly change it.
 */
export function defaultDialogStatus(entry: InventoryEntry | null | undefined): DialogStatus {
  const status = entry?.status;
  return status === 'tried' || status === 'wishlist' ? status : 'owned';
}

export type AddDraft = { collectionId: number | null; status: DialogStatus; notes: string };

/** Spec §5: adding needs a chosen collection (one that lacks the ink); notes are optional. */
export function canAdd(draft: AddDraft, collections: readonly Collection[]): boolean {
  const chosen = collections.find((c) => c.id === draft.collectionId);
  return (
    chosen !== undefined &&
    chosen.hasInk !== true &&
    draft.notes.trim().length <= COLLECTION_LIMITS.notesMaxLength
  );
}

/** The collections holding the ink, for the "In your collections" tracker. */
export function holding(collections: readonly Collection[]): Collection[] {
  return collections.filter((c) => c.hasInk === true);
}
