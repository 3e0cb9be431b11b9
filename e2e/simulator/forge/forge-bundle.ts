/** The Forge mode's browser scripts (in browser/), bundled at start as the Connect sites' are. */
import { join } from 'node:path';
import { bundleBrowserScript } from '../server/browser-bundle';

export const bundleForgeScript = (entry: string): Promise<string> =>
  bundleBrowserScript(join(import.meta.dirname, 'browser', entry));
