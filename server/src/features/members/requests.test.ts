import {
  MEMBER_MESSAGES,
  SAMPLE_LIMITS,
  type SampleMessage,
  type SampleRequestDetail,
  type SampleRequestList,
} from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  inkSupply,
  insertAccessToken,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';
import {
  ask,
  countOf,
  keep,
  expectError,
  memberTables,
  notificationsOf,
  ownAndOffer,
  restrict,
  type Member,
} from './members.test-kit.ts';

let t: TestContext;
let freshInk: () => number;
beforeAll(async () => {
  // the daily limits are proved with an app of their own below
  t = await createTestApp({
    RATE_LIMIT_SAMPLE_REQUEST_USER: '1000/1h',
    RATE_LIMIT_SAMPLE_MESSAGE_USER: '1000/1h',
    RATE_LIMIT_SAMPLE_OFFER_USER: '1000/1h',
  });
  freshInk = await inkSupply(t.db, 0, 200);
});
afterAll(async () => {
  await t.close();
});

/** An owner offering a fresh ink, and a member who may ask for it. */
async function pair(): Promise<{ owner: Member; asker: Member; inkId: number }> {
  const inkId = freshInk();
  const owner = await withSession(t);
  const asker = await withSession(t);
  await ownAndOffer(owner.browser, inkId);
  return { owner, asker, inkId };
}

async function detail(m: Member, id: number): Promise<SampleRequestDetail> {
  const res = await m.browser.get(`/api/auth/sample-requests/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<SampleRequestDetail>(res);
}

const answer = (m: Member, id: number, a: string) =>
  m.browser.post(`/api/auth/sample-requests/${id}/answer`, { answer: a });
const write = (m: Member, id: number, body: string) =>
  m.browser.post(`/api/auth/sample-requests/${id}/messages`, { body });

describe('POST /api/auth/sample-requests', () => {
  it('asks a member who offers the ink; its message is the first; the owner is told', async () => {
    const { owner, asker, inkId } = await pair();
    const made = await ask(asker.browser, owner.user.username, inkId, '  Hello! Could I try it?  ');
    expect(made).toMatchObject({
      ink: { id: inkId },
      requester: { username: asker.user.username },
      owner: { username: owner.user.username },
      role: 'requester',
      state: 'pending',
      messageCount: 1,
      lastMessage: 'Hello! Could I try it?',
      canWrite: true,
      answeredAt: null,
    });
    expect(made.messages).toMatchObject([{ body: 'Hello! Could I try it?', mine: true }]);
    const seen = await detail(owner, made.id);
    expect(seen.role).toBe('owner');
    expect(seen.messages[0]?.mine).toBe(false);
    expect(seen.messages[0]?.from?.username).toBe(asker.user.username);
    const told = await notificationsOf(t, owner.user.id, 'sample_request');
    expect(told).toMatchObject([{ actor_id: asker.user.id, ink_id: inkId, target_id: made.id }]);
    expect(JSON.stringify(seen)).not.toContain('@example.test');
  });

  it('refuses oneself, no offer, an unknown or suspended member and a block, changing nothing', async () => {
    const { owner, asker, inkId } = await pair();
    const before = await memberTables(t);
    const post = (m: Member, body: object) => m.browser.post('/api/auth/sample-requests', body);
    const msg = 'Please?';
    expectError(
      await post(owner, { username: owner.user.username, inkId, message: msg }),
      400,
      'validation_failed',
      MEMBER_MESSAGES.ownRequest,
    );
    expectError(
      await post(asker, { username: owner.user.username, inkId: freshInk(), message: msg }),
      409,
      'conflict',
      MEMBER_MESSAGES.noOffer,
    );
    expectError(
      await post(asker, { username: 'nobody-has-this-name', inkId, message: msg }),
      404,
      'not_found',
      MEMBER_MESSAGES.userNotFound,
    );
    const blocker = await withSession(t);
    await ownAndOffer(blocker.browser, inkId);
    expect(
      (await blocker.browser.send('PUT', `/api/auth/blocks/${asker.user.username}`)).statusCode,
    ).toBe(204);
    const after = await memberTables(t);
    expectError(
      await post(asker, { username: blocker.user.username, inkId, message: msg }),
      403,
      'forbidden',
      MEMBER_MESSAGES.blocked,
    );
    // the other way round too: the blocker cannot ask the one they blocked
    await ownAndOffer(asker.browser, freshInk());
    const askersInk = (await asker.browser.get('/api/auth/samples/offers')).body;
    const askerInkId = (JSON.parse(askersInk) as { ink: { id: number } }[])[0]?.ink.id ?? 0;
    const after2 = await memberTables(t);
    expectError(
      await post(blocker, { username: asker.user.username, inkId: askerInkId, message: msg }),
      403,
      'forbidden',
      MEMBER_MESSAGES.blocked,
    );
    expect(await memberTables(t)).toEqual(after2);
    expect(after.blocks).toBe((before.blocks ?? 0) + 1);
    // an offer that stops counting (the owner is suspended) cannot be asked for
    await restrict(t, owner.user.id, 'suspended');
    expectError(
      await post(asker, { username: owner.user.username, inkId, message: msg }),
      404,
      'not_found',
    );
  });

  it('refuses bad input and huge ids with 400, changing nothing', async () => {
    const { owner, asker, inkId } = await pair();
    const before = await memberTables(t);
    const username = owner.user.username;
    for (const body of [
      {},
      { username, inkId },
      { username, inkId, message: '' },
      { username, inkId, message: '   ' },
      { username, inkId, message: 'x'.repeat(SAMPLE_LIMITS.messageMaxLength + 1) },
      { username, inkId, message: 'nul\u0000' },
      { username, inkId: 2 ** 53, message: 'hi' },
      { username, inkId: 2147483648, message: 'hi' },
      { username, inkId: -1, message: 'hi' },
      { username, inkId: '1', message: 'hi' },
      { username, inkId, message: 'hi', extra: 1 },
      { username: '', inkId, message: 'hi' },
      { username: 'x'.repeat(200), inkId, message: 'hi' },
    ]) {
      expectError(
        await asker.browser.post('/api/auth/sample-requests', body),
        400,
        'validation_failed',
      );
    }
    for (const id of ['2147483648', '9007199254740992', '0', '-1', '1.5', 'abc']) {
      expectError(
        await asker.browser.get(`/api/auth/sample-requests/${id}`),
        400,
        'validation_failed',
      );
      expectError(await answer(asker, Number.isNaN(Number(id)) ? 0 : Number(id), 'accept'), 400);
      expectError(
        await asker.browser.post(`/api/auth/sample-requests/${id}/messages`, { body: 'hi' }),
        400,
        'validation_failed',
      );
    }
    expectError(
      await asker.browser.get('/api/auth/sample-requests?box=all'),
      400,
      'validation_failed',
    );
    expectError(
      await asker.browser.get('/api/auth/sample-requests?page=0'),
      400,
      'validation_failed',
    );
    expect(await memberTables(t)).toEqual(before);
  });

  it('keeps one waiting request per asker, owner and ink: of 10 at once exactly one is made', async () => {
    const { owner, asker, inkId } = await pair();
    // one CSRF token for all ten (as a browser tab has)
    const token = await asker.browser.get('/api/auth/csrf-token');
    asker.browser.csrf = json<{ csrfToken: string }>(token).csrfToken;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        asker.browser.post('/api/auth/sample-requests', {
          username: owner.user.username,
          inkId,
          message: `Attempt ${i}`,
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expectError(r, 409, 'conflict', MEMBER_MESSAGES.alreadyAsked);
    }
    const rows = await t.db
      .selectFrom('sample_requests')
      .select(['id', 'message_count'])
      .where('requester_id', '=', asker.user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.message_count).toBe(1);
    expect(
      await t.db
        .selectFrom('sample_messages')
        .select('id')
        .where('request_id', '=', rows[0]?.id ?? 0)
        .execute(),
    ).toHaveLength(1);
    // once answered, the same ink may be asked for again
    expect((await answer(asker, rows[0]?.id ?? 0, 'withdraw')).statusCode).toBe(200);
    await ask(asker.browser, owner.user.username, inkId);
  });

  it(`keeps at most ${SAMPLE_LIMITS.pendingPerMember} requests waiting per asker (429)`, async () => {
    const asker = await withSession(t);
    const at = new Date().toISOString();
    for (let i = 0; i < SAMPLE_LIMITS.pendingPerMember; i++) {
      const other = await withSession(t);
      await t.db
        .insertInto('sample_requests')
        .values({
          requester_id: asker.user.id,
          owner_id: other.user.id,
          ink_id: freshInk(),
          state: 'pending',
          message_count: 0,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    const { owner, inkId } = await pair();
    const before = await memberTables(t);
    expectError(
      await asker.browser.post('/api/auth/sample-requests', {
        username: owner.user.username,
        inkId,
        message: 'One more?',
      }),
      409,
      'conflict',
      MEMBER_MESSAGES.tooManyPending,
    );
    expect(await memberTables(t)).toEqual(before);
  });

  it('needs a verified email and no limit', async () => {
    const { owner, inkId } = await pair();
    const fresh = await withSession(t, { verified: false });
    const body = { username: owner.user.username, inkId, message: 'Hi' };
    expectError(
      await fresh.browser.post('/api/auth/sample-requests', body),
      403,
      'email_unverified',
    );
    const limited = await withSession(t);
    await restrict(t, limited.user.id, 'limited');
    expectError(
      await limited.browser.post('/api/auth/sample-requests', body),
      403,
      'account_limited',
    );
  });
});

describe('the request and who may move it', () => {
  it('the owner accepts; the one who asked is told; every wrong mover is 409 or 404', async () => {
    const { owner, asker, inkId } = await pair();
    const { id } = await ask(asker.browser, owner.user.username, inkId);
    const stranger = await withSession(t);
    const moderator = await withSession(t, { role: 'moderator', totp: true });
    const admin = await withSession(t, { role: 'admin', totp: true });
    for (const m of [stranger, moderator, admin]) {
      expectError(await m.browser.get(`/api/auth/sample-requests/${id}`), 404, 'not_found');
      expectError(await answer(m, id, 'decline'), 404, 'not_found');
      expectError(await write(m, id, 'Hello'), 404, 'not_found');
    }
    expectError(await answer(asker, id, 'accept'), 409, 'conflict', MEMBER_MESSAGES.notYours);
    expectError(await answer(asker, id, 'decline'), 409, 'conflict', MEMBER_MESSAGES.notYours);
    expectError(await answer(owner, id, 'withdraw'), 409, 'conflict', MEMBER_MESSAGES.notYours);
    expectError(await answer(owner, id, 'maybe'), 400, 'validation_failed');
    expect((await detail(owner, id)).state).toBe('pending');

    const accepted = await answer(owner, id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(json<SampleRequestDetail>(accepted)).toMatchObject({
      state: 'accepted',
      canWrite: true,
    });
    expect(json<SampleRequestDetail>(accepted).answeredAt).not.toBeNull();
    expect(await notificationsOf(t, asker.user.id, 'sample_answer')).toMatchObject([
      { actor_id: owner.user.id, ink_id: inkId, target_id: id },
    ]);
    for (const [m, a] of [
      [owner, 'accept'],
      [owner, 'decline'],
      [asker, 'withdraw'],
    ] as const) {
      expectError(await answer(m, id, a), 409, 'conflict', MEMBER_MESSAGES.requestClosed);
    }
    // after accepting, both may still write (to agree how to send)
    expect((await write(owner, id, 'Send me where to post it.')).statusCode).toBe(201);
    expect((await write(asker, id, 'Thank you!')).statusCode).toBe(201);
  });

  it('the owner declines (told), the asker withdraws (not told); then no more messages', async () => {
    const { owner, asker, inkId } = await pair();
    const first = await ask(asker.browser, owner.user.username, inkId);
    expect(json<SampleRequestDetail>(await answer(owner, first.id, 'decline')).state).toBe(
      'declined',
    );
    expect(await notificationsOf(t, asker.user.id, 'sample_answer')).toHaveLength(1);
    expectError(
      await write(asker, first.id, 'Why?'),
      409,
      'conflict',
      MEMBER_MESSAGES.closedForMessages,
    );
    expect((await detail(asker, first.id)).canWrite).toBe(false);

    const second = await ask(asker.browser, owner.user.username, inkId);
    expect(json<SampleRequestDetail>(await answer(asker, second.id, 'withdraw')).state).toBe(
      'withdrawn',
    );
    expect(await notificationsOf(t, asker.user.id, 'sample_answer')).toHaveLength(1);
    expect(await notificationsOf(t, owner.user.id, 'sample_answer')).toHaveLength(0);
    expectError(
      await write(owner, second.id, 'Oh'),
      409,
      'conflict',
      MEMBER_MESSAGES.closedForMessages,
    );
    expectError(
      await answer(owner, second.id, 'accept'),
      409,
      'conflict',
      MEMBER_MESSAGES.requestClosed,
    );
  });

  it('a limited owner cannot accept but may decline; a suspended one only reads', async () => {
    const { owner, asker, inkId } = await pair();
    const { id } = await ask(asker.browser, owner.user.username, inkId);
    await restrict(t, owner.user.id, 'limited');
    expectError(await answer(owner, id, 'accept'), 403, 'account_limited');
    expect((await detail(owner, id)).state).toBe('pending');
    expect((await answer(owner, id, 'decline')).statusCode).toBe(200);
    const other = await pair();
    const { id: id2 } = await ask(other.asker.browser, other.owner.user.username, other.inkId);
    await restrict(t, other.asker.user.id, 'suspended');
    expectError(await answer(other.asker, id2, 'withdraw'), 403, 'account_suspended');
    expect((await other.asker.browser.get(`/api/auth/sample-requests/${id2}`)).statusCode).toBe(
      200,
    );
  });
});

describe('messages on a request', () => {
  it('are plain text, 1 to 500 characters, told to the other member', async () => {
    const { owner, asker, inkId } = await pair();
    const { id } = await ask(asker.browser, owner.user.username, inkId);
    const html = '<b>Bold?</b> <script>alert(1)</script> & "quotes"';
    const res = await write(owner, id, html);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const msg = json<SampleMessage>(res);
    expect(msg).toMatchObject({ body: html, mine: true, from: { username: owner.user.username } });
    expect((await detail(asker, id)).messages.at(-1)?.body).toBe(html);
    expect(await notificationsOf(t, asker.user.id, 'sample_message')).toMatchObject([
      { actor_id: owner.user.id, target_id: id },
    ]);
    const before = await memberTables(t);
    for (const body of ['', '   ', 'x'.repeat(SAMPLE_LIMITS.messageMaxLength + 1), 'bell\u0007']) {
      expectError(await write(owner, id, body), 400, 'validation_failed');
    }
    expectError(
      await owner.browser.post(`/api/auth/sample-requests/${id}/messages`, {
        body: 'hi',
        html: true,
      }),
      400,
    );
    expect(await memberTables(t)).toEqual(before);
    expect((await write(asker, id, 'x'.repeat(SAMPLE_LIMITS.messageMaxLength))).statusCode).toBe(
      201,
    );
  });

  it(`hold at most ${SAMPLE_LIMITS.messagesPerRequest} per request, the request's own included`, async () => {
    const { owner, asker, inkId } = await pair();
    const { id } = await ask(asker.browser, owner.user.username, inkId);
    for (let i = 1; i < SAMPLE_LIMITS.messagesPerRequest; i++) {
      const res = await write(i % 2 ? owner : asker, id, `Message ${i}`);
      expect(res.statusCode, res.body).toBe(201);
    }
    const full = await detail(owner, id);
    expect(full.messageCount).toBe(SAMPLE_LIMITS.messagesPerRequest);
    expect(full.messages).toHaveLength(SAMPLE_LIMITS.messagesPerRequest);
    expect(full.canWrite).toBe(false);
    expect(full.lastMessage).toBe(`Message ${SAMPLE_LIMITS.messagesPerRequest - 1}`);
    const count = await countOf(t, 'sample_messages');
    expectError(
      await write(asker, id, 'One more'),
      409,
      'conflict',
      MEMBER_MESSAGES.tooManyMessages,
    );
    expect(await countOf(t, 'sample_messages')).toBe(count);
  });

  it('the lists: received and sent, newest first, a page at a time', async () => {
    const owner = await withSession(t);
    const asker = await withSession(t);
    const made: number[] = [];
    for (let i = 0; i < 3; i++) {
      const inkId = freshInk();
      await ownAndOffer(owner.browser, inkId);
      made.push((await ask(asker.browser, owner.user.username, inkId, `Ask ${i}`)).id);
    }
    const list = async (m: Member, q: string) => {
      const res = await m.browser.get(`/api/auth/sample-requests${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return json<SampleRequestList>(res);
    };
    const received = await list(owner, '?box=received');
    expect(received.items.map((r) => r.id)).toEqual([...made].reverse());
    expect(received.total).toBe(3);
    expect(received.pageSize).toBe(SAMPLE_LIMITS.pageSize);
    expect(received.items[0]).toMatchObject({ role: 'owner', lastMessage: 'Ask 2' });
    expect((await list(owner, '?box=sent')).items).toEqual([]);
    expect((await list(asker, '?box=sent')).items.map((r) => r.id)).toEqual([...made].reverse());
    expect((await list(asker, '')).total).toBe(3);
    expect(await list(asker, '?box=sent&page=2')).toMatchObject({ items: [], total: 3 });
  });
});

describe('rate limits', () => {
  it('SAMPLE_REQUEST_USER and SAMPLE_MESSAGE_USER: 429 in the one error shape with RateLimit headers', async () => {
    const limited = await createTestApp({
      RATE_LIMIT_SAMPLE_REQUEST_USER: '2/24h',
      RATE_LIMIT_SAMPLE_MESSAGE_USER: '2/24h',
    });
    try {
      const supply = await inkSupply(limited.db, 0, 10);
      const owner = await withSession(limited);
      const asker = await withSession(limited);
      const inks = [supply(), supply(), supply()];
      for (const inkId of inks) await ownAndOffer(owner.browser, inkId);
      const post = (inkId: number) =>
        asker.browser.post('/api/auth/sample-requests', {
          username: owner.user.username,
          inkId,
          message: 'Hi',
        });
      const first = await post(inks[0] ?? 0);
      expect(first.statusCode).toBe(201);
      expect(first.headers['ratelimit-policy']).toContain('sample_request_user');
      expect((await post(inks[1] ?? 0)).statusCode).toBe(201);
      const before = await memberTables(limited);
      const refused = await post(inks[2] ?? 0);
      expectError(refused, 429, 'rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers.ratelimit).toMatch(/"sample_request_user";r=0;t=\d+/);
      expect(await memberTables(limited)).toEqual(before);

      const id = json<SampleRequestDetail>(first).id;
      const say = (body: string) =>
        owner.browser.post(`/api/auth/sample-requests/${id}/messages`, { body });
      expect((await say('One')).statusCode).toBe(201);
      expect((await say('Two')).statusCode).toBe(201);
      const third = await say('Three');
      expectError(third, 429, 'rate_limited');
      expect(third.headers.ratelimit).toMatch(/"sample_message_user";r=0;t=\d+/);
      // the other member's own limit is untouched
      expect(
        (await asker.browser.post(`/api/auth/sample-requests/${id}/messages`, { body: 'Mine' }))
          .statusCode,
      ).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('what races a block', () => {
  it('accepting re-checks the block under the pair lock (403, the request stays waiting)', async () => {
    const { owner, asker, inkId } = await pair();
    const { id } = await ask(asker.browser, owner.user.username, inkId);
    // a block that landed between the request's read and the accept (written directly, as a
    // racing block() would have committed it)
    await t.db
      .insertInto('blocks')
      .values({
        blocker_id: asker.user.id,
        blocked_id: owner.user.id,
        created_at: new Date().toISOString(),
      })
      .execute();
    expectError(await answer(owner, id, 'accept'), 403, 'forbidden', MEMBER_MESSAGES.blocked);
    expect((await detail(asker, id)).state).toBe('pending');
    expect(await notificationsOf(t, asker.user.id, 'sample_answer')).toEqual([]);
  });

  it('messages, answers and blocks sent at once never fail on the server (no deadlock)', async () => {
    for (let round = 0; round < 5; round++) {
      const { owner, asker, inkId } = await pair();
      const { id } = await ask(asker.browser, owner.user.username, inkId);
      const answers = await Promise.all([
        write(asker, id, 'One'),
        write(owner, id, 'Two'),
        answer(owner, id, 'accept'),
        owner.browser.send('PUT', `/api/auth/blocks/${asker.user.username}`),
        write(asker, id, 'Three'),
      ]);
      for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);
      const after = await detail(asker, id);
      // blocked: the request is not left waiting across the block
      expect(after.state).not.toBe('pending');
    }
  });
});

describe('new offers a day', () => {
  it('SAMPLE_OFFER_USER: a new offer past the limit is 429 and changes nothing; a note change is not counted', async () => {
    const limited = await createTestApp({ RATE_LIMIT_SAMPLE_OFFER_USER: '2/24h' });
    try {
      const supply = await inkSupply(limited.db, 0, 10);
      const owner = await withSession(limited);
      const inks = [supply(), supply(), supply()];
      await ownAndOffer(owner.browser, inks[0] ?? 0);
      await ownAndOffer(owner.browser, inks[1] ?? 0);
      const note = await owner.browser.send('PUT', `/api/auth/samples/offers/${inks[0] ?? 0}`, {
        note: 'Within the EU',
      });
      expect(note.statusCode).toBe(200);
      await keep(owner.browser, inks[2] ?? 0);
      const before = await countOf(limited, 'sample_offers');
      const refused = await owner.browser.send(
        'PUT',
        `/api/auth/samples/offers/${inks[2] ?? 0}`,
        {},
      );
      expectError(refused, 429, 'rate_limited');
      expect(refused.headers.ratelimit).toMatch(/"sample_offer_user";r=0;t=\d+/);
      expect(await countOf(limited, 'sample_offers')).toBe(before);
    } finally {
      await limited.close();
    }
  });
});

describe('tokens and accounts', () => {
  it('a read token reads requests but cannot write (403 insufficient_scope)', async () => {
    const { owner, asker, inkId } = await pair();
    const { id } = await ask(asker.browser, owner.user.username, inkId);
    const read = await insertAccessToken(t.db, owner.user.id, 'read');
    const write2 = await insertAccessToken(t.db, owner.user.id, 'write');
    const call = (secret: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${secret}` },
        ...(payload ? { payload } : {}),
      });
    expect((await call(read.secret, 'GET', `/api/auth/sample-requests/${id}`)).statusCode).toBe(
      200,
    );
    expect((await call(read.secret, 'GET', '/api/auth/sample-requests')).statusCode).toBe(200);
    for (const [url, payload] of [
      [`/api/auth/sample-requests/${id}/answer`, { answer: 'accept' }],
      [`/api/auth/sample-requests/${id}/messages`, { body: 'Hi' }],
      ['/api/auth/sample-requests', { username: asker.user.username, inkId, message: 'Hi' }],
    ] as const) {
      expectError(await call(read.secret, 'POST', url, payload), 403, 'insufficient_scope');
    }
    expect((await detail(owner, id)).state).toBe('pending');
    expect(
      (
        await call(write2.secret, 'POST', `/api/auth/sample-requests/${id}/answer`, {
          answer: 'accept',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('a member who leaves takes their words; the other keeps the request and theirs; nothing waits on them', async () => {
    const { owner, asker, inkId } = await pair();
    const { id } = await ask(asker.browser, owner.user.username, inkId, 'From the one who leaves');
    expect((await write(owner, id, 'From the one who stays')).statusCode).toBe(201);
    const gone = await asker.browser.send('DELETE', '/api/auth/user', {
      password: asker.user.password,
      confirm: 'DELETE',
    });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    const left = await detail(owner, id);
    expect(left.requester).toBeNull();
    expect(left.state).toBe('withdrawn');
    expect(left.canWrite).toBe(false);
    expect(left.messageCount).toBe(1);
    expect(left.messages.map((m) => [m.from?.username ?? null, m.body])).toEqual([
      [owner.user.username, 'From the one who stays'],
    ]);
    const words = await t.db
      .selectFrom('sample_messages')
      .select('body')
      .where('body', '=', 'From the one who leaves')
      .execute();
    expect(words).toEqual([]);
    expectError(await write(owner, id, 'Hello?'), 409, 'conflict');
  });

  it('an owner who leaves declines what waits on them: the asker has the slot back', async () => {
    const { owner, asker, inkId } = await pair();
    const { id } = await ask(asker.browser, owner.user.username, inkId);
    const gone = await owner.browser.send('DELETE', '/api/auth/user', {
      password: owner.user.password,
      confirm: 'DELETE',
    });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    const after = await detail(asker, id);
    expect(after.owner).toBeNull();
    expect(after.state).toBe('declined');
    const pending = await t.db
      .selectFrom('sample_requests')
      .select('id')
      .where('requester_id', '=', asker.user.id)
      .where('state', '=', 'pending')
      .execute();
    expect(pending).toEqual([]);
  });
});
