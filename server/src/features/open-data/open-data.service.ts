import { createHash, type Hash } from 'node:crypto';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { stringify } from 'csv-stringify/sync';
import {
  OPEN_DATA_CSV_COLUMNS,
  OPEN_DATA_PAGE,
  OPEN_DATA_PATHS,
  type OpenDataIndex,
} from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import { nowIso } from '#src/db/dialect.ts';
import {
  aliasesBetween,
  approvedImagesBetween,
  catalogueVersion,
  liveInksAfter,
  usernamesOf,
} from './open-data.queries.ts';
import { csvRow, presentOpenDataInk, type ImageCredit } from './open-data.present.ts';
import { DATA_LICENCE, IMAGES_NOTE, KNOWN_SOURCES, licenceText } from './open-data.licence.ts';

/**
 * Open data (ADR 031): the live catalogue as inks.json, inks.csv and
 * LICENSE.txt, built once per catalogue version and kept gzip-compressed in this process.
 *
 * Every request reads the catalogue's version (one row, as the catalogue's response cache
 * does); the first request at a new version builds the files, and requests meanwhile share
 * that build. The build reads the catalogue in slices of SLICE inks by id, and gives the
 * event loop back between slices; compression runs on libuv's thread pool. Each app server
 * builds its own copy: same records, its own `generatedAt`.
 */

/**
 * Inks per slice of the build: about 10 ms of work each (the CSV's most), the longest the
 * event loop waits for the build (docs/performance.md).
 */
const SLICE = 500;

/** A strong entity tag of bytes hashed piece by piece: lib/conditional.ts's form (ADR 030). */
const tagOf = (h: Hash) => `"${h.digest('base64url').slice(0, 22)}"`;

/**
 * The parts of a file gzip-compressed as one stream on zlib's thread pool, and the strong
 * ETag of each representation (the plain bytes, the gzip bytes), hashed piece by piece as
 * they go through: the file is never joined into one buffer (40 MB of JSON at 100,000 inks)
 * and never hashed in one go.
 */
async function gzipParts(
  parts: readonly Buffer[],
): Promise<{ gzip: Buffer; etag: string; gzipEtag: string }> {
  const zip = zlib.createGzip();
  const plain = createHash('sha256');
  const zipped = createHash('sha256');
  const out: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => {
    zipped.update(chunk);
    out.push(chunk);
  });
  const done = new Promise<void>((resolve, reject) => {
    zip.on('end', resolve);
    zip.on('error', reject);
  });
  for (const part of parts) {
    plain.update(part);
    if (!zip.write(part)) await once(zip, 'drain');
  }
  zip.end();
  await done;
  return { gzip: Buffer.concat(out), etag: tagOf(plain), gzipEtag: tagOf(zipped) };
}

export type FileName = 'inks.json' | 'inks.csv' | 'LICENSE.txt';

/** A built file, kept compressed: a client that does not accept gzip gets it unzipped on the fly. */
export type StoredFile = {
  name: FileName;
  mediaType: string;
  /** Size uncompressed. */
  bytes: number;
  gzip: Buffer;
  /** Strong ETags of the bytes sent (ADR 030): plain, and gzip-compressed. */
  etag: string;
  gzipEtag: string;
  /** For Content-Disposition, e.g. inklore-inks-2026-11-25.csv. */
  filename: string;
};

export type OpenDataBuild = {
  version: number;
  site: string;
  index: OpenDataIndex;
  files: Record<FileName, StoredFile>;
  /** How long the build took, in milliseconds (the benchmark and the log read it). */
  buildMs: number;
};

/**
 * What a server keeps: the latest build, the build running (one at a time), and the one
 * queued behind it for a newer catalogue (shared by every request that waits for it).
 */
type Store = {
  current: OpenDataBuild | null;
  running: { version: number; site: string; done: Promise<OpenDataBuild> } | null;
  queued: Promise<OpenDataBuild> | null;
};
const stores = new WeakMap<Db, Store>();

function storeOf(db: Db): Store {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = { current: null, running: null, queued: null }));
  return store;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

type Builder = typeof buildFiles;

function startBuild(
  build: Builder,
  db: Db,
  store: Store,
  site: string,
  version: number,
): Promise<OpenDataBuild> {
  const done: Promise<OpenDataBuild> = build(db, site, version)
    .then((built) => {
      if (!store.current || store.current.version <= built.version) store.current = built;
      return built;
    })
    .finally(() => {
      if (store.running?.done === done) store.running = null;
    });
  store.running = { version, site, done };
  return done;
}

/**
 * The files for the catalogue as it is now (at least the version this request reads): the
 * kept build when it is that recent, else the running build when it is, else a new build.
 * One build runs at a time: a request that finds an older build running waits for it and
 * then for one more, for the catalogue as it is then, which every request meanwhile shares.
 * So under a stream of changes a server builds back to back at most, never several at once.
 */
export async function openData(
  db: Db,
  publicUrl: string,
  /** What builds the files (a test holds a build back with it). */
  build: Builder = buildFiles,
): Promise<OpenDataBuild> {
  const site = publicUrl.replace(/\/+$/, '');
  const version = await catalogueVersion(db);
  const store = storeOf(db);
  const covers = (b: { version: number; site: string } | null, v: number) =>
    b !== null && b.site === site && b.version >= v;
  if (store.current && covers(store.current, version)) return store.current;
  if (store.running && covers(store.running, version)) return store.running.done;
  if (store.queued) return store.queued;
  if (!store.running) return startBuild(build, db, store, site, version);
  const before = store.running.done.catch(() => undefined);
  const queued = before.then(async () => {
    const latest = await catalogueVersion(db);
    store.queued = null;
    if (store.current && covers(store.current, latest)) return store.current;
    if (store.running && covers(store.running, latest)) return store.running.done;
    return startBuild(build, db, store, site, latest);
  });
  store.queued = queued;
  return queued;
}

/** The kept build, if any (tests and the benchmark). */
export function keptOpenData(db: Db): OpenDataBuild | null {
  return storeOf(db).current;
}

/**
 * Builds the three files from the catalogue at `version` (read at the start: a change during
 * the build moves the version, so the next request builds again).
 */
export async function buildFiles(db: Db, site: string, version: number): Promise<OpenDataBuild> {
  const started = performance.now();
  const generatedAt = nowIso();
  const jsonParts: Buffer[] = [];
  const csvParts: Buffer[] = [
    Buffer.from(stringify([[...OPEN_DATA_CSV_COLUMNS]], { record_delimiter: 'windows' })),
  ];
  const sourceCounts = new Map<string, number>();
  let count = 0;
  let after = 0;
  let updatedAt: string | null = null;
  for (;;) {
    const rows = await liveInksAfter(db, after, SLICE);
    const first = rows[0];
    const lastRow = rows.at(-1);
    if (!first || !lastRow) break;
    const aliases = await aliasesBetween(db, first.id, lastRow.id);
    const approved = await approvedImagesBetween(db, first.id, lastRow.id);
    const submitters = await usernamesOf(db, [
      ...new Set(rows.map((r) => r.submitted_by).filter((v) => v !== null)),
    ]);
    const namesOf = new Map<number, string[]>();
    for (const a of aliases) {
      const list = namesOf.get(a.ink_id);
      if (list) list.push(a.alias);
      else namesOf.set(a.ink_id, [a.alias]);
    }
    const creditsOf = new Map<number, Map<string, ImageCredit>>();
    for (const img of approved) {
      let credits = creditsOf.get(img.ink_id);
      if (!credits) creditsOf.set(img.ink_id, (credits = new Map<string, ImageCredit>()));
      // The latest approval of the same file wins (ordered by id).
      credits.set(img.image_url, {
        username: img.user_id === null ? null : img.username,
        official: img.is_official === 1,
      });
    }
    const records = rows.map((row) =>
      presentOpenDataInk(
        site,
        row,
        namesOf.get(row.id) ?? [],
        creditsOf.get(row.id) ?? new Map<string, ImageCredit>(),
        row.submitted_by === null ? null : (submitters.get(row.submitted_by) ?? null),
      ),
    );
    for (const r of records) {
      if (r.source !== null) sourceCounts.set(r.source, (sourceCounts.get(r.source) ?? 0) + 1);
      // ISO 8601 in UTC: the text's order is the time's.
      if (updatedAt === null || r.updatedAt > updatedAt) updatedAt = r.updatedAt;
    }
    const json = records.map((r) => JSON.stringify(r)).join(',\n');
    const piece = Buffer.from(count === 0 ? json : `,\n${json}`);
    jsonParts.push(piece);
    csvParts.push(
      Buffer.from(stringify(records.map(csvRow), { record_delimiter: 'windows' }), 'utf8'),
    );
    count += rows.length;
    after = lastRow.id;
    if (rows.length < SLICE) break;
    await nextTurn();
  }

  const about = {
    title: 'Inklore open data: the ink catalogue',
    site,
    documentation: `${site}${OPEN_DATA_PAGE}`,
    licence: { ...DATA_LICENCE, text: `${site}${OPEN_DATA_PATHS.licence}` },
    sources: KNOWN_SOURCES.filter((s) => (sourceCounts.get(s.recordSource) ?? 0) > 0).map((s) => ({
      name: s.name,
      credit: s.credit,
      modified: s.modified,
      licence: s.licence,
      url: s.url,
      records: sourceCounts.get(s.recordSource) ?? 0,
    })),
    images: IMAGES_NOTE,
    catalogueVersion: version,
    updatedAt,
    generatedAt,
    count,
  };
  const json = [
    Buffer.from(`{"about":${JSON.stringify(about)},\n"inks":[\n`),
    ...jsonParts,
    Buffer.from('\n]}\n'),
  ];
  const licence = [Buffer.from(licenceText(about), 'utf8')];
  const day = (updatedAt ?? generatedAt).slice(0, 10);
  const file = async (
    name: FileName,
    mediaType: string,
    parts: Buffer[],
    filename: string,
  ): Promise<StoredFile> => ({
    name,
    mediaType,
    bytes: parts.reduce((n, p) => n + p.length, 0),
    ...(await gzipParts(parts)),
    filename,
  });
  const [jsonFile, csvFile, licenceFile] = await Promise.all([
    file('inks.json', 'application/json; charset=utf-8', json, `inklore-inks-${day}.json`),
    file(
      'inks.csv',
      'text/csv; charset=utf-8; header=present',
      csvParts,
      `inklore-inks-${day}.csv`,
    ),
    file('LICENSE.txt', 'text/plain; charset=utf-8', licence, 'inklore-open-data-LICENSE.txt'),
  ]);
  const files = { 'inks.json': jsonFile, 'inks.csv': csvFile, 'LICENSE.txt': licenceFile };
  const paths: Record<FileName, string> = {
    'inks.json': OPEN_DATA_PATHS.json,
    'inks.csv': OPEN_DATA_PATHS.csv,
    'LICENSE.txt': OPEN_DATA_PATHS.licence,
  };
  return {
    version,
    site,
    index: {
      ...about,
      files: Object.values(files).map((f) => ({
        name: f.name,
        url: `${site}${paths[f.name]}`,
        mediaType: f.mediaType,
        bytes: f.bytes,
        gzipBytes: f.gzip.length,
      })),
    },
    files,
    buildMs: performance.now() - started,
  };
}
