import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { normalizeText } from '../text.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * Search that understands how ink people type (issue 20; ADR 025):
 * - other names of brands ("J. Herbin" for Jacques Herbin) and of inks (色彩雫, "Shoro"),
 *   which staff edit, and discoveries and imports add to;
 * - the search index moves into the app server (features/search): the database's own
 *   full-text indexes (FTS5, tsvector) go, and a second version row, "ink_search", tells the
 *   servers when what search reads has changed (names, brands, lines, descriptions, facets,
 *   deletions, other names). Other names also bump "inks", the response cache's version.
 */

/**
 * Brand spellings people use, as of this migration (staff add more in the console). Only
 * names of the whole brand: a line (Iroshizuku, Edelstein) is searched as the inks' line.
 */
export const BRAND_ALIASES: readonly (readonly [brand: string, aliases: readonly string[]])[] = [
  ['Jacques Herbin', ['J. Herbin', 'JHerbin', 'Herbin']],
  ['De Atramentis', ['DeAtramentis', 'Atramentis']],
  ["Noodler's", ['Noodlers Ink', 'Noodler']],
  ['Pilot', ['パイロット', 'Namiki']],
  ['Sailor', ['セーラー']],
  ['Platinum', ['プラチナ']],
  ['Mont Blanc', ['Montblanc']],
  ['Rohrer & Klingner', ['R&K', 'Rohrer and Klingner']],
  ['Birmingham Pen Co.', ['Birmingham Pen Company', 'BPC']],
  ['KWZ', ['KWZ Ink', 'KWZI', 'Konrad Zurawski']],
  ['Robert Oster', ['Robert Oster Signature', 'ROS']],
  ["Caran d'Ache", ['Caran d Ache', 'Carandache']],
  ['Ferris Wheel Press', ['FWP']],
  ["Van Dieman's", ['Van Dieman', 'Van Diemens']],
  ['Kyo No Oto', ['京の音', 'Kyonooto']],
  ['Organics Studio', ['Organic Studio']],
  ['Tono & Lims', ['Tono and Lims', 'Tono Lims']],
  ["L'Artisan Pastellier", ['Artisan Pastellier']],
  ['P.W. Akkerman', ['Akkerman', 'PW Akkerman']],
  ['Franklin Christoph', ['Franklin-Christoph', 'FC']],
  ['Monteverde', ['Monte Verde']],
  ['Lennon Tool Bar', ['LTB']],
  ['Octopus Fluids', ['Octopus']],
  ['Colorverse', ['Colourverse']],
];

const SEARCH_COLUMNS = 'name, brand, line, description, color_family, property_mask, deleted_at';

export async function up(db: Kysely<any>): Promise<void> {
  const pgsql = isPostgres(db);
  const id = (col: ColumnDefinitionBuilder) =>
    pgsql ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('brand_aliases')
    .addColumn('id', 'integer', id)
    .addColumn('brand', 'varchar(100)', (c) => c.notNull())
    .addColumn('brand_norm', 'varchar(100)', (c) => c.notNull())
    .addColumn('alias', 'varchar(100)', (c) => c.notNull())
    .addColumn('alias_norm', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // one brand per spelling
  await db.schema
    .createIndex('brand_aliases_alias_idx')
    .on('brand_aliases')
    .column('alias_norm')
    .unique()
    .execute();
  await db.schema
    .createIndex('brand_aliases_brand_idx')
    .on('brand_aliases')
    .column('brand_norm')
    .execute();

  await db.schema
    .createTable('ink_aliases')
    .addColumn('id', 'integer', id)
    .addColumn('ink_id', 'integer', (c) => c.notNull().references('inks.id').onDelete('cascade'))
    .addColumn('alias', 'varchar(100)', (c) => c.notNull())
    .addColumn('alias_norm', 'varchar(100)', (c) => c.notNull())
    /** staff | discovery | import | catalogue */
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ink_aliases_ink_idx')
    .on('ink_aliases')
    .columns(['ink_id', 'alias_norm'])
    .unique()
    .execute();

  // other names a discovery proposes, added to the ink when it is approved
  await db.schema
    .alterTable('ink_submissions')
    .addColumn('aliases', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  const now = new Date().toISOString();
  const rows = BRAND_ALIASES.flatMap(([brand, aliases]) =>
    aliases.map((alias) => ({
      brand,
      brand_norm: normalizeText(brand),
      alias,
      alias_norm: normalizeText(alias),
      created_by: null,
      created_at: now,
    })),
  );
  await db.insertInto('brand_aliases').values(rows).execute();

  await db.insertInto('data_versions').values({ name: 'ink_search', version: 0 }).execute();

  if (pgsql) {
    await sql`drop index inks_search_idx`.execute(db);
    await sql`alter table inks drop column search_vector`.execute(db);
    await sql`create function bump_ink_search_version() returns trigger language plpgsql as $$
      begin
        if current_setting('inklore.ink_search_xact', true) is distinct from txid_current()::text then
          perform set_config('inklore.ink_search_xact', txid_current()::text, true);
          update data_versions set version = version + 1 where name = 'ink_search';
        end if;
        return null;
      end $$`.execute(db);
    await sql`create constraint trigger inks_search_version after insert or delete or update of ${sql.raw(SEARCH_COLUMNS)} on inks
        deferrable initially deferred for each row execute function bump_ink_search_version()`.execute(
      db,
    );
    for (const table of ['brand_aliases', 'ink_aliases']) {
      await sql`create constraint trigger ${sql.raw(`${table}_search_version`)} after insert or update or delete on ${sql.raw(table)}
          deferrable initially deferred for each row execute function bump_ink_search_version()`.execute(
        db,
      );
      await sql`create constraint trigger ${sql.raw(`${table}_inks_version`)} after insert or update or delete on ${sql.raw(table)}
          deferrable initially deferred for each row execute function bump_inks_version()`.execute(
        db,
      );
    }
  } else {
    await sql`drop trigger inks_fts_ai`.execute(db);
    await sql`drop trigger inks_fts_ad`.execute(db);
    await sql`drop trigger inks_fts_au`.execute(db);
    await sql`drop table inks_fts`.execute(db);
    const bump = (name: string) =>
      sql.raw(`update data_versions set version = version + 1 where name = '${name}';`);
    for (const [name, event] of [
      ['inks_search_version_ai', 'after insert on inks'],
      ['inks_search_version_au', `after update of ${SEARCH_COLUMNS} on inks`],
      ['inks_search_version_ad', 'after delete on inks'],
    ] as const) {
      await sql`create trigger ${sql.raw(name)} ${sql.raw(event)} begin ${bump('ink_search')} end`.execute(
        db,
      );
    }
    for (const table of ['brand_aliases', 'ink_aliases']) {
      for (const [suffix, event] of [
        ['ai', 'insert'],
        ['au', 'update'],
        ['ad', 'delete'],
      ] as const) {
        await sql`create trigger ${sql.raw(`${table}_version_${suffix}`)} after ${sql.raw(event)} on ${sql.raw(table)} begin
            ${bump('ink_search')} ${bump('inks')} end`.execute(db);
      }
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const pgsql = isPostgres(db);
  if (pgsql) {
    await sql`drop trigger inks_search_version on inks`.execute(db);
    await sql`drop table ink_aliases`.execute(db);
    await sql`drop table brand_aliases`.execute(db);
    await sql`drop function bump_ink_search_version()`.execute(db);
    await sql`alter table inks add column search_vector tsvector generated always as (
        setweight(to_tsvector('simple', search_name), 'A') ||
        setweight(to_tsvector('simple', search_meta), 'B') ||
        setweight(to_tsvector('simple', search_desc), 'D')) stored`.execute(db);
    await sql`create index inks_search_idx on inks using gin (search_vector)`.execute(db);
  } else {
    for (const name of [
      'inks_search_version_ai',
      'inks_search_version_au',
      'inks_search_version_ad',
    ]) {
      await sql`drop trigger ${sql.raw(name)}`.execute(db);
    }
    await db.schema.dropTable('ink_aliases').execute();
    await db.schema.dropTable('brand_aliases').execute();
    await sql`create virtual table inks_fts using fts5(
        search_name, search_meta, search_desc,
        content='inks', content_rowid='id', tokenize='unicode61 remove_diacritics 2',
        prefix='2 3')`.execute(db);
    await sql`insert into inks_fts(inks_fts) values ('rebuild')`.execute(db);
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
  await db.schema.alterTable('ink_submissions').dropColumn('aliases').execute();
  await db.deleteFrom('data_versions').where('name', '=', 'ink_search').execute();
}
