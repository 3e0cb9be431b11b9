/**
 * The JavaScript each entry route loads before it renders, gzip-compressed: the entry, its
 * static imports, and the lazy chunks of the route's screen with their static imports
 * (docs/PERFORMANCE.md, "Budgets": the Confluence macro view needs ≤ 120 KB). Measured on a production build.
 * Run alone with `node --import tsx scripts/bench/client-bundle.ts`.
 */
import * as esbuild from 'esbuild';
import { gzipSync } from 'node:zlib';
import { basename } from 'node:path';
import { clientBuildOptions } from '../build-client';

export const MACRO_VIEW_BUDGET_KB = 120;
/** The Jira issue panel's budget (issue "Jira app", point 9): the same as the macro's. */
export const ISSUE_PANEL_BUDGET_KB = 120;

/** Route → the lazily loaded modules it needs before its first render (and its entry). */
export const ENTRY_ROUTES: [string, string[], string?][] = [
  // The macro has an entry of its own (client/embedded/macro-view-main.tsx), and strings of
  // its own: the light part of the feature strings (client/locales/light-namespaces.ts).
  [
    '/macro/view (Confluence macro)',
    ['client/locales/en.light.json'],
    'client/embedded/macro-view-main.tsx',
  ],
  // The issue panel has an entry of its own (client/embedded/issue-panel-main.tsx).
  [
    '/jira/view (Jira issue panel)',
    ['client/locales/en.light.json'],
    'client/embedded/issue-panel-main.tsx',
  ],
  // The portal's login page: its chunk carries Firebase (docs/PORTAL.md).
  [
    '/web (portal login page)',
    ['client/features/portal/portal-gate.tsx', 'client/locales/en.features.json'],
  ],
  [
    '/confluence/pages/checklist-overview/templates',
    [
      'client/shells/overview-layout.tsx',
      'client/features/templates/templates-list.tsx',
      'client/locales/en.features.json',
    ],
  ],
  [
    '/confluence/pages/checklist-overview/instances/:uid (checklist view)',
    [
      'client/shells/overview-layout.tsx',
      'client/features/checklists/checklist-view.tsx',
      'client/locales/en.features.json',
    ],
  ],
  // Chart.js comes with the statistics screen's chunk only (docs/STATISTICS.md).
  [
    '/confluence/pages/checklist-overview/instances/stats/:uid (statistics)',
    [
      'client/shells/overview-layout.tsx',
      'client/features/statistics/statistics-screen.tsx',
      'client/locales/en.features.json',
    ],
  ],
  [
    "/shared/checklist-modals (What's new dialog)",
    [
      'client/screens/checklist-modals.tsx',
      'client/release-notes/release-notes-dialog-content.tsx',
    ],
  ],
  ['/settings-not-loaded', ['client/screens/settings-not-loaded.tsx']],
];

export interface BundleRow {
  route: string;
  files: number;
  gzipKb: number;
}

export async function measureClientBundles(): Promise<BundleRow[]> {
  const result = await esbuild.build({
    ...clientBuildOptions(true),
    sourcemap: false,
    write: false,
    outdir: 'dist/bench-client',
  });
  const metafile = result.metafile;
  if (!metafile) throw new Error('no metafile');
  const gzip = new Map<string, number>();
  for (const file of result.outputFiles) {
    const key = Object.keys(metafile.outputs).find((k) => file.path.endsWith(k));
    if (key) gzip.set(key, gzipSync(file.contents, { level: 9 }).length);
  }
  const byEntryPoint = new Map<string, string>();
  for (const [output, info] of Object.entries(metafile.outputs))
    if (info.entryPoint && output.endsWith('.js')) byEntryPoint.set(info.entryPoint, output);

  const closure = (start: string, seen: Set<string>) => {
    if (seen.has(start)) return;
    seen.add(start);
    for (const imported of metafile.outputs[start]?.imports ?? [])
      if (imported.kind === 'import-statement') closure(imported.path, seen);
  };
  return ENTRY_ROUTES.map(([route, modules, entryPoint = 'client/main.tsx']) => {
    const entry = byEntryPoint.get(entryPoint);
    if (!entry) throw new Error(`no client entry ${entryPoint}`);
    const files = new Set<string>();
    closure(entry, files);
    // The language file loads before the first render too (English here; German is the same size).
    for (const module of ['client/locales/en.json', ...modules]) {
      const output = byEntryPoint.get(module);
      if (!output) throw new Error(`${module} is not a lazy chunk of the build`);
      closure(output, files);
    }
    const bytes = [...files].reduce((sum, file) => sum + (gzip.get(file) ?? 0), 0);
    return { route, files: files.size, gzipKb: Math.round((bytes / 1024) * 10) / 10 };
  });
}

export function bundleTable(rows: BundleRow[]): string {
  const width = Math.max(5, ...rows.map((r) => r.route.length));
  return [
    `| ${'route'.padEnd(width)} | files | gzip KB |`,
    `|${'-'.repeat(width + 2)}|-------|---------|`,
    ...rows.map(
      (r) =>
        `| ${r.route.padEnd(width)} | ${String(r.files).padStart(5)} | ${r.gzipKb.toFixed(1).padStart(7)} |`,
    ),
  ].join('\n');
}

if (basename(process.argv[1] ?? '') === 'client-bundle.ts') {
  const rows = await measureClientBundles();
  console.log(`Client JavaScript before first render (gzip):\n\n${bundleTable(rows)}`);
  const [macro, panel] = rows;
  if (macro)
    console.log(
      `\nConfluence macro view: ${macro.gzipKb} KB (budget ≤ ${MACRO_VIEW_BUDGET_KB} KB)`,
    );
  if (panel)
    console.log(`Jira issue panel: ${panel.gzipKb} KB (budget ≤ ${ISSUE_PANEL_BUDGET_KB} KB)`);
}
