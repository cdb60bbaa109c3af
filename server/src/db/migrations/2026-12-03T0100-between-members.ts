import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * Between members (ADR 059) and follows, the feed and notifications (ADR 060).
 * - sample_offers: "I can share samples of this", one per member and ink; counted only while
 *   the member owns the ink (read-time join on the ink-ventory).
 * - sample_requests and sample_messages: one member asking another for one ink, with a short
 *   plain-text thread. One waiting request per asker, owner and ink (a partial unique index).
 * - blocks: the blocker is never asked, followed or mentioned by the blocked member, and
 *   neither sees the other's offers or feed items.
 * - follows (members) and brand_follows (by the catalogue's brand_norm).
 * - feed_events: what a member (or, for news and new inks, a brand) did that was public when
 *   it happened; the feed re-checks that it is still public when read.
 * - notifications and notification_settings (kinds turned off, the digest, its unsubscribe key).
 * - badge_awards: badges already told of, so each is told once.
 * - news.brand_norm: news about a brand, shown to its followers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres(db)
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement();
  const user = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('users.id').onDelete('cascade');

  await db.schema
    .createTable('sample_offers')
    .addColumn('user_id', 'integer', user)
    .addColumn('ink_id', 'integer', (c) => c.notNull().references('inks.id'))
    .addColumn('note', 'varchar(300)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('sample_offers_pk', ['user_id', 'ink_id'])
    .execute();
  await db.schema
    .createIndex('sample_offers_ink_idx')
    .on('sample_offers')
    .columns(['ink_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('sample_requests')
    .addColumn('id', 'integer', id)
    .addColumn('requester_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('ink_id', 'integer', (c) => c.notNull().references('inks.id'))
    .addColumn('state', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`state in ('pending', 'accepted', 'declined', 'withdrawn')`),
    )
    .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sample_requests_one_pending_idx')
    .on('sample_requests')
    .columns(['requester_id', 'owner_id', 'ink_id'])
    .unique()
    .where(sql.ref('state'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('sample_requests_owner_idx')
    .on('sample_requests')
    .columns(['owner_id', 'id'])
    .execute();
  await db.schema
    .createIndex('sample_requests_requester_idx')
    .on('sample_requests')
    .columns(['requester_id', 'id'])
    .execute();

  await db.schema
    .createTable('sample_messages')
    .addColumn('id', 'integer', id)
    .addColumn('request_id', 'integer', (c) =>
      c.notNull().references('sample_requests.id').onDelete('cascade'),
    )
    .addColumn('sender_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sample_messages_request_idx')
    .on('sample_messages')
    .columns(['request_id', 'id'])
    .execute();

  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'integer', user)
    .addColumn('blocked_id', 'integer', user)
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema.createIndex('blocks_blocked_idx').on('blocks').columns(['blocked_id']).execute();

  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'integer', user)
    .addColumn('followee_id', 'integer', user)
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'followee_id'])
    .execute();
  await db.schema
    .createIndex('follows_followee_idx')
    .on('follows')
    .columns(['followee_id', 'follower_id'])
    .execute();

  await db.schema
    .createTable('brand_follows')
    .addColumn('user_id', 'integer', user)
    .addColumn('brand_norm', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('brand_follows_pk', ['user_id', 'brand_norm'])
    .execute();

  await db.schema
    .createTable('feed_events')
    .addColumn('id', 'integer', id)
    .addColumn('kind', 'varchar(12)', (c) =>
      c
        .notNull()
        .check(sql`kind in ('image', 'discovery', 'collection', 'inking', 'news', 'brand_ink')`),
    )
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('brand_norm', 'varchar(200)')
    .addColumn('ink_id', 'integer')
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('feed_events_actor_idx')
    .on('feed_events')
    .columns(['actor_id', 'id'])
    .execute();
  await db.schema
    .createIndex('feed_events_brand_idx')
    .on('feed_events')
    .columns(['brand_norm', 'id'])
    .execute();
  await db.schema
    .createIndex('feed_events_target_idx')
    .on('feed_events')
    .columns(['kind', 'target_id'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', user)
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('ink_id', 'integer')
    .addColumn('target_id', 'integer')
    /** JSON: what the sentence needs (a reason, a badge's id, a report's outcome). */
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('read_at', 'timestamptz')
    .addColumn('digested_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['user_id', 'id'])
    .execute();
  // The bell: unread ones only.
  await db.schema
    .createIndex('notifications_unread_idx')
    .on('notifications')
    .columns(['user_id', 'id'])
    .where(sql.ref('read_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    /** JSON array of the kinds turned off. */
    .addColumn('off_kinds', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('digest', 'varchar(6)', (c) =>
      c
        .notNull()
        .defaultTo('off')
        .check(sql`digest in ('off', 'daily', 'weekly')`),
    )
    .addColumn('digest_sent_at', 'timestamptz')
    /** A random key the unsubscribe link carries; a new one is made when the digest is turned on. */
    .addColumn('unsubscribe_key', 'varchar(64)')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notification_settings_unsubscribe_idx')
    .on('notification_settings')
    .column('unsubscribe_key')
    .unique()
    .execute();

  await db.schema
    .createTable('badge_awards')
    .addColumn('user_id', 'integer', user)
    .addColumn('badge_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('awarded_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('badge_awards_pk', ['user_id', 'badge_id'])
    .execute();

  await db.schema.alterTable('news').addColumn('brand_norm', 'varchar(200)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('news').dropColumn('brand_norm').execute();
  for (const t of [
    'badge_awards',
    'notification_settings',
    'notifications',
    'feed_events',
    'brand_follows',
    'follows',
    'blocks',
    'sample_messages',
    'sample_requests',
    'sample_offers',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
