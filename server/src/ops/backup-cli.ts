import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '#src/config.ts';
import { createDb } from '#src/db/database.ts';
import { BackupError, backup, readManifest, restore, tableDigests } from './backup.ts';

const USAGE = `Usage:
  npm run backup -- FILE             back up the database and DATA_DIR/media into FILE
                                     (the server may keep running)
  npm run restore -- FILE [--force]  restore FILE into an empty database and DATA_DIR/media;
                                     --force replaces what they hold (stop the server first)
  node scripts/run.mjs server/src/ops/backup-cli.ts digest [FILE]
                                     per-table row counts and SHA-256 as JSON: of the
                                     configured database, or as recorded in the backup FILE

Works on the database the server would use (DATA_DIR, or DATABASE_URL for PostgreSQL).`;

/** FILE as the person typed it: npm runs scripts from the repository root, INIT_CWD is where they were. */
function resolveFile(file: string): string {
  return path.resolve(process.env['INIT_CWD'] ?? process.cwd(), file);
}

function usage(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== 'backup' && command !== 'restore' && command !== 'digest') {
    usage(command ? `Unknown command: ${command}` : 'Name a command.');
  }
  let values: { force?: boolean | undefined };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: rest,
      options: { force: { type: 'boolean', default: false } },
      allowPositionals: true,
      strict: true,
    }));
  } catch (err) {
    usage(err instanceof Error ? err.message : String(err));
  }
  if (values.force && command !== 'restore') usage('--force is for restore only.');
  const [file, ...extra] = positionals;
  if (extra.length > 0) usage(`One file only (got ${positionals.join(' ')}).`);
  if (!file && command !== 'digest') usage(`${command}: name the backup FILE.`);

  try {
    if (command === 'digest' && file) {
      console.log(JSON.stringify((await readManifest(resolveFile(file))).tables, null, 2));
      return;
    }
    const config = loadConfig();
    if (command === 'digest') {
      const db = createDb(config.database, { poolSize: 1 });
      try {
        console.log(JSON.stringify(await tableDigests(db), null, 2));
      } finally {
        await db.destroy();
      }
    } else if (command === 'backup') {
      await backup(config, resolveFile(file ?? ''));
    } else {
      await restore(config, resolveFile(file ?? ''), { force: values.force === true });
    }
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Cannot run: ${err.message}`);
      process.exit(1);
    }
    if (err instanceof BackupError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

await main();
