/**
 * Every file or folder the docs name exists (style.md: docs that match the code). A path is a
 * backticked word with a slash that ends in a file extension or a slash, in README.md and
 * docs/**.md: `server/app.ts`, `services/checklists/`, `hosts/forge/event-routes.ts`. It is
 * found from the project root, or below one of the top folders (docs name paths inside server/
 * and client/ without the prefix), or, for a bare file name after a folder named in the same
 * backticks run, not at all: only paths with a slash are checked. URLs, routes, globs and
 * placeholders (`<id>`, `*`, `:uid`, `…`) are not paths.
 */
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

const exists = (path: string) => BASES.some((base) => existsSync(join(ROOT, base, path)));

describe('the paths the docs name', () => {
  it.each(markdownFiles())('exist: %s', (file) => {
    const missing = namedPaths(readFileSync(join(ROOT, file), 'utf8')).filter((p) => !exists(p));
    expect(missing).toEqual([]);
  });
});
