/**
 * The Firebase Auth emulator (docs/PORTAL.md): `npm run dev`, the tests and Playwright start it
 * themselves, or use one already listening on its port. Its configuration turns the emulator
 * UI off (otherwise it tries to download the UI and stops, offline); `CI=true` keeps it from
 * asking the network for news. About 7 s to start and 400 MB.
 *
 * `npm run dev` and the HTTP tests use 127.0.0.1:9099 (firebase.json); Playwright's stack its
 * own port (stack.ts), so it can run beside `npm run dev`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const DEV_AUTH_PORT = 9099;
export const FIREBASE_PROJECT = 'demo-checklists';
const ROOT = join(import.meta.dirname, '..', '..');

export const authEmulatorHost = (port: number) => `127.0.0.1:${port}`;

export async function authEmulatorUp(port = DEV_AUTH_PORT): Promise<boolean> {
  try {
    const response = await fetch(`http://${authEmulatorHost(port)}/`);
    const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/** firebase.json for the default port; a generated one (UI off, own hub ports) for another. */
function configFile(port: number): string {
  if (port === DEV_AUTH_PORT) return join(ROOT, 'firebase.json');
  const dir = join(tmpdir(), `checklists-auth-emulator-${port}`);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'firebase.json');
  // Its hub and logging ports right above its own (9199: 9200 and 9201).
  writeFileSync(
    file,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { port: port + 1 },
        logging: { port: port + 2 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  return file;
}

/** The command that runs the emulator in the foreground (for a process list of its own). */
export const authEmulatorArgs = (port = DEV_AUTH_PORT): string[] => [
  join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js'),
  'emulators:start',
  '--only',
  'auth',
  '--project',
  FIREBASE_PROJECT,
  '--config',
  configFile(port),
];

export const authEmulatorEnv = { CI: 'true', NO_UPDATE_NOTIFIER: '1' };

export async function waitForAuthEmulator(port = DEV_AUTH_PORT, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await authEmulatorUp(port))) {
    if (Date.now() > deadline)
      throw new Error(`The Auth emulator did not start within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Starts the emulator unless one is up; resolves with a stop function (a no-op for one that
 * was already running: whoever started it stops it).
 */
export async function ensureAuthEmulator(port = DEV_AUTH_PORT): Promise<() => Promise<void>> {
  if (await authEmulatorUp(port)) return async () => undefined;
  const child: ChildProcess = spawn(process.execPath, authEmulatorArgs(port), {
    cwd: ROOT,
    env: { ...process.env, ...authEmulatorEnv },
    stdio: 'ignore',
  });
  await waitForAuthEmulator(port);
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  };
}
