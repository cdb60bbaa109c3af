import {
  INVENTORY_NOTES_MAX_LENGTH,
  RATED_STATUSES,
  type InventoryStatus,
} from '@inklore/contract/shared/members.rules';
import type { InventoryEntry } from '@inklore/contract';

/** What the ink-ventory widget holds while someone edits it. */
export type Draft = {
  status: InventoryStatus | null;
  rating: number | null;
  notes: string;
  /** YYYY-MM-DD or '' */
  acquiredDate: string;
  /** ADR 051: the member made a swab of it. */
  swabbed: boolean;
  /** YYYY-MM-DD or '': the day they last used it. */
  lastUsed: string;
};

export const EMPTY_DRAFT: Draft = {
  status: null,
  rating: null,
  notes: '',
  acquiredDate: '',
  swabbed: false,
  lastUsed: '',
};

export function draftOf(entry: InventoryEntry | null | undefined): Draft {
  if (!entry) return EMPTY_DRAFT;
  return {
    status: entry.status,
    rating: entry.rating,
    notes: entry.notes ?? '',
    acquiredDate: entry.acquiredDate ?? '',
    swabbed: entry.swabbed,
    lastUsed: entry.lastUsed ?? '',
  };
}

export const ratingAllowed = (status: InventoryStatus | null) =>
  status !== null && RATED_STATUSES.includes(status);
export const acquiredAllowed = (status: InventoryStatus | null) => status === 'owned';

/** Spec §4: wishlist or want to try clears the rating; only owned keeps an acquired date. */
export function withStatus(d: Draft, status: InventoryStatus): Draft {
  return {
    ...d,
    status,
    rating: ratingAllowed(status) ? d.rating : null,
    acquiredDate: acquiredAllowed(status) ? d.acquiredDate : '',
  };
}

/** Spec §4: the rating can be toggled off by choosing it again. */
export function withRating(d: Draft, rating: number): Draft {
  return { ...d, rating: d.rating === rating ? null : rating };
}

/** Spec §5: a status is required; notes are trimmed and left out when empty. */
export function bodyOf(d: Draft) {
  if (d.status === null) return null;
  const notes = d.notes.trim();
  return {
    status: d.status,
    ...(ratingAllowed(d.status) && d.rating !== null ? { rating: d.rating } : {}),
    ...(notes ? { notes } : {}),
    ...(acquiredAllowed(d.status) && d.acquiredDate ? { acquiredDate: d.acquiredDate } : {}),
    ...(d.swabbed ? { swabbed: true } : {}),
    ...(d.lastUsed ? { lastUsed: d.lastUsed } : {}),
  };
}

export function notesTooLong(d: Draft): boolean {
  return d.notes.trim().length > INVENTORY_NOTES_MAX_LENGTH;
}

/** True when saving would change what is stored. */
export function changed(d: Draft, entry: InventoryEntry | null | undefined): boolean {
  return JSON.stringify(bodyOf(d)) !== JSON.stringify(bodyOf(draftOf(entry)));
}
