import { AppError } from './errors.ts';

/**
 * A few places at once for heavy work on libuv's thread pool (sharp decoding an upload,
 * drawing a link preview): at most `max` run together, later callers wait in line, and past
 * `maxWaiting` callers, or past `maxWaitingWeight` of what they hold waiting (an upload's
 * bytes), they are told to try again shortly (503 in the one error shape) rather than pile
 * up. The weight bounds what waiting costs in memory, so a burst of small uploads waits out
 * a short stall instead of being refused, while a few large ones still fill the line. A
 * finished job hands its place straight to the next in line.
 */
export type Slots = {
  run<T>(work: () => Promise<T>, weight?: number): Promise<T>;
  /** How many run and how many wait, and what the waiting hold (for tests and metrics). */
  state(): { running: number; waiting: number; waitingWeight: number; max: number };
};

export function createSlots(
  max: number,
  maxWaiting: number,
  busyMessage: string,
  maxWaitingWeight = Number.POSITIVE_INFINITY,
): Slots {
  let running = 0;
  let waitingWeight = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(work, weight = 1) {
      if (running >= max) {
        if (waiting.length >= maxWaiting || waitingWeight + weight > maxWaitingWeight)
          throw new AppError(503, 'service_unavailable', busyMessage);
        waitingWeight += weight;
        await new Promise<void>((resolve) => waiting.push(resolve));
        waitingWeight -= weight;
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next)
          next(); // the place passes straight to the next in line
        else running -= 1;
      }
    },
    state: () => ({ running, waiting: waiting.length, waitingWeight, max }),
  };
}
