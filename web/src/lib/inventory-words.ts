import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InventoryKind, InventoryStatus } from '@inklore/contract/shared/members.rules';
import { i18n } from '#src/lib/i18n.ts';

/**
 * The ink-ventory's words in the page's language (ADR 078). The contract keeps its English
 * (INVENTORY_STATUS_LABELS, INVENTORY_KIND_LABELS, the API's); the web shows these instead,
 * the contract's English word for word (inventory-words.test.ts). Shared: the ink-ventory,
 * the collections' dialog and the import's unmatched rows show them.
 */
export const INVENTORY_STATUS_WORDS: Record<InventoryStatus, MessageDescriptor> = {
  owned: msg({ message: 'Owned', context: 'ink-ventory status' }),
  tried: msg({ message: 'Tried', context: 'ink-ventory status' }),
  want_to_try: msg({ message: 'Want to try', context: 'ink-ventory status' }),
  wishlist: msg({ message: 'Wishlist', context: 'ink-ventory status' }),
};

export const INVENTORY_KIND_WORDS: Record<InventoryKind, MessageDescriptor> = {
  bottle: msg({ message: 'Bottle', context: 'ink-ventory kind' }),
  sample: msg({ message: 'Sample', context: 'ink-ventory kind' }),
  cartridge: msg({ message: 'Cartridge', context: 'ink-ventory kind' }),
  swab: msg({ message: 'Swab', context: 'ink-ventory kind' }),
};

/**
 * A status inside a sentence ("now owned"): the English is the label in lower case; other
 * languages say it as their sentences need.
 */
export const INVENTORY_STATUS_IN_SENTENCE: Record<InventoryStatus, MessageDescriptor> = {
  owned: msg({ message: 'owned', context: 'ink-ventory status in a sentence' }),
  tried: msg({ message: 'tried', context: 'ink-ventory status in a sentence' }),
  want_to_try: msg({ message: 'want to try', context: 'ink-ventory status in a sentence' }),
  wishlist: msg({ message: 'wishlist', context: 'ink-ventory status in a sentence' }),
};

/** A kind inside a sentence ("This sample is in your ink-ventory"), as INVENTORY_STATUS_IN_SENTENCE. */
export const INVENTORY_KIND_IN_SENTENCE: Record<InventoryKind, MessageDescriptor> = {
  bottle: msg({ message: 'bottle', context: 'ink-ventory kind in a sentence' }),
  sample: msg({ message: 'sample', context: 'ink-ventory kind in a sentence' }),
  cartridge: msg({ message: 'cartridge', context: 'ink-ventory kind in a sentence' }),
  swab: msg({ message: 'swab', context: 'ink-ventory kind in a sentence' }),
};

/** An ink-ventory status as the page's language says it. */
export function statusWord(status: InventoryStatus): string {
  return i18n._(INVENTORY_STATUS_WORDS[status]);
}

/** An ink-ventory kind as the page's language says it. */
export function kindWord(kind: InventoryKind): string {
  return i18n._(INVENTORY_KIND_WORDS[kind]);
}

/** A status inside a sentence (see INVENTORY_STATUS_IN_SENTENCE). */
export function statusInSentence(status: InventoryStatus): string {
  return i18n._(INVENTORY_STATUS_IN_SENTENCE[status]);
}

/** A kind inside a sentence (see INVENTORY_KIND_IN_SENTENCE). */
export function kindInSentence(kind: InventoryKind): string {
  return i18n._(INVENTORY_KIND_IN_SENTENCE[kind]);
}
