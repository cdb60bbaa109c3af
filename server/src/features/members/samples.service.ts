import {
  MEMBER_MESSAGES,
  SAMPLE_LIMITS,
  type InkSamples,
  type MyOffer,
  type WishlistMatch,
  type WishlistMatches,
} from '@inklore/contract';
import type { Config } from '#src/config.ts';
import type { Conn, Db } from '#src/db/database.ts';
import { lockMemberFor, nowIso, toIso } from '#src/db/dialect.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { AppError, notFound } from '#src/lib/errors.ts';
import { hit } from '#src/lib/rate-limit.ts';
import { inkIsLive } from '#src/shared/ink-records/ink-records.queries.ts';
import { notify } from '#src/shared/member-links/member-links.queries.ts';
import { assertMayOffer } from './members.policy.ts';
import { presentInk, presentMyOffer, presentOfferer } from './members.present.ts';
import {
  countOffersOf,
  countValidOffers,
  countWishlist,
  deleteOffer,
  insertOffer,
  myOfferOf,
  noteOfferTold,
  offerOf,
  offerersOfInk,
  offersOf,
  offerToldAt,
  ownsInk,
  updateOfferNote,
  wishersOf,
  wishlistOfferers,
} from './samples.queries.ts';

const NO_INK = 'Ink not found. It may have been removed.';

/**
 * Members told of one new offer at most (ADR 059): those who have wished for the ink longest
 * first. An offer of a much-wished ink reaches the first of them; the rest find it on the ink's
 * page and in their wishlist match.
 */
export const OFFER_NEWS_MAX = 100;
/** An offer withdrawn and made again within this long tells no one again. */
const OFFER_NEWS_QUIET_MS = 7 * 86_400_000;
/** Offerers shown per ink in the wishlist match (the ink's page lists up to a page of them). */
export const MATCH_OFFERERS_PER_INK = 10;

export async function myOffers(db: Db, actor: RequestActor): Promise<MyOffer[]> {
  return (await offersOf(db, actor.id)).map(presentMyOffer);
}

/**
 * "I can share samples of this" (trust rule offerSamples): only of an ink the member owns;
 * at most SAMPLE_LIMITS.offersPerMember. A new offer tells the members who wish for the ink
 * (notify(), which skips kinds turned off and blocked pairs), unless this member's offer of it
 * was told within the last week. Answers whether it is new.
 */
export async function putOffer(
  db: Db,
  config: Config,
  actor: RequestActor,
  inkId: number,
  note: string | null,
): Promise<{ created: boolean; offer: MyOffer }> {
  assertMayOffer(actor);
  if (!(await inkIsLive(db, inkId))) throw notFound(NO_INK);
  // A new offer may tell many members: new ones are counted a day per account.
  if (!(await offerOf(db, actor.id, inkId))) {
    await hit(db, `sample-offer:user:${actor.id}`, config.rateLimits.SAMPLE_OFFER_USER);
  }
  const created = await db.transaction().execute(async (trx) => {
    await lockMemberFor(trx, db.kind, 'sampleOffers', actor.id);
    if (!(await ownsInk(trx, actor.id, inkId))) {
      throw new AppError(409, 'conflict', MEMBER_MESSAGES.offerNotOwned);
    }
    const at = nowIso();
    const existing = await offerOf(trx, actor.id, inkId);
    if (existing) {
      if (existing.note !== note) await updateOfferNote(trx, actor.id, inkId, note, at);
      return false;
    }
    if ((await countOffersOf(trx, actor.id)) >= SAMPLE_LIMITS.offersPerMember) {
      throw new AppError(409, 'conflict', MEMBER_MESSAGES.tooManyOffers);
    }
    await insertOffer(trx, actor.id, inkId, note, at);
    await tellWishers(trx, actor.id, inkId, at);
    return true;
  });
  const offer = await myOfferOf(db, actor.id, inkId);
  if (!offer) throw notFound(NO_INK);
  return { created, offer: presentMyOffer(offer) };
}

/** Tells those who wish for the ink of a new offer, once a week at most per offerer and ink. */
async function tellWishers(trx: Conn, offererId: number, inkId: number, at: string) {
  const told = await offerToldAt(trx, offererId, inkId);
  if (told !== null && Date.parse(at) - Date.parse(toIso(told)) < OFFER_NEWS_QUIET_MS) return;
  await noteOfferTold(trx, offererId, inkId, at);
  for (const userId of await wishersOf(trx, inkId, offererId, OFFER_NEWS_MAX)) {
    await notify(trx, { userId, kind: 'wishlist_offered', actorId: offererId, inkId });
  }
}

/** Stops offering (204 whether or not there was an offer). */
export async function withdrawOffer(db: Db, actor: RequestActor, inkId: number): Promise<void> {
  await deleteOffer(db, actor.id, inkId);
}

/**
 * An ink's offers: how many count, for everyone; who offers, only to a signed-in member
 * (visitors get null), never anyone either side of a block with them, whose count then
 * leaves those out too.
 */
export async function inkSamples(
  db: Db,
  viewer: RequestActor | null,
  inkId: number,
): Promise<InkSamples> {
  if (!(await inkIsLive(db, inkId))) throw notFound(NO_INK);
  if (viewer === null) return { count: await countValidOffers(db, inkId, null), offerers: null };
  const [count, offerers] = await Promise.all([
    countValidOffers(db, inkId, viewer.id),
    offerersOfInk(db, inkId, viewer.id, SAMPLE_LIMITS.pageSize),
  ]);
  return { count, offerers: offerers.map(presentOfferer) };
}

/**
 * For each ink on my wishlist that someone offers, who (not me, no one either side of a
 * block); then how many wishlist inks nobody offers yet.
 */
export async function wishlistMatches(db: Db, actor: RequestActor): Promise<WishlistMatches> {
  const [rows, wished] = await Promise.all([
    wishlistOfferers(db, actor.id, MATCH_OFFERERS_PER_INK),
    countWishlist(db, actor.id),
  ]);
  const matches: WishlistMatch[] = [];
  for (const row of rows) {
    let last = matches.at(-1);
    if (last?.ink.id !== row.ink_id) {
      last = { ink: presentInk(row), offerers: [] };
      matches.push(last);
    }
    last.offerers.push(presentOfferer(row));
  }
  return { matches, unmatched: Math.max(0, wished - matches.length) };
}
