/**
 * The local product: the app server, the Jira/Confluence host simulator with both apps
 * installed and, once the portal needs it, the Firebase Auth emulator. Used by `npm run dev`
 * (watching) and by Playwright (the production build, a fresh database).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEV_AUTH_PORT,
  authEmulatorArgs,
  authEmulatorHost,
  authEmulatorEnv,
  authEmulatorUp,
  waitForAuthEmulator,
} from './auth-emulator';

export const ROOT = join(import.meta.dirname, '..', '..');

export interface StackProfile {
  name: 'dev' | 'test';
  appPort: number;
  /** One per site: acme, globex and (third, when present) the Forge-only site initech. */
  simulatorPorts: number[];
  /** The Forge CDN serving the Custom UI resources (default: the Forge site's port + 1). */
  forgeCdnPort?: number;
  /** The Firebase Auth emulator's port. */
  authPort: number;
  databaseUrl: string;
  nodeEnv: 'development' | 'test';
  /** Run the server from sources with reload (dev) or the built bundle (test). */
  watch: boolean;
}

export const DEV_PROFILE: StackProfile = {
  name: 'dev',
  appPort: 3000,
  simulatorPorts: [3100, 3101, 3102],
  forgeCdnPort: 3103,
  authPort: DEV_AUTH_PORT,
  databaseUrl: 'sqlite:data/checklists.sqlite',
  nodeEnv: 'development',
  watch: true,
};

/**
 * The Playwright stack: app on 3200, simulator on 3300/3301 (Connect sites), 3302 (the Forge
 * site) and 3303 (the Forge CDN), Auth emulator on 9199; `E2E_PORT_BASE=4200` moves them all
 * (4200, 4300–4303, 10199) so a second checkout can run its own stack beside it.
 */
export function testProfile(databaseUrl: string): StackProfile {
  const base = Number(process.env.E2E_PORT_BASE ?? 3200);
  return {
    name: 'test',
    appPort: base,
    simulatorPorts: [base + 100, base + 101, base + 102],
    forgeCdnPort: base + 103,
    authPort: base + 5999,
    databaseUrl,
    nodeEnv: 'test',
    watch: false,
  };
}

export const appUrl = (profile: StackProfile) => `http://localhost:${profile.appPort}`;
export const simulatorUrl = (profile: StackProfile, site = 0) =>
  `http://127.0.0.1:${profile.simulatorPorts[site] ?? profile.simulatorPorts[0]}`;

/** The Forge-only site (the third simulator site), if the profile has one. */
export const FORGE_SITE_INDEX = 2;
export const forgeSiteUrl = (profile: StackProfile): string | undefined =>
  profile.simulatorPorts[FORGE_SITE_INDEX] === undefined
    ? undefined
    : simulatorUrl(profile, FORGE_SITE_INDEX);
export const forgeCdnPort = (profile: StackProfile): number | undefined => {
  const site = profile.simulatorPorts[FORGE_SITE_INDEX];
  return profile.forgeCdnPort ?? (site === undefined ? undefined : site + 1);
};
export const forgeCdnUrl = (profile: StackProfile): string | undefined => {
  const port = forgeCdnPort(profile);
  return port === undefined ? undefined : `http://127.0.0.1:${port}`;
};

/** The build's Forge app ids (`app.id` of dist/forge/<app>/manifest.yml), else the placeholders. */
export function forgeAppIds(): string[] {
  const placeholders = {
    jira: 'ari:cloud:ecosystem::app/00000000-0000-4000-8000-00000000000a',
    confluence: 'ari:cloud:ecosystem::app/00000000-0000-4000-8000-00000000000b',
  };
  return (['jira', 'confluence'] as const).map((app) => {
    const file = join(ROOT, 'dist', 'forge', app, 'manifest.yml');
    const id = existsSync(file)
      ? /^\s*id:\s*(ari:cloud:ecosystem::app\/[0-9a-f-]{36})\s*$/m.exec(
          readFileSync(file, 'utf8'),
        )?.[1]
      : undefined;
    return id ?? placeholders[app];
  });
}

/** The environment the app gets locally: the simulator stands in for Atlassian. */
export function appEnvironment(profile: StackProfile): NodeJS.ProcessEnv {
  const simulator = simulatorUrl(profile);
  return {
    NODE_ENV: profile.nodeEnv,
    PORT: String(profile.appPort),
    BASE_URL: appUrl(profile),
    DATABASE_URL: profile.databaseUrl,
    CONNECT_KEYS_CDN_URL: `${simulator}/connect-keys`,
    // The simulator plays Atlassian's authorization server (user impersonation) too.
    CONNECT_OAUTH_URL: simulator,
    CONNECT_ALLOWED_HOSTS: '*.atlassian.net,127.0.0.1,localhost',
    CONNECT_JS_URL: `${simulator}/atlassian-connect/all.js`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? (profile.name === 'test' ? 'warn' : 'info'),
    FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost(profile.authPort),
    // Forge mode: the simulator's Forge site signs invocation tokens and serves their keys.
    ...(forgeSiteUrl(profile)
      ? {
          FORGE_JWKS_URL: `${forgeSiteUrl(profile)}/forge/jwks.json`,
          FORGE_APP_IDS: forgeAppIds().join(','),
          FORGE_REMOTE_URL: appUrl(profile),
        }
      : {}),
  };
}

const children: ChildProcess[] = [];

function prefixLines(name: string, colour: number, chunk: Buffer, out: NodeJS.WriteStream): void {
  const prefix = `\x1b[${colour}m${name.padEnd(9)}\x1b[0m│ `;
  const text = chunk.toString().replace(/\n$/, '');
  out.write(
    `${text
      .split('\n')
      .map((line) => prefix + line)
      .join('\n')}\n`,
  );
}

export function startProcess(
  name: string,
  colour: number,
  args: string[],
  env: NodeJS.ProcessEnv,
): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => prefixLines(name, colour, chunk, process.stdout));
  child.stderr?.on('data', (chunk: Buffer) => prefixLines(name, colour, chunk, process.stderr));
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping everything.`);
      stopAll(1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
export function stopAll(code = 0): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
  Promise.all(
    children.map(
      (c) =>
        new Promise((resolve) => (c.exitCode !== null ? resolve(null) : c.once('exit', resolve))),
    ),
  ).then(
    () => process.exit(code),
    () => process.exit(code),
  );
}

export async function waitFor(
  url: string,
  ready: (response: Response) => Promise<boolean> | boolean = (r) => r.ok,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (await ready(response)) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} was not ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Starts the server and the simulator; resolves once both apps are installed everywhere. */
export async function startStack(profile: StackProfile): Promise<void> {
  const tsx = ['--import', 'tsx'];
  const tsxCli = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  // The portal's sign-in: the Auth emulator, unless one is already listening.
  if (!(await authEmulatorUp(profile.authPort))) {
    startProcess('auth', 33, authEmulatorArgs(profile.authPort), authEmulatorEnv);
    await waitForAuthEmulator(profile.authPort);
  }
  const serverArgs = profile.watch
    ? [
        tsxCli,
        'watch',
        '--clear-screen=false',
        '--include=atlassian-connect.json',
        'server/main.ts',
      ]
    : ['dist/server/main.js'];
  startProcess('server', 36, serverArgs, appEnvironment(profile));
  await waitFor(`${appUrl(profile)}/healthz`);

  startProcess('simulator', 35, [...tsx, 'e2e/simulator/main.ts'], {
    SIM_APP_URL: appUrl(profile),
    SIM_PORTS: profile.simulatorPorts.join(','),
    SIM_FORGE_CDN_PORT: String(forgeCdnPort(profile) ?? 0),
    SIM_HOST: '127.0.0.1',
  });
  await waitFor(`${simulatorUrl(profile)}/sim/ready`);

  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
}
