/**
 * A real server process (server/main.ts under tsx) for what only separate processes show:
 * live updates and caches across processes, several processes behind one port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { PROJECT_ROOT } from '../paths';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote so far (its logs), for failure messages. */
  output(): string;
  /** Resolves once the process has written `text` (a log line's message). */
  waitForOutput(text: string): Promise<void>;
  /** SIGTERM, then waits for the exit; resolves with the exit code. */
  stop(): Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve(child.exitCode);
  }
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Starts server/main.ts with `env` (PORT is chosen here) and waits until /healthz answers. */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 45_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH ?? '', BASE_URL: url, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const watchers = new Set<() => void>();
  const take = (chunk: Buffer) => {
    output += chunk.toString();
    watchers.forEach((check) => check());
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const server: ServerProcess = {
    url,
    child,
    output: () => output,
    waitForOutput: (text) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (output.includes(text)) {
            watchers.delete(check);
            resolve();
          } else if (child.exitCode !== null) {
            watchers.delete(check);
            reject(new Error(`the server exited before writing "${text}":\n${output}`));
          }
        };
        watchers.add(check);
        check();
      }),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited(child);
    },
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`the server did not answer within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
