import { configDefaults, defineConfig } from 'vitest/config';

/** Server tests that need no database run once, in `unit` (the Forge manifests' validation). */
const SERVER_UNIT_TESTS = 'server/hosts/forge/manifest/**/*.test.ts';

/**
 * Projects: `unit` (shared logic, simulator library, Forge manifests), `client` (React, happy-dom),
 * `server-sqlite` and `server-postgres` (the same HTTP and data tests on each database).
 * scripts/test.ts decides whether the PostgreSQL project runs.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'e2e/simulator/**/*.test.ts',
            'scripts/**/*.test.ts',
            SERVER_UNIT_TESTS,
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'client',
          include: ['client/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['client/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'server-sqlite',
          include: ['server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, SERVER_UNIT_TESTS],
          environment: 'node',
          env: { TEST_DB: 'sqlite', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
          globalSetup: ['server/test/auth-emulator-setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: ['server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, SERVER_UNIT_TESTS],
          environment: 'node',
          env: { TEST_DB: 'postgres', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
          globalSetup: ['server/test/auth-emulator-setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
