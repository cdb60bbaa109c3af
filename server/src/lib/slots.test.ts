import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { createSlots } from './slots.ts';

/** A job that runs until it is let go. */
function held() {
  let release = () => {};
  const done = new Promise<void>((resolve) => (release = resolve));
  return { work: () => done, release: () => release() };
}

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('createSlots', () => {
  it('runs `max` at once, lines the rest up in order, and passes each place on', async () => {
    const slots = createSlots(2, 10, 'busy');
    const jobs = [held(), held(), held(), held()];
    const order: number[] = [];
    const runs = jobs.map((j, i) =>
      slots.run(async () => {
        order.push(i);
        await j.work();
      }),
    );
    await Promise.resolve();
    expect(slots.state()).toMatchObject({ running: 2, waiting: 2 });
    expect(order).toEqual([0, 1]);
    jobs[1]?.release();
    await runs[1];
    await new Promise((r) => setTimeout(r, 0));
    expect(order).toEqual([0, 1, 2]);
    for (const j of jobs) j.release();
    await Promise.all(runs);
    expect(slots.state()).toEqual({ running: 0, waiting: 0, waitingWeight: 0, max: 2 });
  });

  it('refuses with 503 past the count waiting', async () => {
    const slots = createSlots(1, 2, 'Try again shortly.');
    const job = held();
    const runs = [1, 2, 3].map(() => slots.run(job.work));
    const err = await refusal(slots.run(job.work));
    expect(err.status).toBe(503);
    expect(err.code).toBe('service_unavailable');
    expect(err.message).toBe('Try again shortly.');
    job.release();
    await Promise.all(runs);
  });

  it('refuses past the weight waiting, counts it back as the line moves, and lets many light ones wait', async () => {
    const slots = createSlots(1, 1000, 'busy', 100);
    const job = held();
    const first = slots.run(job.work, 60); // runs: its weight does not wait
    const heavy = slots.run(job.work, 60);
    expect(slots.state().waitingWeight).toBe(60);
    // 60 waiting + 50 > 100: refused, though only one waits
    expect((await refusal(slots.run(job.work, 50))).status).toBe(503);
    // light ones fit beside it, far more of them than a count of 32 would have let wait
    const light = Array.from({ length: 40 }, () => slots.run(job.work, 1));
    expect(slots.state()).toMatchObject({ waiting: 41, waitingWeight: 100 });
    expect((await refusal(slots.run(job.work, 1))).status).toBe(503);
    job.release();
    await Promise.all([first, heavy, ...light]);
    expect(slots.state()).toMatchObject({ running: 0, waiting: 0, waitingWeight: 0 });
    // the line is free again
    await expect(slots.run(() => Promise.resolve('ok'), 100)).resolves.toBe('ok');
  });
});
