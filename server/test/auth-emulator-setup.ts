/**
 * Vitest global setup of the server projects: the portal's HTTP tests verify real Firebase ID
 * tokens from the Auth emulator (scripts/lib/auth-emulator.ts), started here unless it is up.
 */
import { ensureAuthEmulator } from '../../scripts/lib/auth-emulator';

export default async function setup(): Promise<() => Promise<void>> {
  return ensureAuthEmulator();
}
