import type { InventoryBody, InventoryEntry, MyInventoryItem } from '@inklore/contract';
import type { InventoryKind } from '@inklore/contract/shared/members.rules';
import { entryTag } from '@inklore/contract/inventory/inventory.rules';
import { ApiError, apiRequest, setCsrfToken } from '#src/lib/api-client.ts';
import {
  dropChange,
  putChange,
  readMine,
  readQueue,
  writeMine,
  type InkBrief,
  type QueuedChange,
} from './store.ts';

/**
 * Changes made on the device (ADR 089): add to the ink-ventory or wishlist, "used today",
 * notes. Each is stored first and shown at once; then sent, now or when the network returns,
 * through the app's one API client (session cookie, CSRF token). An update carries the
 * entry's tag as it was when the change was made (If-Match): if the entry changed elsewhere
 * meanwhile, the server refuses (412) and the page shows both, to choose; nothing is lost.
 */

/** What one send came to. */
export type Outcome = 'sent' | 'conflict' | 'refused' | 'later' | 'signed-out';

/** How a refusal is taken: a 412 or a 409 is a conflict to show; a 401 waits for sign-in. */
export function outcomeOf(err: unknown): Outcome {
  if (!(err instanceof ApiError)) return 'later'; // no network: tried again when it returns
  if (err.status === 412 || err.status === 409) return 'conflict';
  if (err.status === 401) return 'signed-out';
  // a stale anti-forgery token: a fresh one is fetched for the next try (sendOne)
  if (err.status === 403 && err.code === 'csrf_failed') return 'later';
  if (err.status >= 500 || err.status === 429) return 'later';
  return 'refused';
}

/** The entry a change leads to, shown on the device before it is sent. */
function applied(item: MyInventoryItem | undefined, change: QueuedChange): MyInventoryItem {
  const now = change.queuedAt;
  const entry: InventoryEntry = item?.entry ?? {
    inkId: change.inkId,
    status: 'owned',
    rating: null,
    notes: null,
    acquiredDate: null,
    kind: change.kind,
    swabbed: false,
    lastUsed: null,
    createdAt: now,
    updatedAt: now,
  };
  const b = change.body;
  return {
    ink: item?.ink ?? { id: change.inkId, line: null, ...change.ink },
    entry: {
      ...entry,
      status: b.status,
      ...(b.notes !== undefined ? { notes: b.notes } : {}),
      ...(b.lastUsed !== undefined ? { lastUsed: b.lastUsed } : {}),
    },
  };
}

const sameEntry = (a: MyInventoryItem, inkId: number, kind: InventoryKind) =>
  a.ink.id === inkId && a.entry.kind === kind;

/** Puts `item` in the member's copy in place of their entry for the same ink and kind. */
async function keepInCopy(item: MyInventoryItem): Promise<void> {
  const mine = await readMine();
  if (!mine) return;
  const rest = mine.inventory.filter((i) => !sameEntry(i, item.ink.id, item.entry.kind));
  const at = mine.inventory.findIndex((i) => sameEntry(i, item.ink.id, item.entry.kind));
  rest.splice(at < 0 ? 0 : at, 0, item);
  await writeMine({ ...mine, inventory: rest });
}

/** The body a PUT needs: every field as the entry has it, with the change (and its status) on top. */
export function fullBody(entry: InventoryEntry, change: InventoryBody): InventoryBody {
  return {
    rating: entry.rating,
    notes: entry.notes,
    acquiredDate: entry.acquiredDate,
    swabbed: entry.swabbed,
    lastUsed: entry.lastUsed,
    ...change,
  };
}

/** Stores a change (shown at once on the device) and tries to send it. */
export async function queueChange(
  userId: number,
  ink: InkBrief,
  kind: InventoryKind,
  change: InventoryBody,
): Promise<void> {
  const mine = await readMine();
  const held = mine?.inventory.find((i) => sameEntry(i, ink.id, kind));
  const queued: QueuedChange = {
    userId,
    queuedAt: new Date().toISOString(),
    action: held ? 'update' : 'add',
    inkId: ink.id,
    kind,
    ink: { name: ink.name, brand: ink.brand, colorHex: ink.colorHex },
    body: held ? fullBody(held.entry, change) : { kind, ...change },
    base: held?.entry.updatedAt ?? null,
    state: 'waiting',
  };
  await putChange(queued);
  await keepInCopy(applied(held, queued));
}

async function send(change: QueuedChange, force: boolean): Promise<InventoryEntry> {
  const path = `/api/inks/${change.inkId}/collection`;
  if (change.action === 'add')
    return apiRequest<InventoryEntry>('POST', path, { body: change.body });
  const headers: Record<string, string> = {};
  if (!force && change.base) headers['If-Match'] = entryTag(change.base);
  return apiRequest<InventoryEntry>('PUT', path, {
    query: { kind: change.kind },
    body: change.body,
    headers,
  });
}

let flushing: Promise<number> | null = null;

/** The waiting changes of `userId`, sent in order; stops at the first that must wait. */
async function sendWaiting(userId: number): Promise<number> {
  let sent = 0;
  for (const change of await readQueue()) {
    if (change.userId !== userId || change.state !== 'waiting' || change.id === undefined) continue;
    const result = await sendOne(change, false);
    if (result === 'sent') sent++;
    if (result === 'later' || result === 'signed-out') break;
  }
  return sent;
}

/**
 * Sends the member's waiting changes, oldest first; answers how many were sent. A change
 * refused as a conflict keeps its place, with the entry as it is now, until the member
 * chooses; one refused outright keeps the server's words; with no network all wait. One tab
 * at a time (a Web Lock): another tab open on the site waits, then finds them sent.
 */
export function flushQueue(userId: number): Promise<number> {
  flushing ??= (async () => {
    try {
      if (!('locks' in navigator)) return await sendWaiting(userId);
      return await navigator.locks.request('inklore-offline-queue', () => sendWaiting(userId));
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

async function sendOne(change: QueuedChange, force: boolean): Promise<Outcome> {
  try {
    const entry = await send(change, force);
    await dropChange(change.id ?? -1);
    const mine = await readMine();
    const item = mine?.inventory.find((i) => sameEntry(i, change.inkId, change.kind));
    await keepInCopy({
      ink: item?.ink ?? { id: change.inkId, line: null, ...change.ink },
      entry,
    });
    return 'sent';
  } catch (err) {
    const outcome = outcomeOf(err);
    if (err instanceof ApiError && err.code === 'csrf_failed') setCsrfToken(null);
    if (outcome === 'conflict' || outcome === 'refused') {
      const theirs = await apiRequest<InventoryEntry | null>(
        'GET',
        `/api/inks/${change.inkId}/collection`,
        { query: { kind: change.kind } },
      ).catch(() => null);
      await putChange({
        ...change,
        state: outcome,
        problem:
          err instanceof Error ? (err instanceof ApiError ? err.serverMessage : err.message) : '',
        theirs,
      });
      if (theirs) {
        const mine = await readMine();
        const item = mine?.inventory.find((i) => sameEntry(i, change.inkId, change.kind));
        // the copy shows the server's entry; the member's change waits beside it
        await keepInCopy({
          ink: item?.ink ?? { id: change.inkId, line: null, ...change.ink },
          entry: theirs,
        });
      }
    }
    return outcome;
  }
}

/** A conflict settled the member's way: their change sent over the entry as it is now. */
export async function keepMine(change: QueuedChange): Promise<Outcome> {
  const body = change.theirs ? fullBody(change.theirs, change.body) : change.body;
  const action = change.theirs ? 'update' : 'add';
  return sendOne(
    { ...change, body, action, base: change.theirs?.updatedAt ?? null, state: 'waiting' },
    false,
  );
}

/** A conflict or refusal settled the other way: the change is dropped, the server's entry stays. */
export async function keepTheirs(change: QueuedChange): Promise<void> {
  await dropChange(change.id ?? -1);
  const mine = await readMine();
  if (!mine) return;
  const others = mine.inventory.filter((i) => !sameEntry(i, change.inkId, change.kind));
  const item = mine.inventory.find((i) => sameEntry(i, change.inkId, change.kind));
  if (change.theirs && item) await keepInCopy({ ink: item.ink, entry: change.theirs });
  else if (!change.theirs) await writeMine({ ...mine, inventory: others });
}
