/**
 * Every file or folder the docs name exists (style.md: docs that match the code). A path is a
 * backticked word with a slash that ends in a file extension or a slash, in README.md and
 * docs/**.md: `server/app.ts`, `services/checklists/`, `hosts/forge/event-routes.ts`. It is
 * found from the project root, below one of the top folders (docs name paths inside server/
 * and client/ without the prefix), or as the end of a tracked path (a folder's row names its
 * own files relative to it); only paths with a slash are checked. URLs, routes, globs and
 * placeholders (`<id>`, `*`, `:uid`, `…`) are not paths.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const BASES = [
  '',
  'server',
  'client',
  'client/host',
  'shared',
  'e2e',
  'scripts',
  'docs',
  'e2e/simulator',
];

function markdownFiles(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => join('docs', file));
  return ['README.md', 'e2e/simulator/README.md', ...docs];
}

const PATH = /^[\w.@-]+(\/[\w.@-]+)*\/?$/;

function namedPaths(text: string): string[] {
  const found = new Set<string>();
  for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
    const word = code?.trim() ?? '';
    if (!word.includes('/') || !PATH.test(word)) continue;
    if (/^(https?:|\/)/.test(word) || word.startsWith('api/v1') || word.startsWith('@')) continue;
    // What the build and the tests write, and placeholders in upper case (`BASE_URL/…`).
    if (/^(dist|data|node_modules|test-results|coverage)\//.test(word) || /^[A-Z_]+\//.test(word)) {
      continue;
    }
    // Our code is TypeScript: a `.js` path names a file of another package (connect-js).
    if (!/\.(ts|tsx|json|md|css|yml|yaml|sh|svg|html)$/.test(word) && !word.endsWith('/')) {
      continue;
    }
    found.add(word);
  }
  return [...found];
}

/** Every tracked file and the folders above it, to find a path named inside a folder's row. */
const TRACKED = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .flatMap((file) => {
    const parts = file.split('/');
    return [file, ...parts.slice(1).map((_, i) => `${parts.slice(0, i + 1).join('/')}/`)];
  });

const exists = (path: string) =>
  BASES.some((base) => existsSync(join(ROOT, base, path))) ||
  TRACKED.some((tracked) => tracked.endsWith(`/${path}`));

describe('the paths the docs name', () => {
  it.each(markdownFiles())('exist: %s', (file) => {
    const missing = namedPaths(readFileSync(join(ROOT, file), 'utf8')).filter((p) => !exists(p));
    expect(missing).toEqual([]);
  });
});
