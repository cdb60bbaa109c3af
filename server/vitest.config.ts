import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, half
    // of it idle (the suite took 100 s on SQLite and 216 s on PostgreSQL; 71 s and 105 s with two).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One module cache per worker, not per file: each file paid ~1 s importing Fastify, zod,
    // Kysely, sharp... (half of CI's server time). Safe here because every file builds its own
    // app on its own database, server state is kept per database (WeakMaps keyed by the Db),
    // and no test mocks modules, stubs globals or fakes timers. A test that needs to should
    // go in a project of its own with isolate: true.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
