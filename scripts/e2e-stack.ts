/**
 * The stack Playwright starts (playwright.config.ts): the production build on a fresh
 * SQLite database, with the simulator on its own ports so it can run beside `npm run dev`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack, stopAll, testProfile } from './lib/stack';

const dir = mkdtempSync(join(tmpdir(), 'checklists-e2e-'));
try {
  await startStack(testProfile(`sqlite:${join(dir, 'e2e.sqlite')}`));
  console.log('e2e stack ready');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
