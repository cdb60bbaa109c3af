import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Long work done in slices (ADR 038): a member's import parses, matches and writes
 * thousands of rows, and Node runs every request on one thread. The work asks `pause()`
 * after each unit; once the slice has run `budgetMs`, other requests run (setImmediate)
 * before the next slice starts. A slice's SQLite transaction also holds the one connection
 * (Kysely's SQLite driver), so writes end their transaction when the slice is `spent` too.
 */
export const SLICE_MS = 8;

export class Slices {
  readonly budgetMs: number;
  #since = performance.now();
  /** How many times the work let others run. */
  turns = 0;

  constructor(budgetMs = SLICE_MS) {
    this.budgetMs = budgetMs;
  }

  /** True when the current slice has used its time. */
  get spent(): boolean {
    return performance.now() - this.#since >= this.budgetMs;
  }

  /** Lets other requests run now; the next slice starts afterwards. */
  async yield(): Promise<void> {
    await nextTurn();
    this.turns += 1;
    this.#since = performance.now();
  }

  /** Lets other requests run when the current slice has used its time. */
  async pause(): Promise<void> {
    if (this.spent) await this.yield();
  }
}
