import type { ExportData, InkSamples, SampleRequestDetail } from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import { Browser, fileTestApp, json, withSession } from '../../../test/helpers.ts';
import {
  ask,
  collection,
  distinctInks,
  keep,
  ownAndOffer,
  publicCollection,
} from './members.test-kit.ts';

const { t } = fileTestApp();

const PRIVATE_COLLECTION = 'Drawer of secrets 7Q';
const PRIVATE_NOTE = 'bought at the flea market 7Q';
const OFFER_NOTE = 'I post from Lisbon 7Q';

describe('a privacy sweep of every public answer', () => {
  it('shows a visitor and a blocked member nothing a member kept private or kept from them', async () => {
    const [shown, privateOwned, inPrivateCollection, offered] = await distinctInks(t, 4, 10);
    if (!shown || !privateOwned || !inPrivateCollection || !offered) throw new Error();
    const m = await withSession(t);
    const blocked = await withSession(t);
    const member = await withSession(t);
    // public: one collection; private: an owned ink with a note, a private collection
    await publicCollection(m.browser, 'On my desk', [shown.id]);
    const kept = await m.browser.post(`/api/inks/${privateOwned.id}/collection`, {
      status: 'owned',
      notes: PRIVATE_NOTE,
    });
    expect(kept.statusCode, kept.body).toBe(201);
    await collection(m.browser, PRIVATE_COLLECTION, [inPrivateCollection.id], false);
    // an offer, public by choice, that the blocked member must not see
    await ownAndOffer(m.browser, offered.id, OFFER_NOTE);
    expect(
      (await m.browser.send('PUT', `/api/auth/blocks/${blocked.user.username}`)).statusCode,
    ).toBe(204);

    const name = m.user.username;
    const inkNames = [privateOwned.name, inPrivateCollection.name];
    const visitor = new Browser(t.app, '10.74.0.1');
    // 'site': lists of public things, where the member is named for what they made public
    type Check = { url: string; about: 'member' | 'ink' | 'catalogue' | 'site' };
    const checks: Check[] = [
      { url: `/api/users/${name}`, about: 'member' },
      { url: `/api/users/${name}/overview`, about: 'member' },
      { url: `/api/users/${name}/pens`, about: 'member' },
      { url: `/api/users/${name}/compare`, about: 'member' },
      { url: '/api/collections', about: 'member' },
      { url: `/api/inks/${privateOwned.id}`, about: 'ink' },
      { url: `/api/inks/${privateOwned.id}/samples`, about: 'ink' },
      { url: `/api/inks/${privateOwned.id}/collection-stats`, about: 'ink' },
      { url: `/api/inks/${inPrivateCollection.id}`, about: 'ink' },
      { url: `/api/inks/${inPrivateCollection.id}/samples`, about: 'ink' },
      { url: `/api/inks?q=${encodeURIComponent(privateOwned.name)}`, about: 'catalogue' },
      { url: `/api/inks?q=${encodeURIComponent(name)}`, about: 'catalogue' },
      { url: '/api/open-data/inks.json', about: 'catalogue' },
      { url: '/api/open-data/inks.csv', about: 'catalogue' },
      { url: '/sitemap.xml', about: 'site' },
    ];
    for (const [who, b] of [
      ['a visitor', visitor],
      ['the blocked member', blocked.browser],
    ] as const) {
      for (const { url, about } of checks) {
        const res = await b.get(url);
        const what = `${who}: ${url} (${res.statusCode})`;
        expect(res.statusCode, what).toBeLessThan(500);
        const body = res.body.toLowerCase();
        for (const secret of [PRIVATE_COLLECTION, PRIVATE_NOTE, m.user.email]) {
          expect(body, what).not.toContain(secret.toLowerCase());
        }
        // the member's page and answers about them never name a private ink
        if (about === 'member') {
          for (const ink of inkNames) expect(body, what).not.toContain(ink.toLowerCase());
        }
        // what is about an ink never names the member who holds it privately
        if (about === 'ink' || about === 'catalogue') {
          expect(body, what).not.toContain(name.toLowerCase());
        }
      }
      // the offer: a visitor sees that there is one, never who; the blocked member nothing
      const samples = json<InkSamples>(await b.get(`/api/inks/${offered.id}/samples`));
      const raw = JSON.stringify(samples);
      expect(raw, who).not.toContain(name);
      expect(raw, who).not.toContain(OFFER_NOTE);
      expect(samples.count, who).toBe(who === 'a visitor' ? 1 : 0);
    }
    // the compare page: a visitor must sign in, the blocked member is refused
    expect((await visitor.get(`/api/users/${name}/compare`)).statusCode).toBe(401);
    expect((await blocked.browser.get(`/api/users/${name}/compare`)).statusCode).toBe(403);
    // another member sees the offer, and only public inks in the comparison
    const seen = json<InkSamples>(await member.browser.get(`/api/inks/${offered.id}/samples`));
    expect(seen.offerers?.map((o) => [o.member.username, o.note])).toEqual([[name, OFFER_NOTE]]);
    const compared = (await member.browser.get(`/api/users/${name}/compare`)).body.toLowerCase();
    expect(compared).toContain(shown.name.toLowerCase());
    for (const ink of [...inkNames, offered.name])
      expect(compared).not.toContain(ink.toLowerCase());
  });

  it("the export holds my offers, requests, my own messages and blocks, never the other's words", async () => {
    const [ink] = await distinctInks(t, 1, 30);
    if (!ink) throw new Error();
    const owner = await withSession(t);
    const me = await withSession(t);
    const other = await withSession(t);
    await ownAndOffer(owner.browser, ink.id, 'Ask me');
    await keep(me.browser, ink.id, 'owned', 'sample');
    const myOffer = await me.browser.send('PUT', `/api/auth/samples/offers/${ink.id}`, {
      note: 'Mine too',
    });
    expect(myOffer.statusCode).toBe(201);
    const made: SampleRequestDetail = await ask(
      me.browser,
      owner.user.username,
      ink.id,
      'My words 7Q',
    );
    const theirs = await owner.browser.post(`/api/auth/sample-requests/${made.id}/messages`, {
      body: 'Their words 7Q',
    });
    expect(theirs.statusCode).toBe(201);
    expect(
      (await me.browser.send('PUT', `/api/auth/blocks/${other.user.username}`)).statusCode,
    ).toBe(204);
    const res = await me.browser.get('/api/auth/export.json');
    expect(res.statusCode, res.body).toBe(200);
    const data = json<ExportData>(res);
    expect(data.sampleOffers).toMatchObject([{ inkId: ink.id, note: 'Mine too' }]);
    expect(data.sampleRequests).toMatchObject([
      {
        id: made.id,
        inkId: ink.id,
        role: 'requester',
        otherMember: owner.user.username,
        state: 'pending',
      },
    ]);
    expect(data.sampleMessages).toMatchObject([{ requestId: made.id, body: 'My words 7Q' }]);
    expect(data.blocks).toMatchObject([{ username: other.user.username }]);
    expect(res.body).not.toContain('Their words 7Q');
    expect(res.body).not.toContain('Ask me');
    // and the owner's export has their side only
    const theirsExport = json<ExportData>(await owner.browser.get('/api/auth/export.json'));
    expect(theirsExport.sampleRequests).toMatchObject([
      { id: made.id, role: 'owner', otherMember: me.user.username },
    ]);
    expect(theirsExport.sampleMessages.map((x) => x.body)).toEqual(['Their words 7Q']);
    expect(theirsExport.blocks).toEqual([]);
  });
});
