import type {
  Collection,
  InventoryBody,
  InventoryEntry,
  MyInventoryItem,
  Pen,
} from '@inklore/contract';
import type { InventoryKind } from '@inklore/contract/shared/members.rules';
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { RUNTIME_CACHE_PREFIX } from '#src/service-worker/rules.ts';

/**
 * This device's copy of a member's own data and of the catalogue's index (ADR 089), in
 * IndexedDB through idb: readable with no network, refreshed when online (sync.ts), and
 * deleted at sign-out or when another member signs in (start-offline.ts). Nothing personal
 * goes into the service worker's caches; it is all here, under the member's id.
 */

export const OFFLINE_DB = 'inklore-offline';

/** What the page shows of an ink it lists. */
export type InkBrief = { id: number; name: string; brand: string; colorHex: string };

/** A member's own data as last fetched. */
export type Mine = {
  userId: number;
  username: string;
  /** When it was fetched (ISO). */
  savedAt: string;
  inventory: MyInventoryItem[];
  collections: (Collection & { inks: InkBrief[] })[];
  pens: Pen[];
};

/** Every ink's id, brand, name and colour (6 hex digits, no #), as /api/catalogue/offline-index sends. */
export type IndexRow = [id: number, brand: string, name: string, hex: string];
export type CatalogueIndex = {
  savedAt: string;
  generatedAt: string;
  total: number;
  capped: boolean;
  inks: IndexRow[];
};

/** A change made on this device, waiting to be sent (queue.ts). */
export type QueuedChange = {
  id?: number;
  userId: number;
  queuedAt: string;
  action: 'add' | 'update';
  inkId: number;
  kind: InventoryKind;
  ink: { name: string; brand: string; colorHex: string };
  body: InventoryBody;
  /** The entry's updatedAt when the change was made (an update's precondition). */
  base: string | null;
  state: 'waiting' | 'conflict' | 'refused';
  /** What the member changed (merged over every change to the entry before it was sent). */
  delta: Partial<InventoryBody>;
  /** The server's words when it refused or found a conflict. */
  problem?: string;
  /** The entry as it is now on the server, for a conflict. */
  theirs?: InventoryEntry | null;
};

interface OfflineSchema extends DBSchema {
  mine: { key: 'mine'; value: Mine };
  catalogue: { key: 'index'; value: CatalogueIndex };
  queue: { key: number; value: QueuedChange };
}

let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

/**
 * Bumped by every clearing: a write started before it (a refresh still fetching when the
 * member signed out) is dropped rather than bring their data back.
 */
let generation = 0;
/** The current generation, to hand to the writes of work that may outlive a sign-out. */
export const currentGeneration = (): number => generation;
const stale = (since: number | undefined) => since !== undefined && since !== generation;

function db(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>(OFFLINE_DB, 1, {
    upgrade(d) {
      d.createObjectStore('mine');
      d.createObjectStore('catalogue');
      d.createObjectStore('queue', { keyPath: 'id', autoIncrement: true });
    },
    // another tab deleting the database (a sign-out there) closes this one's connection, and
    // this tab's page reads again (finding nothing)
    blocking() {
      void opened?.then((d) => d.close());
      opened = null;
      generation++;
      changed();
    },
    terminated() {
      opened = null;
    },
  });
  return opened;
}

const listeners = new Set<() => void>();
/** Called after every change to the stored data (the page draws again). */
export function onStoreChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function changed(): void {
  for (const l of listeners) l();
}

export const readMine = async (): Promise<Mine | undefined> => (await db()).get('mine', 'mine');
export async function writeMine(mine: Mine, since?: number): Promise<void> {
  if (stale(since)) return;
  await (await db()).put('mine', mine, 'mine');
  changed();
}

export const readIndex = async (): Promise<CatalogueIndex | undefined> =>
  (await db()).get('catalogue', 'index');
export async function writeIndex(index: CatalogueIndex, since?: number): Promise<void> {
  if (stale(since)) return;
  await (await db()).put('catalogue', index, 'index');
  changed();
}

export const readQueue = async (): Promise<QueuedChange[]> => (await db()).getAll('queue');
export async function putChange(change: QueuedChange, since?: number): Promise<number> {
  if (stale(since)) return -1;
  const id = await (await db()).put('queue', change);
  changed();
  return id;
}
export async function dropChange(id: number): Promise<void> {
  await (await db()).delete('queue', id);
  changed();
}

/**
 * Removes everything of the member's from this device: the database (their inks, their
 * waiting changes, the index with them, which costs a download to have again) and the
 * worker's runtime caches (every cache named inklore-…, service-worker/rules.ts).
 */
export async function clearOfflineData(): Promise<void> {
  generation++;
  const d = await opened?.catch(() => null);
  d?.close();
  opened = null;
  await deleteDB(OFFLINE_DB);
  if ('caches' in window) {
    const names = (await window.caches.keys()).filter((n) => n.startsWith(RUNTIME_CACHE_PREFIX));
    await Promise.all(names.map((name) => window.caches.delete(name)));
  }
  changed();
}

/** Whether this device holds anything of a member's (without making the database to ask). */
export async function holdsAnything(): Promise<boolean> {
  if ('databases' in indexedDB) {
    const names = (await indexedDB.databases()).map((d) => d.name);
    if (!names.includes(OFFLINE_DB)) return false;
  }
  const [mine, queue] = await Promise.all([readMine(), readQueue()]);
  return mine !== undefined || queue.length > 0;
}
