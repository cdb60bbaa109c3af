import type { Collection, CollectionDetail, MyInventoryItem, Pen } from '@inklore/contract';
import type { OfflineIndex } from '@inklore/contract/catalogue/offline-index';
import { api } from '#src/lib/api-client.ts';
import { withWaiting } from './queue.ts';
import {
  currentGeneration,
  readIndex,
  readQueue,
  writeIndex,
  writeMine,
  type InkBrief,
  type Mine,
} from './store.ts';

/**
 * Refreshing this device's copy while online (ADR 089): the member's own data after sign-in,
 * on each visit and when the network returns; the catalogue's index once a day.
 */

/** At most this many collections keep their inks on the device (the rest their names). */
export const COLLECTIONS_WITH_INKS = 30;
/** The index is fetched again when older than this (its ETag makes an unchanged one cheap). */
export const INDEX_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const brief = (ink: InkBrief): InkBrief => ({
  id: ink.id,
  name: ink.name,
  brand: ink.brand,
  colorHex: ink.colorHex,
});

/**
 * Fetches the member's inks, collections and pens and stores them as one copy, their waiting
 * changes shown on top. Dropped if the member signed out meanwhile (the store's generation).
 */
export async function refreshMine(user: { id: number; username: string }): Promise<Mine> {
  const since = currentGeneration();
  const [inventory, collections, pens] = await Promise.all([
    api.get<MyInventoryItem[]>('/api/auth/inventory'),
    api.get<Collection[]>('/api/auth/collections'),
    api.get<Pen[]>('/api/auth/pens'),
  ]);
  const details = await Promise.all(
    collections
      .slice(0, COLLECTIONS_WITH_INKS)
      .map((c) => api.get<CollectionDetail>(`/api/collections/${c.id}`)),
  );
  const inksOf = new Map(details.map((d) => [d.id, d.inks.map((i) => brief(i.ink))]));
  const mine: Mine = {
    userId: user.id,
    username: user.username,
    savedAt: new Date().toISOString(),
    inventory: withWaiting(inventory, await readQueue(), user.id),
    collections: collections.map((c) => ({ ...c, inks: inksOf.get(c.id) ?? [] })),
    pens,
  };
  await writeMine(mine, since);
  return mine;
}

/** Fetches the catalogue's index when this device has none or an old one. */
export async function refreshIndex(now = Date.now()): Promise<void> {
  const since = currentGeneration();
  const held = await readIndex();
  if (held && now - Date.parse(held.savedAt) < INDEX_MAX_AGE_MS) return;
  const index = await api.get<OfflineIndex>('/api/catalogue/offline-index');
  await writeIndex({ ...index, savedAt: new Date(now).toISOString() }, since);
}
