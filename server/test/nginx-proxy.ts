/**
 * Debian's nginx with the compose stack's own configuration (deploy/nginx.conf), rewritten for
 * local processes: the stand-in for the compose file's proxy where no container engine runs.
 * Only the upstream addresses, the listen address and the writable paths change.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../paths';
import { exited, freePort } from './server-process';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));

export interface NginxProxy {
  url: string;
  stop(): Promise<void>;
}

/** deploy/nginx.conf with `app-N:3000` → the Nth of `upstreams` (`127.0.0.1:port`). */
export function localNginxConf(upstreams: string[], port: number, dir: string): string {
  let conf = readFileSync(join(PROJECT_ROOT, 'deploy/nginx.conf'), 'utf8');
  conf = conf.replace(/server app-(\d+):\d+/g, (_, n: string) => {
    const upstream = upstreams[Number(n) - 1];
    if (!upstream) throw new Error(`no upstream for app-${n}`);
    return `server ${upstream}`;
  });
  return `daemon off;\n${conf}`
    .replace(/listen \d+;/, `listen 127.0.0.1:${port};`)
    .replace('pid /var/run/nginx.pid;', `pid ${join(dir, 'nginx.pid')};`)
    .replaceAll('/var/cache/nginx', dir)
    .replace('access_log /dev/stdout;', 'access_log off;');
}

export async function startNginxProxy(upstreams: string[], listen?: number): Promise<NginxProxy> {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx-light)');
  const dir = mkdtempSync(join(tmpdir(), 'checklists-nginx-'));
  const port = listen ?? (await freePort());
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, localNginxConf(upstreams, port, dir));
  const child: ChildProcess = spawn(NGINX, ['-c', file, '-p', dir, '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
    rmSync(dir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 15_000; ;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    try {
      await fetch(`${url}/healthz`);
      return { url, stop };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`nginx did not answer: ${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
