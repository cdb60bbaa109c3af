import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any>: they
   must not depend on today's table types, which later migrations change. */

// Long (over 150 lines): the whole first schema, a table a statement; never edited once landed.
export async function up(db: Kysely<any>): Promise<void> {
  const pgsql = isPostgres(db);
  const id = (col: ColumnDefinitionBuilder) =>
    pgsql ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', id)
    .addColumn('username', 'varchar(40)', (c) => c.notNull())
    .addColumn('username_norm', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(320)', (c) => c.notNull())
    .addColumn('email_norm', 'varchar(320)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('role', 'varchar(16)', (c) => c.notNull().defaultTo('user'))
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('display_name', 'varchar(80)')
    .addColumn('first_name', 'varchar(80)')
    .addColumn('last_name', 'varchar(80)')
    .addColumn('bio', 'text')
    .addColumn('profile_image_url', 'text')
    .addColumn('custom_profile_image', 'text')
    .addColumn('last_active_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('inks')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('brand', 'varchar(100)', (c) => c.notNull())
    .addColumn('line', 'varchar(200)')
    .addColumn('color_family', 'varchar(20)', (c) => c.notNull())
    .addColumn('color_hex', 'varchar(7)', (c) => c.notNull())
    .addColumn('lab_l', 'real', (c) => c.notNull())
    .addColumn('lab_a', 'real', (c) => c.notNull())
    .addColumn('lab_b', 'real', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('property_mask', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_official', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('community_image_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source', 'text')
    .addColumn('source_id', 'text')
    .addColumn('submitted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name_norm', 'varchar(200)', (c) => c.notNull())
    .addColumn('brand_norm', 'varchar(100)', (c) => c.notNull())
    .addColumn('search_name', 'text', (c) => c.notNull())
    .addColumn('search_meta', 'text', (c) => c.notNull())
    .addColumn('search_desc', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // Browse order (brand, name, id) and the facets, over live inks only (partial indexes).
  // Every facet column and deleted_at are in both, so a page's ids and every facet count
  // are read from an index alone, never from the table (docs/performance.md).
  await db.schema
    .createIndex('inks_browse_idx')
    .on('inks')
    .columns(['brand_norm', 'name_norm', 'id', 'color_family', 'property_mask', 'deleted_at'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('inks_color_idx')
    .on('inks')
    .columns(['color_family', 'brand_norm', 'name_norm', 'id', 'property_mask', 'deleted_at'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  // The few deleted inks, to leave them out of full-text counts cheaply.
  await db.schema
    .createIndex('inks_deleted_idx')
    .on('inks')
    .column('id')
    .where(sql.ref('deleted_at'), 'is not', null)
    .execute();
  await db.schema.createIndex('inks_featured_idx').on('inks').columns(['featured', 'id']).execute();
  await db.schema.createIndex('inks_source_idx').on('inks').columns(['source_id']).execute();

  if (pgsql) {
    await sql`alter table inks add column search_vector tsvector generated always as (
        setweight(to_tsvector('simple', search_name), 'A') ||
        setweight(to_tsvector('simple', search_meta), 'B') ||
        setweight(to_tsvector('simple', search_desc), 'D')) stored`.execute(db);
    await sql`create index inks_search_idx on inks using gin (search_vector)`.execute(db);
  } else {
    // prefix='2 3': prefix indexes for the 2- and 3-letter word starts typed while searching,
    // so "kon pe" reads one list for "pe" instead of merging every word that starts with it.
    await sql`create virtual table inks_fts using fts5(
        search_name, search_meta, search_desc,
        content='inks', content_rowid='id', tokenize='unicode61 remove_diacritics 2',
        prefix='2 3')`.execute(db);
    await sql`create trigger inks_fts_ai after insert on inks begin
        insert into inks_fts(rowid, search_name, search_meta, search_desc)
        values (new.id, new.search_name, new.search_meta, new.search_desc); end`.execute(db);
    await sql`create trigger inks_fts_ad after delete on inks begin
        insert into inks_fts(inks_fts, rowid, search_name, search_meta, search_desc)
        values ('delete', old.id, old.search_name, old.search_meta, old.search_desc); end`.execute(
      db,
    );
    await sql`create trigger inks_fts_au after update of search_name, search_meta, search_desc on inks begin
        insert into inks_fts(inks_fts, rowid, search_name, search_meta, search_desc)
        values ('delete', old.id, old.search_name, old.search_meta, old.search_desc);
        insert into inks_fts(rowid, search_name, search_meta, search_desc)
        values (new.id, new.search_name, new.search_meta, new.search_desc); end`.execute(db);
  }

  // The catalogue's version: bumped by the database itself on any change to an ink (or to
  // a username, which ink responses show), whoever writes it, so cached catalogue responses
  // are never served stale, on one server or many (features/browse/browse.cache.ts).
  await db.schema
    .createTable('data_versions')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await db.insertInto('data_versions').values({ name: 'inks', version: 0 }).execute();
  if (pgsql) {
    // Bumped once per transaction, at commit (a deferred trigger), so concurrent writers
    // never hold the version row while waiting for each other (no deadlocks).
    await sql`create function bump_inks_version() returns trigger language plpgsql as $$
      begin
        if current_setting('inklore.inks_version_xact', true) is distinct from txid_current()::text then
          perform set_config('inklore.inks_version_xact', txid_current()::text, true);
          update data_versions set version = version + 1 where name = 'inks';
        end if;
        return null;
      end $$`.execute(db);
    await sql`create constraint trigger inks_version after insert or update or delete on inks
        deferrable initially deferred for each row execute function bump_inks_version()`.execute(
      db,
    );
    await sql`create trigger inks_version_truncate after truncate on inks
        for each statement execute function bump_inks_version()`.execute(db);
    await sql`create constraint trigger users_inks_version after update of username or delete on users
        deferrable initially deferred for each row execute function bump_inks_version()`.execute(
      db,
    );
  } else {
    for (const [name, event] of [
      ['inks_version_ai', 'after insert on inks'],
      ['inks_version_au', 'after update on inks'],
      ['inks_version_ad', 'after delete on inks'],
      ['users_inks_version_au', 'after update of username on users'],
      ['users_inks_version_ad', 'after delete on users'],
    ] as const) {
      await sql`create trigger ${sql.raw(name)} ${sql.raw(event)} begin
          update data_versions set version = version + 1 where name = 'inks'; end`.execute(db);
    }
  }

  await db.schema
    .createTable('news')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('excerpt', 'varchar(500)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('cover_image_url', 'text')
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('news_list_idx')
    .on('news')
    .columns(['published', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('news').execute();
  if (isPostgres(db)) {
    await sql`drop trigger users_inks_version on users`.execute(db);
    await sql`drop table data_versions`.execute(db);
    await sql`drop function bump_inks_version() cascade`.execute(db);
  } else {
    await sql`drop trigger users_inks_version_au`.execute(db);
    await sql`drop trigger users_inks_version_ad`.execute(db);
    await sql`drop table data_versions`.execute(db);
  }
  if (!isPostgres(db)) await sql`drop table inks_fts`.execute(db);
  await db.schema.dropTable('inks').execute();
  await db.schema.dropTable('users').execute();
  await db.schema.dropTable('app_meta').execute();
}
