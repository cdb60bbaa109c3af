import type { Pen } from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import { fileTestApp, json, withSession } from '../../../test/helpers.ts';
import { addPen, day, inkPen, markUsed } from './pens.test-kit.ts';

/**
 * A pen's days used, kept on the pen by the database (migration 2026-12-02T0300): distinct days,
 * whichever pairing or ink marked them, moved by every way a mark comes and goes.
 */

const { t, freshInk } = fileTestApp({ inks: 700, inkCount: 40 });

async function daysUsed(b: Awaited<ReturnType<typeof withSession>>['browser'], penId: number) {
  const pens = json<Pen[]>(await b.get('/api/auth/pens?archived=all'));
  const one = json<Pen>(await b.get(`/api/auth/pens/${penId}`));
  const listed = pens.find((p) => p.id === penId)?.daysUsed;
  expect(listed).toBe(one.daysUsed);
  return one.daysUsed;
}

describe("a pen's days used", () => {
  it('counts a day once when two pairings touching on it both marked it, and follows removals', async () => {
    const { browser } = await withSession(t);
    const pen = await addPen(browser);
    const first = await inkPen(browser, pen.id, freshInk(), { inkedOn: day(-10) });
    await markUsed(browser, first.inking.id, { day: day(-10) });
    const last = await markUsed(browser, first.inking.id, { day: day(-5) });
    expect(await daysUsed(browser, pen.id)).toBe(2);
    const cleaned = await browser.post(`/api/auth/inkings/${first.inking.id}/clean`, {
      day: day(-5),
    });
    expect(cleaned.statusCode, cleaned.body).toBe(200);
    // inked again the day it was cleaned, and used that day with the new ink too
    const second = await inkPen(browser, pen.id, freshInk(), { inkedOn: day(-5) });
    const same = await markUsed(browser, second.inking.id, { day: day(-5) });
    await markUsed(browser, second.inking.id, { day: day(-4) });
    expect(await daysUsed(browser, pen.id)).toBe(3);
    // one of the two marks of that day removed: the day still counts
    expect((await browser.send('DELETE', `/api/auth/uses/${last.id}`)).statusCode).toBe(204);
    expect(await daysUsed(browser, pen.id)).toBe(3);
    expect((await browser.send('DELETE', `/api/auth/uses/${same.id}`)).statusCode).toBe(204);
    expect(await daysUsed(browser, pen.id)).toBe(2);
    // a pairing deleted takes its days with it
    expect((await browser.send('DELETE', `/api/auth/inkings/${second.inking.id}`)).statusCode).toBe(
      204,
    );
    expect(await daysUsed(browser, pen.id)).toBe(1);
  });

  it("a dip pen's days with several inks count once each", async () => {
    const { browser } = await withSession(t);
    const pen = await addPen(browser, { kind: 'dip', brand: 'Brause', model: 'Rose' });
    for (const inkId of [freshInk(), freshInk()]) {
      for (const d of [day(-2), day(-1)]) {
        const res = await browser.post(`/api/auth/pens/${pen.id}/uses`, { inkId, day: d });
        expect(res.statusCode, res.body).toBe(201);
      }
    }
    expect(await daysUsed(browser, pen.id)).toBe(2);
  });
});
