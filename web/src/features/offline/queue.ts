import type { InventoryBody, InventoryEntry, MyInventoryItem } from '@inklore/contract';
import type { InventoryKind } from '@inklore/contract/shared/members.rules';
import { entryTag } from '@inklore/contract/inventory/inventory.rules';
import { ApiError, apiRequest, setCsrfToken } from '#src/lib/api-client.ts';
import { fetchCurrentUser } from '#src/lib/current-user.ts';
import {
  currentGeneration,
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
 * meanwhile, the server refuses (412) and the page shows both, to choose. A change is sent only
 * with its own member's session; when that session ends (signed out here or elsewhere) the
 * waiting changes go with the rest of the member's copy (start-offline.ts).
 */

/** What one send came to. */
export type Outcome = 'sent' | 'conflict' | 'refused' | 'later' | 'signed-out';

/** How a refusal is taken: a 412 or a 409 is a conflict to show; a 401 stops the sending. */
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
async function keepInCopy(item: MyInventoryItem, since?: number): Promise<void> {
  const mine = await readMine();
  if (!mine) return;
  const rest = mine.inventory.filter((i) => !sameEntry(i, item.ink.id, item.entry.kind));
  const at = mine.inventory.findIndex((i) => sameEntry(i, item.ink.id, item.entry.kind));
  rest.splice(at < 0 ? 0 : at, 0, item);
  await writeMine({ ...mine, inventory: rest }, since);
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

/** The change waiting for the same entry, if any (more changes to it merge into it). */
const waitingFor = (queue: QueuedChange[], userId: number, inkId: number, kind: InventoryKind) =>
  queue.find(
    (c) => c.userId === userId && c.inkId === inkId && c.kind === kind && c.state === 'waiting',
  );

/**
 * Stores a change (shown at once on the device) to be sent. A second change to an entry
 * before the first is sent merges into it: one request, with the entry's tag as the device
 * last saw it, so the first change is not taken for one made elsewhere.
 */
export async function queueChange(
  userId: number,
  ink: InkBrief,
  kind: InventoryKind,
  change: InventoryBody,
): Promise<void> {
  const since = currentGeneration();
  const [mine, queue] = await Promise.all([readMine(), readQueue()]);
  const held = mine?.inventory.find((i) => sameEntry(i, ink.id, kind));
  const earlier = waitingFor(queue, userId, ink.id, kind);
  const delta = { ...earlier?.delta, ...change };
  const queued: QueuedChange = earlier
    ? { ...earlier, delta, body: { ...earlier.body, ...change } }
    : {
        userId,
        queuedAt: new Date().toISOString(),
        action: held ? 'update' : 'add',
        inkId: ink.id,
        kind,
        ink: { name: ink.name, brand: ink.brand, colorHex: ink.colorHex },
        body: held ? fullBody(held.entry, change) : { kind, ...change },
        delta,
        base: held?.entry.updatedAt ?? null,
        state: 'waiting',
      };
  await putChange(queued, since);
  await keepInCopy(applied(held, { ...queued, body: change }), since);
}

/** The member's copy with their waiting changes on top (a refresh must not hide them). */
export function withWaiting(inventory: MyInventoryItem[], queue: QueuedChange[], userId: number) {
  let out = inventory;
  for (const c of queue) {
    if (c.userId !== userId || c.state !== 'waiting') continue;
    const item = out.find((i) => sameEntry(i, c.inkId, c.kind));
    const next = applied(item, { ...c, body: { ...c.body, ...c.delta } });
    out = item ? out.map((i) => (i === item ? next : i)) : [next, ...out];
  }
  return out;
}

/** How long one send may take before it is tried again later (a show's weak signal). */
const SEND_TIMEOUT_MS = 15_000;

function send(change: QueuedChange): Promise<InventoryEntry> {
  const path = `/api/inks/${change.inkId}/collection`;
  const signal = AbortSignal.timeout(SEND_TIMEOUT_MS);
  if (change.action === 'add')
    return apiRequest<InventoryEntry>('POST', path, { body: change.body, signal });
  return apiRequest<InventoryEntry>('PUT', path, {
    query: { kind: change.kind },
    body: change.body,
    signal,
    headers: change.base ? { 'If-Match': entryTag(change.base) } : {},
  });
}

let flushing: Promise<number> | null = null;
/** Set when a flush is asked for while one runs: it runs once more. */
const asked = { again: false };
const askedAgain = (): boolean => asked.again;

/**
 * The waiting changes of `userId`, oldest first, read afresh after each send (a change made
 * meanwhile goes too); stops at the first that must wait. Nothing goes unless the session is
 * still that member's: another member may have signed in on this device since.
 */
async function sendWaiting(userId: number): Promise<number> {
  const since = currentGeneration();
  const mine = (c: QueuedChange) => c.userId === userId && c.state === 'waiting';
  if (!(await readQueue()).some(mine)) return 0;
  const who = await fetchCurrentUser().catch(() => undefined);
  if (who?.id !== userId) return 0;
  let sent = 0;
  for (;;) {
    const change = (await readQueue()).find((c) => mine(c) && c.id !== undefined);
    if (!change || currentGeneration() !== since) return sent;
    const result = await sendOne(change, since);
    if (result === 'sent') sent++;
    if (result === 'later' || result === 'signed-out') return sent;
  }
}

/**
 * Sends the member's waiting changes; answers how many were sent. A change refused as a
 * conflict keeps its place, with the entry as it is now, until the member chooses; one refused
 * outright keeps the server's words; with no network all wait. One tab at a time (a Web
 * Lock): another tab open on the site waits, then finds them sent. A call made while a flush
 * runs has it run once more.
 */
export function flushQueue(userId: number): Promise<number> {
  if (flushing) {
    asked.again = true;
    return flushing;
  }
  flushing = (async () => {
    let sent = 0;
    try {
      do {
        asked.again = false;
        sent +=
          'locks' in navigator
            ? await navigator.locks.request('inklore-offline-queue', () => sendWaiting(userId))
            : await sendWaiting(userId);
      } while (askedAgain());
    } finally {
      flushing = null;
    }
    return sent;
  })();
  return flushing;
}

async function sendOne(change: QueuedChange, since: number): Promise<Outcome> {
  try {
    const entry = await send(change);
    await dropChange(change.id ?? -1);
    const mine = await readMine();
    const item = mine?.inventory.find((i) => sameEntry(i, change.inkId, change.kind));
    await keepInCopy(
      { ink: item?.ink ?? { id: change.inkId, line: null, ...change.ink }, entry },
      since,
    );
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
      await putChange(
        {
          ...change,
          state: outcome,
          problem: err instanceof ApiError ? err.serverMessage : '',
          theirs,
        },
        since,
      );
    }
    return outcome;
  }
}

/**
 * A conflict settled the member's way: what they changed, sent over the entry as it is now
 * (its other fields, changed elsewhere, stay), or added afresh when it is gone.
 */
export async function keepMine(change: QueuedChange): Promise<Outcome> {
  const theirs = change.theirs;
  const status = change.delta.status ?? theirs?.status ?? change.body.status;
  const next: QueuedChange = theirs
    ? {
        ...change,
        action: 'update',
        body: fullBody(theirs, { ...change.delta, status }),
        base: theirs.updatedAt,
        state: 'waiting',
      }
    : {
        ...change,
        action: 'add',
        body: { ...change.delta, status, kind: change.kind },
        base: null,
        state: 'waiting',
      };
  return sendOne(next, currentGeneration());
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
