import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Spec §8: adding an ink a collection holds already, in the page's language (ADR 078). The
 * server says the contract's ALREADY_IN_COLLECTION in English; this is the web's own, the same
 * English word for word (words.test.ts).
 */
export const ALREADY_IN_COLLECTION_WORDS: MessageDescriptor = msg`This ink might already be in that collection.`;
