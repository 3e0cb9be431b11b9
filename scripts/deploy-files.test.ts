/**
 * The container image, the compose file and the proxy's configuration (deploy/), checked
 * without a container engine (none runs here; docs/OPERATIONS.md says so): what each must hold
 * for the stack to run as documented, and that the image's pruned node_modules carries every
 * package the server bundle imports.
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildServer } from './build-server';
import { CONFIG_VARIABLES } from '../server/config';

const ROOT = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The Dockerfile's instructions per stage, continuation lines joined. */
function stages(dockerfile: string): { from: string; lines: string[] }[] {
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const result: { from: string; lines: string[] }[] = [];
  for (const line of lines) {
    if (/^FROM\s/i.test(line)) result.push({ from: line, lines: [] });
    else result.at(-1)?.lines.push(line);
  }
  return result;
}

interface Service {
  image?: string;
  command?: string[];
  read_only?: boolean;
  user?: string;
  environment?: Record<string, string>;
  ports?: string[];
}

const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
};
const replicas = Object.entries(compose.services).filter(([name]) => /^app-\d+$/.test(name));

describe('the image (deploy/Dockerfile)', () => {
  const [build, runtime] = stages(read('deploy/Dockerfile'));

  it('builds in one stage and runs Node 22 LTS from another, without development packages', () => {
    expect(build?.from).toMatch(/^FROM node:22-\S+ AS build$/);
    expect(runtime?.from).toMatch(/^FROM node:22-\S+ AS runtime$/);
    expect(build?.lines.some((line) => line.includes('npm prune --omit=dev'))).toBe(true);
    // The runtime stage takes built artefacts only: no install, no sources.
    expect(runtime?.lines.filter((line) => /npm (ci|install)|COPY \. /.test(line))).toEqual([]);
    const copied = runtime?.lines.filter((line) => line.startsWith('COPY --from=build')) ?? [];
    expect(copied.map((line) => line.split(/\s+/)[2])).toEqual([
      '/app/package.json',
      '/app/node_modules',
      '/app/dist',
    ]);
  });

  it('runs as an unprivileged user, through the entry script, with a health check', () => {
    const lines = runtime?.lines ?? [];
    const user = lines.findIndex((line) => line.startsWith('USER '));
    expect(lines[user]).toBe('USER node');
    expect(user).toBeLessThan(lines.findIndex((line) => line.startsWith('ENTRYPOINT')));
    expect(lines).toContain('COPY deploy/entrypoint.sh /usr/local/bin/checklists');
    expect(lines).toContain('ENTRYPOINT ["checklists"]');
    expect(lines.find((line) => line.startsWith('HEALTHCHECK'))).toContain('/healthz');
  });

  it('has every package the server bundle imports among the production dependencies', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'checklists-bundle-'));
    try {
      const metafile = await buildServer(join(dir, 'main.js'));
      const external = new Set<string>();
      for (const input of Object.values(metafile.inputs)) {
        for (const imported of input.imports) {
          if (!imported.external || imported.path.startsWith('node:')) continue;
          if (builtinModules.includes(imported.path)) continue;
          const parts = imported.path.split('/');
          external.add(imported.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
        }
      }
      const pkg = JSON.parse(read('package.json')) as { dependencies: Record<string, string> };
      expect(external.size).toBeGreaterThan(5);
      expect([...external].filter((name) => !(name in pkg.dependencies))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the compose file (deploy/compose.yaml)', () => {
  it('runs PostgreSQL, a one-off migration and two replicas behind the proxy', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'app-1',
      'app-2',
      'migrate',
      'postgres',
      'proxy',
    ]);
    expect(compose.services.migrate?.command).toEqual(['migrate']);
    for (const [, service] of replicas) {
      expect(service.read_only).toBe(true);
      expect(service.user).toBe('node');
      expect(service.environment?.NODE_ENV).toBe('production');
      expect(service.environment?.MIGRATE_ON_START).toBe('false');
      expect(service.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    }
  });

  it('sets only variables the server reads', () => {
    const names = replicas.flatMap(([, service]) => Object.keys(service.environment ?? {}));
    expect(names.filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([]);
  });

  it('keeps secrets out of the file itself', () => {
    const text = read('deploy/compose.yaml');
    expect(text).toContain('${POSTGRES_PASSWORD:?');
    expect(text).not.toMatch(/PASSWORD:\s*["']?(?!\$\{)\w/);
  });
});

describe('the proxy (deploy/nginx.conf)', () => {
  const conf = read('deploy/nginx.conf');

  it('balances over every replica at its port and listens where compose publishes', () => {
    const upstreams = [...conf.matchAll(/^\s*server (app-\d+):(\d+)/gm)].map((m) => m.slice(1));
    expect(upstreams).toEqual(
      replicas.map(([name, service]) => [name, service.environment?.PORT ?? '3000']),
    );
    const published = compose.services.proxy?.ports?.[0]?.split(':')[1];
    expect(conf).toMatch(new RegExp(`listen ${published};`));
  });

  it('passes live updates unbuffered and gives every request an id', () => {
    expect(conf).toMatch(/proxy_buffering off;/);
    expect(conf).toMatch(/proxy_read_timeout 1h;/);
    expect(conf).toMatch(/proxy_set_header X-Request-Id \$request_id;/);
  });
});
