import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

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
            setupFiles: ['tests/web/setup.ts'],
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
            testTimeout: 30_000,
            hookTimeout: 60_000,
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
          },
        },
        {
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['tests/e2e/**/*.test.ts'],
            globalSetup: ['tests/e2e/global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
