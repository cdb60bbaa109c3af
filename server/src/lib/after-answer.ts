import type { FastifyBaseLogger, FastifyReply } from 'fastify';

/**
 * Work a request's answer must neither wait for nor reveal by its timing (ADR 040): sign-up
 * and forgot-password answer the same for a known and an unknown address, then look the
 * address up, hash, write and mail here. A job starts only once its answer has been written
 * (the response's `finish`, or `close` when the client went away first), so nothing it does
 * can change how long the answer took. Failures are logged, never thrown at anyone.
 */
export type AfterAnswer = {
  /** Runs `work` once `reply` has been sent; `what` names it in the log if it fails. */
  run(reply: FastifyReply, what: string, work: () => Promise<void>): void;
  /** Resolves when every started or waiting job has finished (shutdown, tests). */
  idle(): Promise<void>;
  /** How many jobs wait for their answer or run (tests). */
  pending(): number;
};

export function createAfterAnswer(log: FastifyBaseLogger): AfterAnswer {
  const jobs = new Set<Promise<void>>();
  return {
    run(reply, what, work) {
      let release: () => void = () => undefined;
      // A turn of the event loop after the answer, so that the answer's own callbacks (the
      // socket's write, a test's inject) run before any of the work.
      const started = new Promise<void>((resolve) => (release = () => setImmediate(resolve)));
      const job = started
        .then(work)
        .catch((err: unknown) => log.error({ err }, `${what} failed after the answer`))
        .finally(() => jobs.delete(job));
      jobs.add(job);
      const raw = reply.raw;
      if (raw.writableFinished || raw.destroyed) release();
      else {
        raw.once('finish', release);
        raw.once('close', release);
      }
    },
    async idle() {
      while (jobs.size > 0) await Promise.allSettled([...jobs]);
    },
    pending: () => jobs.size,
  };
}
