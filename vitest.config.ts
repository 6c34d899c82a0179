import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * `npm test`'s projects (unit, server) run a test file on every core: vitest's default leaves one
 * idle, which on two cores ran the suite file by file. CI sets VITEST_MAX_WORKERS=1 where a
 * suite shares the machine with the e2e suite (.ci/run).
 */
const everyCore = process.env.VITEST_MAX_WORKERS ? Number(process.env.VITEST_MAX_WORKERS) : '100%';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['tests/{unit,web,machines}/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/web/node-web-streams.ts', 'tests/web/setup.ts'],
            // Each file in a fresh VM context of a long-lived worker: the modules and the DOM
            // are still the file's own, but jsdom is loaded once per worker, not once per file.
            pool: 'vmThreads',
            maxWorkers: everyCore,
            // A screen test walks a whole page through the fake bank; on two busy cores one
            // took 5.4 s against vitest's 5 s default while its assertions all held.
            testTimeout: 15_000,
          },
        },
        {
          test: {
            name: 'server',
            environment: 'node',
            include: ['tests/server/**/*.test.ts'],
            // The migrated and the seeded bank, built once; each file starts from a copy.
            globalSetup: ['tests/server/support/global-setup.ts'],
            // argon2id at its cheapest; hardening-signin-load.test.ts checks production's cost.
            env: { PASSWORD_HASH_COST: 'minimal' },
            // In a CI lane beside the e2e suite a test runs up to six times slower than alone:
            // the IDOR sweep's reads of one customer took 5.5 s alone and 30.1 s there.
            testTimeout: 120_000,
            // The IDOR and fuzz worlds (two customers with every product) take 5 s alone; they
            // took over 60 s to set up when CI's lanes were at their busiest, and in one run
            // both files failed in their set-up with every test skipped (the log kept no error;
            // a hook past 120 s is the likeliest reading).
            hookTimeout: 300_000,
            // Threads start faster and cost less CPU than forked processes. A worker runs file
            // after file (the VM pool cannot load some of the server's libraries), and each file
            // evaluates the bank's modules afresh: a third less time than a worker per file.
            pool: 'threads',
            isolate: false,
            setupFiles: ['tests/server/support/fresh-modules.ts'],
            maxWorkers: everyCore,
          },
        },
        {
          test: {
            // The bank test over HTTP: real server processes on PostgreSQL (DATABASE_URL).
            name: 'bank',
            environment: 'node',
            include: ['tests/bank/**/*.test.ts'],
            testTimeout: 1_800_000,
            hookTimeout: 180_000,
            // After unit and server when all projects run at once: its default number of workers
            // differs from theirs, which vitest refuses within one group.
            sequence: { groupOrder: 1 },
          },
        },
        {
          test: {
            // The failover test: the bank test on a pg_auto_failover formation it makes itself.
            name: 'ha',
            environment: 'node',
            include: ['tests/ha/**/*.test.ts'],
            testTimeout: 1_800_000,
            hookTimeout: 300_000,
            sequence: { groupOrder: 2 },
          },
        },
        {
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['tests/e2e/**/*.test.ts'],
            globalSetup: ['tests/e2e/global-setup.ts'],
            // The slowest test takes about 20 s alone. Beside CI's other lanes one took over
            // 60 s, and its steps went on into the next test; each waits for what it checks.
            testTimeout: 120_000,
            // Over a bank server's 180 s start limit (tests/e2e/support/bank-server.ts).
            hookTimeout: 200_000,
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
