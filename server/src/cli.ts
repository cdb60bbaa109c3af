import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { ROLES, Email, Password, Username, type Role } from '@inklore/contract';
import { loadConfig, ConfigError, readSettingsFile } from './config.ts';
import { createDb } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { nowIso } from './db/dialect.ts';
import { hashPassword } from './features/auth/passwords.ts';
import { parseCatalogueFile } from './features/catalogue/catalogue-file.ts';
import { importCatalogue } from './features/catalogue/catalogue.service.ts';
import { sendDigests } from './features/social/digest.service.ts';
import { createMailer } from './mail/mailer.ts';
import { keptCountDrift, rebuildKeptCounts } from './shared/kept-counts/kept-counts.queries.ts';
import {
  findUserByEmail,
  findUserByUsername,
  insertUser,
} from '#src/shared/user-records/user-records.queries.ts';
import { normEmail, normUsername } from '#src/shared/user-records/user-names.ts';

const USAGE = `Usage:
  npm run cli -- user:create --email E --username U --password P [--role admin|moderator|user] [--verified]
  npm run cli -- catalogue:import FILE   (a catalogue file, e.g. server/src/seed/data/inks.more.json)
  npm run cli -- notifications:digest    (mails the notification digests that are due now, once)
  npm run cli -- counts:check            (compares every count the database keeps with a recount)
  npm run cli -- counts:rebuild          (recounts them all from the activity tables; server stopped)

Works on the database the server would use, with the server's settings: the environment,
and the settings file both read (ENV_FILE, else .env in the project folder).`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function userCreate(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'user' },
      verified: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const email = Email.safeParse(values.email ?? '');
  const username = Username.safeParse(values.username ?? '');
  const password = Password.safeParse(values.password ?? '');
  if (!values.email || !email.success)
    fail(`--email: ${email.error?.issues[0]?.message ?? 'required'}\n\n${USAGE}`);
  if (!values.username || !username.success)
    fail(`--username: ${username.error?.issues[0]?.message ?? 'required'}\n\n${USAGE}`);
  if (!values.password || !password.success)
    fail(`--password: ${password.error?.issues[0]?.message ?? 'required'}\n\n${USAGE}`);
  const role = values.role as Role;
  if (!ROLES.includes(role)) fail(`--role must be one of ${ROLES.join(', ')}`);

  readSettingsFile();
  const config = loadConfig();
  const db = createDb(config.database);
  try {
    await migrateToLatest(db);
    if (await findUserByEmail(db, email.data))
      fail(`An account with the email ${email.data} already exists.`);
    if (await findUserByUsername(db, username.data))
      fail(`The username ${username.data} is taken.`);
    const now = nowIso();
    const user = await insertUser(db, {
      username: username.data,
      username_norm: normUsername(username.data),
      email: email.data,
      email_norm: normEmail(email.data),
      password_hash: await hashPassword(password.data),
      role,
      email_verified: values.verified ? 1 : 0,
      created_at: now,
      updated_at: now,
    });
    console.log(
      `Created ${role} ${user.username} (id ${user.id}, ${user.email}, email ${values.verified ? 'verified' : 'not verified'}).`,
    );
    if (role !== 'user' && config.staffMfa === 'required') {
      console.log(
        'Staff need two-factor sign-in before staff actions (STAFF_MFA=required): sign in and turn it on in the profile.',
      );
    }
  } finally {
    await db.destroy();
  }
}

/**
 * Loads a catalogue file (ADR 048): repeatable; a second run of the same file changes
 * nothing and says so; what needs a person waits in the staff console's Catalogue tab.
 */
async function catalogueImport(argv: string[]): Promise<void> {
  const { positionals } = parseArgs({ args: argv, allowPositionals: true, strict: true });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) fail(`catalogue:import takes one file.\n\n${USAGE}`);
  let content: string;
  try {
    content = fs.readFileSync(file, 'utf8');
  } catch (err) {
    fail(`Cannot read ${file}: ${(err as Error).message}`);
  }
  const { records, problems } = parseCatalogueFile(content);
  if (problems.length > 0) {
    fail(`${file} was not imported (nothing changed):\n  ${problems.join('\n  ')}`);
  }
  const config = loadConfig();
  const db = createDb(config.database);
  try {
    await migrateToLatest(db);
    console.log(`Importing ${records.length} records from ${path.basename(file)}...`);
    let shown = 0;
    const s = await importCatalogue(db, records, {
      announce: true,
      progress: (done, total) => {
        if (done - shown >= 100 || done === total) {
          shown = done;
          console.log(`  ${done} of ${total}`);
        }
      },
    });
    console.log(
      `Done: ${s.added} added, ${s.updated} updated, ${s.unchanged} unchanged, ${s.queued} queued for staff review` +
        (s.skipped > 0 ? `, ${s.skipped} skipped (inks staff deleted)` : '') +
        '.',
    );
    if (s.added + s.updated + s.queued === 0) {
      console.log('Nothing changed: the catalogue already holds this file.');
    } else if (s.queued > 0) {
      console.log(
        'Staff find the questions in the staff console, Catalogue tab (/admin?tab=catalogue).',
      );
    }
  } finally {
    await db.destroy();
  }
}

/** The mailer's and the digest job's warnings on the console; their other lines dropped. */
function consoleLog(): FastifyBaseLogger {
  const quiet = () => undefined;
  const loud = (obj: unknown, message?: string) => {
    const err = (obj as { err?: unknown } | null)?.err;
    console.warn(message ?? obj, err instanceof Error ? `(${err.message})` : '');
  };
  const log = {
    level: 'warn',
    silent: quiet,
    trace: quiet,
    debug: quiet,
    info: quiet,
    warn: loud,
    error: loud,
    fatal: loud,
    child: () => log,
  };
  return log;
}

/**
 * The hourly digest job once, now (ADR 060): every member whose daily or weekly digest is due
 * and who has unread notifications no digest listed gets one mail, through the configured
 * mailer (SMTP_URL, or the outbox in DATA_DIR/outbox). A running server's own hourly run and
 * this one never both send a member's mail.
 */
async function notificationsDigest(argv: string[]): Promise<void> {
  const { positionals } = parseArgs({ args: argv, allowPositionals: true, strict: true });
  if (positionals.length > 0) fail(`notifications:digest takes no arguments.\n\n${USAGE}`);
  readSettingsFile();
  const config = loadConfig();
  const db = createDb(config.database);
  const log = consoleLog();
  const mailer = createMailer(config, log);
  try {
    await migrateToLatest(db);
    const sent = await sendDigests({ db, mailer, publicUrl: config.publicUrl, log });
    console.log(
      sent === 0
        ? 'No digest was due: nobody with the digest on has unread notifications waiting.'
        : `Sent ${sent} digest mail${sent === 1 ? '' : 's'}${config.smtpUrl ? '' : ` (written to ${path.join(config.dataDir, 'outbox')})`}.`,
    );
  } finally {
    mailer.close();
    await db.destroy();
  }
}

/**
 * Every count the database keeps (ADR 061) against a recount from the activity tables: exits 1
 * and lists what differs, if anything does (docs/operations.md "Kept counts").
 */
async function countsCheck(argv: string[]): Promise<void> {
  const { positionals } = parseArgs({ args: argv, allowPositionals: true, strict: true });
  if (positionals.length > 0) fail(`counts:check takes no arguments.\n\n${USAGE}`);
  readSettingsFile();
  const db = createDb(loadConfig().database);
  try {
    await migrateToLatest(db);
    const drift = await keptCountDrift(db);
    if (drift.length === 0) {
      console.log('Every kept count equals a recount.');
      return;
    }
    console.error(
      `These kept counts differ from a recount:\n${drift.map((d) => `  ${d}`).join('\n')}`,
    );
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

/** Every kept count recounted and written again (ADR 061), in one transaction. */
async function countsRebuild(argv: string[]): Promise<void> {
  const { positionals } = parseArgs({ args: argv, allowPositionals: true, strict: true });
  if (positionals.length > 0) fail(`counts:rebuild takes no arguments.\n\n${USAGE}`);
  readSettingsFile();
  const db = createDb(loadConfig().database);
  try {
    await migrateToLatest(db);
    const started = performance.now();
    await rebuildKeptCounts(db);
    console.log(
      `Every kept count was recounted and written again in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  try {
    if (command === 'user:create') await userCreate(rest);
    else if (command === 'catalogue:import') await catalogueImport(rest);
    else if (command === 'notifications:digest') await notificationsDigest(rest);
    else if (command === 'counts:check') await countsCheck(rest);
    else if (command === 'counts:rebuild') await countsRebuild(rest);
    else fail(command ? `Unknown command: ${command}\n\n${USAGE}` : USAGE);
  } catch (err) {
    if (err instanceof ConfigError) fail(`Cannot run: ${err.message}`);
    if (
      err instanceof TypeError &&
      'code' in err &&
      String(err.code).startsWith('ERR_PARSE_ARGS')
    ) {
      fail(`${err.message}\n\n${USAGE}`);
    }
    throw err;
  }
}

await main();
