import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH } from './scripts/lib/chromium';
import { simulatorUrl, testProfile } from './scripts/lib/stack';

const profile = testProfile('');

/** Specs that share no data with the others (the second lane, below). */
const ISOLATED = ['**/sign-in-errors.spec.ts', '**/forge-*.spec.ts'];

/**
 * End-to-end journeys through the host simulator with Debian's Chromium (Playwright cannot
 * download its own browser here). scripts/e2e-stack.ts starts the built app and the simulator.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two lanes, one file at a time in each: the journeys through the Connect sites and the
  // portal share those sites' people and data, so they run one after another; the sign-in
  // messages (only the Auth emulator and the login page) and the Forge site's journeys (tenants
  // of their own) touch none of it and run beside them.
  workers: 2,
  projects: [
    { name: 'connect-and-portal', testIgnore: ISOLATED, workers: 1 },
    { name: 'isolated', testMatch: ISOLATED, workers: 1 },
  ],
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx scripts/e2e-stack.ts',
    url: `${simulatorUrl(profile)}/sim/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
