import type {
  AdminUser,
  Collection,
  CommunityImage,
  ProfileOverview,
  PublicUser,
  Role,
  TrustSettings,
} from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import { nowIso } from '#src/db/dialect.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { recordAudit } from '#src/lib/audit.ts';
import { notFound } from '#src/lib/errors.ts';
import { presentAdminUser, presentPublicUser } from './users.present.ts';
import {
  assertNotLastAdmin,
  findUserById,
  findUserByUsername,
} from '#src/shared/user-records/user-records.queries.ts';
import {
  discoveriesOf,
  PALETTE_MAX,
  publicPaletteColors,
  searchUsers,
  statusCounts,
  setUserRole,
} from './users.queries.ts';

/**
 * The parts of a public profile page other features keep, each presented by its own feature
 * (app.ts passes them in: ADR 042).
 */
export type ProfileSections = {
  /** The member's badges (badges.service.ts badgesOf). */
  badgesOf: (db: Db, userId: number) => Promise<string[]>;
  /**
   * The member's `limit` most recently changed public collections, and how many they have
   * (collections.service.ts profileCollections).
   */
  publicCollections: (
    db: Db,
    username: string,
    limit: number,
  ) => Promise<{ collections: Collection[]; total: number }>;
  /** The member's community images on live inks, newest first (gallery.service.ts imagesOfMember). */
  imagesOf: (db: Db, userId: number, trust: TrustSettings) => Promise<CommunityImage[]>;
};

/** What users ask of other features, passed in by app.ts (ADR 042). */
export type UserPorts = { profileSections: ProfileSections };

/** A public profile (never the email). */
export async function publicProfile(db: Db, username: string): Promise<PublicUser> {
  const user = await findUserByUsername(db, username);
  if (!user) throw notFound('No member has this username.');
  return presentPublicUser(user);
}

/** An admin changes someone's role (the route demands the capability); audited. */
export async function changeRole(
  db: Db,
  actor: RequestActor,
  id: number,
  role: Role,
): Promise<PublicUser> {
  const updated = await db.transaction().execute(async (trx) => {
    const target = await findUserById(trx, id);
    if (!target) throw notFound('No user has this id.');
    if (target.role === 'admin' && role !== 'admin') {
      await assertNotLastAdmin(trx, db.kind, 'other');
    }
    const row = await setUserRole(trx, id, role, nowIso());
    await recordAudit(trx, actor.id, 'user.role', 'user', id, { from: target.role, to: role });
    return row;
  });
  return presentPublicUser(updated);
}

/** The staff console's users tab (admins; the route demands the capability). */
export async function findUsers(db: Db, search: string): Promise<AdminUser[]> {
  return (await searchUsers(db, search)).map(presentAdminUser);
}

/** Hue order for a palette strip: colours by their CIELAB hue angle, greys last by lightness. */
function byHue(
  rows: { color_hex: string; lab_l: number; lab_a: number; lab_b: number }[],
): string[] {
  // each colour's key worked out once (not twice per comparison of up to 200 colours)
  const keys = rows.map((r) => {
    const chroma = Math.hypot(r.lab_a, r.lab_b);
    if (chroma < 8) return 1000 + (100 - r.lab_l); // greys and blacks after the colours
    return (Math.atan2(r.lab_b, r.lab_a) * 180) / Math.PI + 180;
  });
  return rows
    .map((_, i) => i)
    .sort((a, b) => (keys[a] ?? 0) - (keys[b] ?? 0))
    .map((i) => rows[i]?.color_hex ?? '');
}

/**
 * The public collections a profile shows at first (the most recently changed): a member with
 * 70 of them is shown these, and the rest on asking, so their profile reads the swatches of
 * 12 collections, not 70, and its page is that much shorter.
 */
export const PROFILE_COLLECTIONS = 12;

/**
 * What /user/{username} shows: badges, ink-ventory counts, the palette of the inks the member
 * made public (their public collections' inks; their owned inks too only when they chose
 * 'Show my ink colours on my profile': ADR 039), public collections, community images and
 * approved discoveries. Never the email, private notes, private collections, nor which inks
 * are in their private ink-ventory.
 */
export async function profileOverview(
  db: Db,
  username: string,
  trust: TrustSettings,
  sections: ProfileSections,
): Promise<ProfileOverview> {
  const user = await findUserByUsername(db, username);
  if (!user) throw notFound('No member has this username.');
  // the sections are independent reads, asked three at a time (PostgreSQL answers them side
  // by side, and one profile never holds more than three of the pool's connections; SQLite
  // runs them one after the other as before)
  const [statuses, badges, palette] = await Promise.all([
    statusCounts(db, user.id),
    sections.badgesOf(db, user.id),
    // one more than the strip shows: whether there are more
    publicPaletteColors(db, user.id, user.show_ink_colors === 1, PALETTE_MAX + 1),
  ]);
  const [collections, images, discoveries] = await Promise.all([
    sections.publicCollections(db, user.username, PROFILE_COLLECTIONS),
    sections.imagesOf(db, user.id, trust),
    discoveriesOf(db, user.id),
  ]);
  const counts = new Map(statuses.map((r) => [r.status, r.n]));
  return {
    user: presentPublicUser(user),
    badges,
    counts: {
      owned: counts.get('owned') ?? 0,
      tried: counts.get('tried') ?? 0,
      wantToTry: counts.get('want_to_try') ?? 0,
      wishlist: counts.get('wishlist') ?? 0,
    },
    palette: byHue(palette.slice(0, PALETTE_MAX)),
    paletteMore: palette.length > PALETTE_MAX,
    collections: collections.collections,
    collectionsTotal: collections.total,
    images,
    discoveries: discoveries.map((i) => ({
      id: i.id,
      name: i.name,
      brand: i.brand,
      colorHex: i.color_hex,
    })),
  };
}
