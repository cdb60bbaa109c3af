/**
 * `npm run scan` (docs/security.md "Scanners and fuzzing"): sqlmap, wapiti and ffuf against a local instance,
 * failing on any finding.
 *
 * Starts the production server (src/main.ts) on a fresh SQLite database with the demo
 * catalogue and a signed-in member, then runs:
 *   - sqlmap on every parameterised public endpoint (query strings and path ids) and, with the
 *     member's session, the member endpoints' JSON bodies: a finding is any injection sqlmap
 *     reports (its target log is not empty);
 *   - wapiti with its sql, xss, exec, file, crlf, csrf, redirect and backup modules, started
 *     from the site's pages and the API's parameterised addresses: a finding is any
 *     vulnerability or anomaly (a 5xx) in its JSON report;
 *   - ffuf with the common-files list in scan/common-files.txt (one path a line, no comments:
 *     ffuf would ask for them too; version control, environment,
 *     source maps, backups, databases): a finding is any of them answered with a 2xx or 3xx.
 * Also checks that the built web app ships no source maps.
 *
 * Profiles: --quick (the default; sqlmap level 1 risk 1, wapiti's scan time capped: about
 * 3-6 minutes here, in .ci/run) and --full (sqlmap level 5 risk 3, wapiti uncapped; an hour
 * or more). Prints every command it runs, each tool's findings, and ends with
 * `N passed, M failed`; exits 1 on any finding or failure to run.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '#src/db/database.ts';
import {
  makeMembers,
  SERVER_DIR,
  startServer,
  stopGently,
  type Member,
} from '../cluster/processes.ts';

const full = process.argv.includes('--full');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-scan-'));
let passed = 0;
let failed = 0;

function result(name: string, ok: boolean, detail: string): void {
  if (ok) passed++;
  else failed++;
  console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
}

function run(
  cmd: string,
  args: string[],
  timeoutMs: number,
): { status: number | null; out: string } {
  const shown = [cmd, ...args.map((a) => (/[\s"'{}*&?;]/.test(a) ? `'${a}'` : a))].join(' ');
  console.log(`  $ ${shown}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, {
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 64 * 1024 * 1024,
    cwd: work,
  });
  console.log(
    `    (${((Date.now() - started) / 1000).toFixed(0)} s, exit ${r.status ?? r.signal})`,
  );
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

function need(tool: string): boolean {
  const ok = spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
  if (!ok) result(tool, false, `not installed (apt-get install -y ${tool})`);
  return ok;
}

// ---------------------------------------------------------------------------------------

type Target = { url: string; data?: string; method?: string; auth?: boolean };

function sqlmapTargets(base: string, inkId: number, username: string): Target[] {
  return [
    { url: `${base}/api/inks?search=blue*&page=1*` },
    { url: `${base}/api/inks?brand=Diamine&color=Blue&properties=Shading&page=1` },
    { url: `${base}/api/inks?near=1d4e89&page=1` },
    { url: `${base}/api/inks/${inkId}*` },
    { url: `${base}/api/inks/${inkId}/comments?page=1` },
    { url: `${base}/api/inks/${inkId}/community-images?sort=top` },
    { url: `${base}/api/inks/${inkId}/similar` },
    { url: `${base}/api/news?page=1` },
    { url: `${base}/api/users/${username}*` },
    { url: `${base}/api/submissions/duplicates?brand=Diamine*&name=Oxblood*`, auth: true },
    // member endpoints, with the session: JSON bodies
    {
      url: `${base}/api/inks/${inkId}/comments`,
      method: 'POST',
      data: '{"content":"A lovely shade*"}',
      auth: true,
    },
    {
      url: `${base}/api/inks/${inkId}/collection`,
      method: 'POST',
      data: '{"status":"owned*","notes":"scan*"}',
      auth: true,
    },
    {
      url: `${base}/api/reports`,
      method: 'POST',
      data: `{"reportType":"ink_profile","targetId":${inkId},"reason":"spam","description":"scan*"}`,
      auth: true,
    },
    { url: `${base}/api/auth/inventory?status=owned*`, auth: true },
    { url: `${base}/api/auth/collections?inkId=${inkId}*`, auth: true },
  ];
}

function sqlmap(base: string, member: Member, inkId: number, username: string): void {
  const out = path.join(work, 'sqlmap');
  const findings: string[] = [];
  const targets = sqlmapTargets(base, inkId, username);
  for (const t of targets) {
    const args = [
      '-u',
      t.url,
      '--batch',
      `--level=${full ? 5 : 1}`,
      `--risk=${full ? 3 : 1}`,
      `--output-dir=${out}`,
      '--flush-session',
      '--disable-coloring',
      '-v',
      '0',
      '--threads=4',
      // our refusals (400, 401, 403, 404, 409, 429) are answers, not errors to stop at
      '--ignore-code=400,401,403,404,409,422,429',
      '--answers=follow=N,keep testing=Y',
    ];
    if (t.method) args.push(`--method=${t.method}`);
    if (t.data) args.push(`--data=${t.data}`, '--headers=Content-Type: application/json');
    if (t.auth) {
      args.push(`--cookie=${member.cookie}`, `--headers=X-CSRF-Token: ${member.csrf}`);
      if (t.data) {
        // both headers in one option (sqlmap takes the last --headers)
        args.splice(args.indexOf('--headers=Content-Type: application/json'), 1);
        args.splice(
          args.indexOf(`--headers=X-CSRF-Token: ${member.csrf}`),
          1,
          `--headers=X-CSRF-Token: ${member.csrf}\nContent-Type: application/json`,
        );
      }
    }
    const r = run('sqlmap', args, full ? 3_600_000 : 300_000);
    const host = new URL(base).host.replace(':', '_');
    const logFile = path.join(out, host.split('_')[0] ?? '', 'log');
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').trim() : '';
    if (log !== '') findings.push(`${t.url}: ${log.slice(0, 300)}`);
    if (/is vulnerable|appears to be injectable|injection point/i.test(r.out)) {
      findings.push(
        `${t.url}: ${/.*(vulnerable|injectable|injection point).*/i.exec(r.out)?.[0] ?? ''}`,
      );
    }
    // sqlmap says so when it tested and found nothing; anything else means it did not test
    if (!/do not appear to be injectable|does not seem to be injectable/i.test(r.out)) {
      findings.push(
        `${t.url}: sqlmap did not finish its tests (exit ${r.status}): ${r.out.trim().split('\n').slice(-3).join(' | ')}`,
      );
    }
  }
  result(
    `sqlmap, level ${full ? 5 : 1} risk ${full ? 3 : 1}, ${targets.length} endpoints`,
    findings.length === 0,
    findings.length === 0 ? 'no injection found' : findings.join('\n        '),
  );
}

function wapiti(base: string, member: Member, inkId: number): void {
  const report = path.join(work, 'wapiti.json');
  const cookieFile = path.join(work, 'cookies.json');
  // wapiti's cookie file: {domain: {path: {name: {value, ...}}}}
  const host = new URL(base).hostname;
  const jar: Record<
    string,
    { value: string; version: number; expires: null; secure: boolean; port: null }
  > = {};
  for (const kv of member.cookie.split('; ')) {
    const [k = '', v = ''] = kv.split('=');
    jar[k] = { value: v, version: 0, expires: null, secure: false, port: null };
  }
  const cookies = { [host]: { '/': jar } };
  fs.writeFileSync(cookieFile, JSON.stringify(cookies));
  const starts = [
    `${base}/browse?search=blue&brand=Diamine`,
    `${base}/ink/${inkId}`,
    `${base}/news`,
    `${base}/api/inks?search=blue&page=1`,
    `${base}/api/inks?brand=Diamine&page=2`,
    `${base}/api/inks/${inkId}/comments?page=1`,
    `${base}/api/news?page=1`,
    `${base}/login?next=/profile`,
  ];
  const args = [
    '-u',
    `${base}/`,
    ...starts.flatMap((s) => ['-s', s]),
    '-m',
    'sql,xss,exec,file,crlf,csrf,redirect,backup',
    '--scope',
    'folder',
    '--flush-session',
    '-c',
    cookieFile,
    '-H',
    `X-CSRF-Token: ${member.csrf}`,
    // wapiti 3.0.4 asks for Brotli, which its HTTP library cannot decode without python3-brotli:
    // it would read every page as noise and crawl nothing
    '-H',
    'Accept-Encoding: gzip, deflate',
    '-f',
    'json',
    '-o',
    report,
    '-d',
    full ? '4' : '2',
    '--max-links-per-page',
    full ? '100' : '15',
    '--max-files-per-dir',
    full ? '200' : '40',
    ...(full ? [] : ['--max-scan-time', '60', '--max-attack-time', '12']),
    '--verify-ssl',
    '0',
  ];
  const r = run('wapiti', args, full ? 7_200_000 : 600_000);
  if (!fs.existsSync(report)) {
    result(
      'wapiti',
      false,
      `no report (exit ${r.status}): ${r.out.trim().split('\n').slice(-5).join(' | ')}`,
    );
    return;
  }
  const json = JSON.parse(fs.readFileSync(report, 'utf8')) as {
    vulnerabilities?: Record<string, { info?: string; path?: string; method?: string }[]>;
    anomalies?: Record<string, { info?: string; path?: string; method?: string }[]>;
  };
  const found = [
    ...Object.entries(json.vulnerabilities ?? {}),
    ...Object.entries(json.anomalies ?? {}),
  ].flatMap(([kind, list]) =>
    list.map((v) => `${kind}: ${v.method ?? ''} ${v.path ?? ''} ${v.info ?? ''}`.trim()),
  );
  const modules = (r.out.match(/\[\*\] Launching module/g) ?? []).length;
  const crawled = Number(/Wapiti found (\d+) URLs and forms/.exec(r.out)?.[1] ?? 0);
  // a crawl that found (almost) nothing attacked nothing: that is a failure of the scan
  if (crawled < 10) found.push(`wapiti found only ${crawled} URLs and forms to attack`);
  result(
    'wapiti (sql, xss, exec, file, crlf, csrf, redirect, backup)',
    found.length === 0,
    found.length === 0
      ? `no vulnerability or anomaly (${modules} modules over ${crawled} pages and forms)`
      : found.slice(0, 20).join('\n        '),
  );
}

function ffuf(base: string): void {
  const list = path.join(SERVER_DIR, 'scan', 'common-files.txt');
  const report = path.join(work, 'ffuf.json');
  const r = run(
    'ffuf',
    [
      '-u',
      `${base}/FUZZ`,
      '-w',
      list,
      '-mc',
      '200,201,202,203,204,206,301,302,307,308',
      '-of',
      'json',
      '-o',
      report,
      '-s',
      '-t',
      '8',
    ],
    300_000,
  );
  if (!fs.existsSync(report)) {
    result('ffuf', false, `no report (exit ${r.status}): ${r.out.trim().slice(0, 300)}`);
    return;
  }
  const json = JSON.parse(fs.readFileSync(report, 'utf8')) as {
    results?: { input?: { FUZZ?: string }; status?: number }[];
  };
  const hits = (json.results ?? []).map((h) => `/${h.input?.FUZZ ?? ''} (${h.status ?? 0})`);
  const words = fs
    .readFileSync(list, 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#')).length;
  result(
    `ffuf, ${words} common files`,
    hits.length === 0,
    hits.length === 0 ? 'none exposed' : hits.join(', '),
  );
}

/** The web build the scanned server served ships no source maps. */
function sourceMaps(dist: string): void {
  if (!fs.existsSync(dist)) {
    result('no source maps in the web build', false, `no web build at ${dist}`);
    return;
  }
  const maps: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.map')) maps.push(path.relative(dist, p));
    }
  };
  walk(dist);
  result(
    'no source maps in the web build',
    maps.length === 0,
    maps.length === 0 ? 'none' : maps.join(', '),
  );
}

// ---------------------------------------------------------------------------------------

console.log(
  `Scanners (${full ? 'full' : 'quick'} profile) against a local instance; work folder ${work}`,
);
const started = Date.now();
const dataDir = path.join(work, 'data');
fs.mkdirSync(dataDir);
const database = { kind: 'sqlite' as const, file: path.join(dataDir, 'inklore.sqlite') };
// wapiti crawls the site's pages: web/dist when there is one (npm start makes it), or else a
// build of our own in the work folder, so that nothing else reading web/dist meanwhile (.ci/run
// runs other steps beside the scanners) sees a build half written
let webDist = path.join(SERVER_DIR, '..', 'web', 'dist');
if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  webDist = path.join(work, 'web-dist');
  console.log(`  building the web app into ${webDist} (web/dist is missing)...`);
  const built = spawnSync(
    'npm',
    ['run', 'build', '--silent', '-w', '@inklore/web', '--', '--outDir', webDist, '--emptyOutDir'],
    { cwd: path.join(SERVER_DIR, '..'), stdio: 'inherit' },
  );
  if (built.status !== 0) result('web build', false, 'npm run build failed');
}
const server = await startServer(database, dataDir, {
  RATE_LIMIT_REQUESTS_IP: 'off',
  RATE_LIMIT_REPORT_USER: 'off',
  RATE_LIMIT_LOGIN_IP: 'off',
  ...(fs.existsSync(path.join(webDist, 'index.html')) ? { WEB_DIST: webDist } : {}),
});
try {
  const db = createDb(database);
  const [member] = await makeMembers(db, 'scan', 1);
  const ink = await db.selectFrom('inks').select('id').orderBy('id').executeTakeFirstOrThrow();
  await db.destroy();
  if (!member) throw new Error('no member');
  console.log(`  server ${server.base}, member crash_scan_0, ink ${ink.id}`);
  if (need('sqlmap')) sqlmap(server.base, member, ink.id, 'crash_scan_0');
  if (need('wapiti')) wapiti(server.base, member, ink.id);
  if (need('ffuf')) ffuf(server.base);
  sourceMaps(webDist);
  const errors = server
    .log()
    .split('\n')
    .filter((l) => /"level":50|"statusCode":5\d\d/.test(l));
  result(
    'no 5xx logged by the server during the scans',
    errors.length === 0,
    errors.length === 0 ? 'none' : errors.slice(0, 5).join('\n        '),
  );
} catch (err) {
  result('scan', false, (err as Error).stack ?? String(err));
} finally {
  await stopGently(server.child);
  fs.rmSync(work, { recursive: true, force: true });
}
console.log(
  `Scanners: ${passed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failed > 0 ? 1 : 0);
