import type { PropertyVotesBody, TrustSettings } from '@inklore/contract';
import {
  crowdGrants,
  DRY_TIMES,
  FLOWS,
  mayVoteProperties,
  VOTE_FACET,
  YES_NO_PROPERTIES,
  type MyPropertyVotes,
  type PropertyVotes,
} from '@inklore/contract';
import type { z } from 'zod';
import type { Conn, Db } from '#src/db/database.ts';
import { lockMemberFor, nowIso } from '#src/db/dialect.ts';
import { forbidden, type RequestActor } from '#src/lib/actor.ts';
import { notFound } from '#src/lib/errors.ts';
import { inkIsLive } from '#src/shared/ink-records/ink-records.queries.ts';
import { propertyMask } from '#src/shared/ink-records/facets.ts';
import { voteCounting, type VoteCounting } from '#src/shared/vote-counting/vote-counting.ts';
import {
  inkMasksForUpdate,
  inksWithPropertyVotes,
  inventoryStatusOf,
  keptTally,
  setCrowdMask,
  setVote,
  tally,
  trustedYes,
  votesOf,
} from './property-votes.queries.ts';

const NO_INK = 'Ink not found. It may have been removed.';

type Counts = Map<string, Map<string, number>>;

/** Rows of (property, value, n) as property -> value -> n. */
function byProperty(rows: { property: string; value: string; n: number }[]): Counts {
  const out: Counts = new Map();
  for (const r of rows) {
    const m = out.get(r.property) ?? new Map<string, number>();
    m.set(r.value, r.n);
    out.set(r.property, m);
  }
  return out;
}

async function counts(db: Conn, inkId: number, c: VoteCounting): Promise<Counts> {
  return byProperty(await tally(db, inkId, c));
}

/**
 * The facets the votes grant, as a mask: for each yes/no property, the counted votes grant it
 * (crowdGrants) and at least `minTrusted` trusted voters say yes, so that new
 * accounts alone never put a property into the filters.
 */
async function crowdMask(
  db: Conn,
  inkId: number,
  c: Counts,
  counting: VoteCounting,
  minTrusted: number,
): Promise<number> {
  const yes = new Map((await trustedYes(db, inkId, counting)).map((r) => [r.property, r.n]));
  const granted = YES_NO_PROPERTIES.filter(
    (p) =>
      crowdGrants(c.get(p)?.get('yes') ?? 0, c.get(p)?.get('no') ?? 0) &&
      (yes.get(p) ?? 0) >= minTrusted,
  ).map((p) => VOTE_FACET[p]);
  return propertyMask(granted);
}

function mineOf(rows: { property: string; value: string }[]): MyPropertyVotes {
  const get = (p: string) => rows.find((r) => r.property === p)?.value ?? null;
  const yn = (p: string) => {
    const v = get(p);
    return v === null ? null : v === 'yes';
  };
  const dry = get('dryTime');
  const flow = get('flow');
  return {
    shading: yn('shading'),
    sheen: yn('sheen'),
    shimmer: yn('shimmer'),
    waterResistance: yn('waterResistance'),
    scent: yn('scent'),
    dryTime: (DRY_TIMES as readonly string[]).includes(dry ?? '')
      ? (dry as MyPropertyVotes['dryTime'])
      : null,
    flow: (FLOWS as readonly string[]).includes(flow ?? '')
      ? (flow as MyPropertyVotes['flow'])
      : null,
  };
}

/** The crowd's facets as the ink's votes give them now (what castVotes stores on the ink). */
export async function crowdMaskOf(db: Conn, inkId: number, trust: TrustSettings): Promise<number> {
  const counting = voteCounting(trust);
  return crowdMask(
    db,
    inkId,
    await counts(db, inkId, counting),
    counting,
    trust.crowdTrustedVoters,
  );
}

/** GET /api/inks/{id}/property-votes: the distribution, and your votes when signed in. */
export async function propertyVotes(
  db: Db,
  actor: RequestActor | null,
  inkId: number,
  trust: TrustSettings,
): Promise<PropertyVotes> {
  if (!(await inkIsLive(db, inkId))) throw notFound(NO_INK);
  const c = byProperty(await keptTally(db, inkId, voteCounting(trust)));
  const yn = (p: string) => ({ yes: c.get(p)?.get('yes') ?? 0, no: c.get(p)?.get('no') ?? 0 });
  const of = (p: string, v: string) => c.get(p)?.get(v) ?? 0;
  const entry = actor ? await inventoryStatusOf(db, actor.id, inkId) : undefined;
  return {
    voters: of('*', '*'),
    shading: yn('shading'),
    sheen: yn('sheen'),
    shimmer: yn('shimmer'),
    waterResistance: yn('waterResistance'),
    scent: yn('scent'),
    dryTime: {
      fast: of('dryTime', 'fast'),
      average: of('dryTime', 'average'),
      slow: of('dryTime', 'slow'),
    },
    flow: { dry: of('flow', 'dry'), balanced: of('flow', 'balanced'), wet: of('flow', 'wet') },
    mine: actor ? mineOf(await votesOf(db, actor.id, inkId)) : null,
    mayVote: mayVoteProperties(actor, entry ?? null),
  };
}

/**
 * PUT /api/inks/{id}/property-votes: members who own or tried the ink (their ink-ventory
 * says so) set, change or withdraw (null) their votes; the ink's crowd facets are recounted
 * in the same transaction, with the ink row locked so concurrent votes count one by one.
 */
export async function castVotes(
  db: Db,
  actor: RequestActor,
  inkId: number,
  body: z.output<typeof PropertyVotesBody>,
  trust: TrustSettings,
): Promise<PropertyVotes> {
  if (!(await inkIsLive(db, inkId))) throw notFound(NO_INK);
  const entry = await inventoryStatusOf(db, actor.id, inkId);
  if (!mayVoteProperties(actor, entry ?? null)) {
    throw forbidden(
      'Vote on the properties of inks you own or have tried: mark it owned or tried in your ink-ventory first.',
    );
  }
  await db.transaction().execute(async (trx) => {
    // the member's votes, then the ink (ADR 064, 066): a restriction meanwhile waits
    await lockMemberFor(trx, db.kind, 'imageVote', actor.id);
    const masks = await inkMasksForUpdate(trx, db.kind, inkId);
    if (!masks) throw notFound(NO_INK);
    const at = nowIso();
    for (const [property, value] of Object.entries(body)) {
      const stored =
        value === null ? null : typeof value === 'boolean' ? (value ? 'yes' : 'no') : value;
      await setVote(trx, { userId: actor.id, inkId, property, value: stored, at });
    }
    await storeCrowdMask(trx, inkId, masks, trust);
  });
  return propertyVotes(db, actor, inkId, trust);
}

/** Recounts the ink's crowd facets and stores them when they changed (masks read locked). */
async function storeCrowdMask(
  trx: Conn,
  inkId: number,
  masks: { source_property_mask: number; crowd_property_mask: number; property_mask: number },
  trust: TrustSettings,
): Promise<boolean> {
  const crowd = await crowdMaskOf(trx, inkId, trust);
  const combined = masks.source_property_mask | crowd;
  if (crowd === masks.crowd_property_mask && combined === masks.property_mask) return false;
  await setCrowdMask(trx, inkId, crowd, combined);
  return true;
}

/**
 * Recounts one ink's crowd facets now (staff reset votes; accounts grow into trust): in a
 * transaction with the ink row locked, as a vote does. True when the facets changed.
 */
export async function recountCrowdFacets(
  db: Db,
  inkId: number,
  trust: TrustSettings,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const masks = await inkMasksForUpdate(trx, db.kind, inkId);
    return masks ? storeCrowdMask(trx, inkId, masks, trust) : false;
  });
}

/**
 * Accounts grow into trust with time, and a vote stops counting when its account is
 * limited: the crowd facets of every ink with votes are recounted now and then (and at
 * start), so the filters follow without waiting for the next vote. Returns how many changed.
 */
export async function recountAllCrowdFacets(db: Db, trust: TrustSettings): Promise<number> {
  let changed = 0;
  for (const inkId of await inksWithPropertyVotes(db)) {
    if (await recountCrowdFacets(db, inkId, trust)) changed += 1;
  }
  return changed;
}
