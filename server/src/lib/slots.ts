import { AppError } from './errors.ts';

/**
 * A few places at once for heavy work on libuv's thread pool (sharp decoding an upload,
 * drawing a link preview): at most `max` run together, later callers wait in line, and past
 * `maxWaiting` they are told to try again shortly (503 in the one error shape) rather than
 * pile up. A finished job hands its place straight to the next in line.
 */
export type Slots = {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** How many run and how many wait (for tests and metrics). */
  state(): { running: number; waiting: number; max: number };
};

export function createSlots(max: number, maxWaiting: number, busyMessage: string): Slots {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(work) {
      if (running >= max) {
        if (waiting.length >= maxWaiting)
          throw new AppError(503, 'service_unavailable', busyMessage);
        await new Promise<void>((resolve) => waiting.push(resolve));
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
    state: () => ({ running, waiting: waiting.length, max }),
  };
}
