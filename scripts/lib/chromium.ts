/**
 * Playwright drives Debian's Chromium (it cannot download its own browser here). When it is
 * missing and we are root, install it; otherwise say how.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  console.log('Chromium is missing: installing Debian’s chromium package…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
