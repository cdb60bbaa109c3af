import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, readSettingsFile, type Config } from './config.ts';
import { createDb, refreshPlannerStats } from './db/database.ts';
import { startCheckpointer } from './db/checkpointer.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedOnce } from './seed/seed.ts';
import { searchIndex } from './features/search/search.service.ts';
import { fillPresentedInks } from './features/browse/browse.service.ts';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

function readConfig(): Config & { settingsFile: string | null } {
  try {
    const settingsFile = readSettingsFile();
    const config = loadConfig();
    return { ...config, webDist: config.webDist ?? path.resolve(DEFAULT_WEB_DIST), settingsFile };
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Inklore cannot start: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const db = createDb(config.database);
  const app = await buildApp(config, { db });
  if (config.settingsFile) app.log.info(`settings read from ${config.settingsFile}`);
  const where =
    config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL (DATABASE_URL)';
  try {
    const applied = await migrateToLatest(db);
    app.log.info(
      { applied, database: where },
      `database ready (${applied.length} migrations applied)`,
    );
    app.log.info(await seedOnce(db, config.seed));
    await refreshPlannerStats(db, true);
  } catch (err) {
    app.log.fatal({ err }, `could not prepare the database at ${where}`);
    await db.destroy();
    process.exit(1);
  }
  // the search index before the first request, not in the first searcher's time (1.5 s at
  // 100,000 inks: docs/performance.md); if it cannot be built now, the first search tries again
  const t0 = performance.now();
  try {
    await searchIndex(db);
    app.log.info(`search index ready in ${Math.round(performance.now() - t0)} ms`);
  } catch (err) {
    app.log.error({ err }, 'the search index could not be built at start; searches will try again');
  }
  // SQLite's checkpoints in a thread of their own, not in a member's write (ADR 086)
  const checkpoints =
    config.database.kind === 'sqlite'
      ? await startCheckpointer(db, config.database.file, {
          onStopped: (err) =>
            app.log.error({ err }, 'the checkpoint thread stopped; writes checkpoint again'),
        })
      : null;
  app.addHook('onClose', async () => {
    await checkpoints?.stop();
    await db.destroy();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, closing`);
      void app.close().then(() => process.exit(0));
    });
  }
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info({ address }, `Inklore is serving at ${address}`);
  // the catalogue's inks presented ahead, while the first requests are served (ADR 070)
  const t1 = performance.now();
  fillPresentedInks(db).then(
    (kept) =>
      app.log.info(`${kept} inks presented ahead in ${Math.round(performance.now() - t1)} ms`),
    (err: unknown) =>
      app.log.warn({ err }, 'inks could not be presented ahead; pages present them when asked'),
  );
}

await main();
