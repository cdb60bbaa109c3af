/**
 * `npm run test:cluster`: the local cluster end to end. Starts the stack
 * (cluster/cluster.ts) and checks, over HTTP as a browser would:
 *   - a member signs in through app 1 and acts through app 2: comments, uploads an image,
 *     votes on another member's image and on an ink's properties;
 *   - the image is in the S3 bucket and served, the same bytes, by app 1, app 2 and nginx;
 *   - sign-in attempts from one address are counted across both app servers (Redis);
 *   - app 2 is killed with SIGKILL while 400 writes go through nginx: app 1 carries on,
 *     and every write that got a 2xx is in the database.
 * Prints each check and ends with `N passed, M failed`; exits 1 on any failure.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { createDb, type Db } from '#src/db/database.ts';
import { hashPassword } from '#src/features/auth/passwords.ts';
import { startStack, type App, type Stack } from './cluster.ts';
import { killHard, makeMembers, type Member } from './processes.ts';

let passed = 0;
let failed = 0;
function check(name: string, ok: boolean, detail = ''): void {
  if (ok) passed++;
  else failed++;
  console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}${detail ? `: ${detail}` : ''}`);
}

type Browser = { cookie: Map<string, string>; csrf: string };

function newBrowser(): Browser {
  const csrf = Buffer.from(crypto.getRandomValues(new Uint8Array(32)))
    .toString('base64url')
    .slice(0, 43);
  return { cookie: new Map([['inklore_csrf', csrf]]), csrf };
}

function fromMember(m: Member): Browser {
  const jar = new Map(
    m.cookie.split('; ').map((kv) => {
      const [k = '', v = ''] = kv.split('=');
      return [k, v] as [string, string];
    }),
  );
  return { cookie: jar, csrf: m.csrf };
}

async function call(
  base: string,
  b: Browser,
  method: string,
  url: string,
  body?: unknown,
  origin?: string,
  forwardedFor?: string,
): Promise<{ status: number; json: unknown; headers: Headers }> {
  const headers: Record<string, string> = {
    cookie: [...b.cookie].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-csrf-token': b.csrf,
  };
  if (origin) headers.origin = origin;
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  for (const c of res.headers.getSetCookie()) {
    const [pair = ''] = c.split(';');
    const [k = '', v = ''] = pair.split('=');
    if (v === '' || /max-age=0/i.test(c)) b.cookie.delete(k);
    else b.cookie.set(k, v);
  }
  const rotated = res.headers.get('x-csrf-token');
  if (rotated) b.csrf = rotated;
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json, headers: res.headers };
}

async function pngDataUrl(hex: string): Promise<string> {
  const png = await sharp({
    create: { width: 96, height: 96, channels: 3, background: hex },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function member(db: Db, name: string, password: string) {
  const [m] = await makeMembers(db, name, 1, await hashPassword(password));
  if (!m) throw new Error('no member made');
  return { ...m, username: `crash_${name}_0`, password };
}

async function signInAndAct(stack: Stack, db: Db): Promise<void> {
  const [app1, app2] = stack.apps as [App, App];
  const password = 'a long enough password';
  const alice = await member(db, 'alice', password);
  const bob = await member(db, 'bob', password);
  const inks = (await db.selectFrom('inks').select('id').orderBy('id').limit(3).execute()).map(
    (i) => i.id,
  );
  const [inkA = 1, inkB = 2] = inks;

  // Alice signs in through app 1 (a fresh browser: no session yet) ...
  const a = newBrowser();
  const login = await call(app1.base, a, 'POST', '/api/auth/login', {
    login: alice.username,
    password,
  });
  check('sign in through app 1', login.status === 200, `status ${login.status}`);
  // ... and acts through app 2 with the same cookies
  const me = await call(app2.base, a, 'GET', '/api/auth/user');
  check(
    'app 2 knows the session made by app 1',
    me.status === 200 && (me.json as { username?: string }).username === alice.username,
    `status ${me.status}`,
  );
  const comment = await call(app2.base, a, 'POST', `/api/inks/${inkA}/comments`, {
    content: 'Written through app 2 after signing in through app 1.',
  });
  check('comment through app 2', comment.status === 201, `status ${comment.status}`);

  const upload = await call(app2.base, a, 'POST', `/api/inks/${inkA}/community-images`, {
    imageUrl: await pngDataUrl('#1d4e89'),
    caption: 'A swatch, through app 2',
    ownershipConfirmed: true,
    appropriatenessConfirmed: true,
  });
  const image = upload.json as { id?: number; imageUrl?: string };
  check('upload an image through app 2', upload.status === 201, `status ${upload.status}`);

  // The image is in the bucket and every server serves the same bytes.
  const s3 = new S3Client({
    region: 'us-east-1',
    endpoint: stack.s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: stack.s3.bucket }));
  const key = image.imageUrl?.split('/').pop() ?? '(none)';
  const inBucket = (listed.Contents ?? []).some((o) => o.Key?.endsWith(key));
  check('the image is in the S3 bucket', inBucket, `looked for ${key}`);
  s3.destroy();
  const bodies: string[] = [];
  for (const base of [app1.base, app2.base, stack.url]) {
    const res = await fetch(base + (image.imageUrl ?? '/media/none'), { redirect: 'follow' });
    const bytes = Buffer.from(await res.arrayBuffer());
    bodies.push(res.ok ? `${res.headers.get('content-type')} ${bytes.toString('base64')}` : '');
  }
  check(
    'the image is served, the same bytes, by app 1, app 2 and nginx',
    bodies[0] !== '' && bodies.every((x) => x === bodies[0]),
    bodies.map((x) => (x ? 'ok' : 'missing')).join(', '),
  );

  // Bob votes for Alice's image through app 1 and sees it through app 2.
  const bb = fromMember(bob);
  const vote = await call(app1.base, bb, 'POST', `/api/community-images/${image.id ?? 0}/vote`);
  const gallery = await call(app2.base, bb, 'GET', `/api/inks/${inkA}/community-images`);
  const shown = JSON.stringify(gallery.json);
  check(
    'a vote through app 1 on an image uploaded through app 2, seen through app 2',
    vote.status === 200 && (vote.json as { upvotes?: number }).upvotes === 1 && shown.includes(key),
    `vote ${vote.status}, gallery ${gallery.status}`,
  );

  // Property votes: the ink-ventory entry through app 1, the votes through app 2.
  const entry = await call(app1.base, a, 'POST', `/api/inks/${inkB}/collection`, {
    status: 'owned',
  });
  const votes = await call(app2.base, a, 'PUT', `/api/inks/${inkB}/property-votes`, {
    sheen: true,
    flow: 'wet',
  });
  check(
    'an ink-ventory entry through app 1, then property votes through app 2',
    entry.status === 201 && votes.status === 200,
    `entry ${entry.status}, votes ${votes.status}`,
  );
}

async function limitsAcrossServers(stack: Stack): Promise<void> {
  const [app1, app2] = stack.apps as [App, App];
  // Five sign-in attempts per address per 20 s (the default): spread over both servers, the
  // sixth is refused wherever it goes. The address is the client's as nginx forwards it
  // (X-Forwarded-For: $remote_addr; TRUST_PROXY=true, and app servers are reachable from nginx
  // only in a real deployment, so the header is nginx's), sent here straight to each server.
  const statuses: number[] = [];
  const bases = [app1.base, app2.base];
  for (let i = 0; i < 7; i++) {
    const r = await call(
      bases[i % 2] ?? stack.url,
      newBrowser(),
      'POST',
      '/api/auth/login',
      { login: `nobody_${i}`, password: 'not the password at all' },
      undefined,
      '203.0.113.7',
    );
    statuses.push(r.status);
  }
  check(
    'failed sign-ins from one address counted across both servers (Redis)',
    statuses.slice(0, 5).every((s) => s === 401) && statuses.slice(5).every((s) => s === 429),
    statuses.join(' '),
  );

  // Through nginx a client cannot choose its address: an X-Forwarded-For it writes is
  // replaced by the address nginx sees, so seven attempts "from" seven addresses are one
  // address's seven (that address, 127.0.0.1, may have signed in already in this test: the
  // first sign-in went to app 1 from it).
  const forged: number[] = [];
  for (let i = 0; i < 7; i++) {
    const r = await call(
      stack.url,
      newBrowser(),
      'POST',
      '/api/auth/login',
      { login: `forger_${i}`, password: 'not the password at all' },
      undefined,
      `198.51.100.${i + 1}`,
    );
    forged.push(r.status);
  }
  check(
    'a forged X-Forwarded-For through nginx does not escape the per-address limit',
    forged.filter((s) => s === 401).length <= 5 &&
      forged.every((s) => s === 401 || s === 429) &&
      forged.slice(5).every((s) => s === 429),
    forged.join(' '),
  );
}

async function killOneMidRun(stack: Stack, db: Db): Promise<void> {
  const [, app2] = stack.apps as [App, App];
  const members = await makeMembers(db, 'writer', 20);
  const inks = (await db.selectFrom('inks').select('id').orderBy('id').execute()).map((i) => i.id);
  type Sent = { member: Member; inkId: number; notes: string; status: number };
  const writes: Sent[] = [];
  const total = 400;
  for (let n = 0; n < total; n++) {
    writes.push({
      member: members[n % members.length] as Member,
      inkId: inks[Math.floor(n / members.length) + 10] ?? 1,
      notes: `cluster write ${n}`,
      status: 0,
    });
  }
  let next = 0;
  let acknowledged = 0;
  let killedAt = -1;
  const worker = async () => {
    while (next < writes.length) {
      const w = writes[next++] as Sent;
      try {
        const r = await call(
          stack.url,
          fromMember(w.member),
          'POST',
          `/api/inks/${w.inkId}/collection`,
          { status: 'tried', notes: w.notes },
          stack.url,
        );
        w.status = r.status;
      } catch {
        w.status = -1;
      }
      if (w.status >= 200 && w.status < 300) acknowledged++;
      if (acknowledged === 120 && killedAt < 0) {
        killedAt = next;
        void killHard(app2.child);
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  const ok = writes.filter((w) => w.status >= 200 && w.status < 300);
  const refused = writes.filter((w) => !(w.status >= 200 && w.status < 300));
  // After the kill, at most the requests app 2 held at that moment fail; the rest go to app 1.
  const lateFailures = writes.slice(Math.max(0, killedAt) + 32).filter((w) => w.status !== 201);
  check(
    'app 2 killed mid-run: nginx carries on with app 1',
    killedAt >= 0 && lateFailures.length === 0,
    `killed after ${killedAt} sent; ${ok.length} acknowledged, ${refused.length} not (statuses ${[
      ...new Set(refused.map((w) => w.status)),
    ].join(', ')}), ${lateFailures.length} failures after the kill settled`,
  );
  let lost = 0;
  for (const w of ok) {
    const row = await db
      .selectFrom('inventory_entries')
      .select('notes')
      .where('user_id', '=', w.member.id)
      .where('ink_id', '=', w.inkId)
      .executeTakeFirst();
    if (row?.notes !== w.notes) lost++;
  }
  check(
    'no acknowledged write lost',
    lost === 0,
    `${ok.length} acknowledged, ${ok.length - lost} found, ${lost} lost`,
  );
}

console.log('Cluster end to end: starting the stack...');
const started = Date.now();
let stack: Stack | undefined;
try {
  stack = await startStack({ log: (line) => console.log(`  ${line}`) });
  console.log(`Up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const db = createDb({ kind: 'postgres', url: stack.databaseUrl });
  try {
    await signInAndAct(stack, db);
    await limitsAcrossServers(stack);
    await killOneMidRun(stack, db);
  } finally {
    await db.destroy();
  }
} catch (err) {
  failed++;
  console.log(`  FAIL  the cluster test stopped: ${(err as Error).stack ?? String(err)}`);
} finally {
  await stack?.stop();
}
console.log(`Cluster end to end: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
