/**
 * Reads a V8 CPU profile of the built server (profile.ts) and says where the time went, in the
 * source's own terms: self time by source file (through dist/server/main.js.map) and by
 * package, and the inclusive time of every function of ours (a sample counts once for each
 * distinct function on its stack). `node --import tsx scripts/bench/profile-summary.ts
 * <file.cpuprofile> [path/to/main.js.map]`.
 */
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { basename, join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
}

const ROOT = join(import.meta.dirname, '..', '..');

/** The frame's source file and the line its function starts on (1-based), where known. */
function sourceOf(
  map: SourceMap | undefined,
  frame: ProfileNode['callFrame'],
): { file: string; line?: number } {
  const url = frame.url;
  if (url.includes('node_modules/'))
    return { file: url.split('node_modules/')[1] ?? url, line: frame.lineNumber + 1 };
  if (map && url.endsWith('main.js')) {
    const entry = map.findEntry(frame.lineNumber, frame.columnNumber);
    if ('originalSource' in entry && entry.originalSource)
      return {
        file: entry.originalSource.replace(/^.*?\/(server|shared)\//, '$1/'),
        line: entry.originalLine + 1,
      };
  }
  return { file: url ? url.replace(/^file:\/\/.*\//, '') : frame.functionName || '(vm)' };
}

export function summarizeProfile(file: string, mapFile = join(ROOT, 'dist/server/main.js.map')) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  let map: SourceMap | undefined;
  try {
    map = new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')));
  } catch {
    map = undefined;
  }
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const names = new Map<number, { fn: string; file: string; pkg: string; ours: boolean }>();
  for (const node of profile.nodes) {
    const { file, line } = sourceOf(map, node.callFrame);
    const ours = /^(server|shared)\//.test(file);
    const pkg = node.callFrame.url.includes('node_modules/')
      ? (file.split('/')[0] ?? '?')
      : ours
        ? 'ours'
        : file;
    names.set(node.id, {
      fn: `${node.callFrame.functionName || '(anon)'} ${line === undefined ? file : `${file}:${line}`}`,
      file,
      pkg,
      ours,
    });
  }
  const self = new Map<string, number>();
  const files = new Map<string, number>();
  const packages = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (!hits) continue;
    const name = names.get(node.id);
    if (!name || name.fn.startsWith('(idle)')) continue;
    total += hits;
    const add = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + hits);
    add(self, name.fn);
    add(files, name.file);
    add(packages, name.pkg);
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const frame = names.get(id);
      if (!frame?.ours || seen.has(frame.fn)) continue;
      seen.add(frame.fn);
      add(inclusive, frame.fn);
    }
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`)
      .join('\n');
  console.log(`Busy samples: ${total} (idle left out)`);
  console.log(`\nSelf time by package (ours = server/, shared/):\n${top(packages, 25)}`);
  console.log(`\nSelf time by source file:\n${top(files, 40)}`);
  console.log(`\nSelf time by function:\n${top(self, 40)}`);
  console.log(`\nInclusive time of our functions:\n${top(inclusive, 70)}`);
}

if (basename(process.argv[1] ?? '') === 'profile-summary.ts') {
  const [file, mapFile] = process.argv.slice(2);
  if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [main.js.map]');
  summarizeProfile(file, mapFile);
}
