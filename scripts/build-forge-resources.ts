/**
 * The Forge apps' Custom UI resources (docs/FORGE.md, "Custom UI"), built from the client into
 * dist/forge/<app>/<resource>/: one index.html (the shell page with boot data `host: 'forge'`,
 * the product and the app's module-screens.json as `forgeScreens`), `assets/` with every path
 * relative (the resource works under any base path), and checklists-icon.svg (the manifests'
 * `resource:<key>;checklists-icon.svg`). No external script, no inline script but the JSON boot
 * data (Forge's CSP: `script-src 'self'`; styles may be inline: `content.styles`).
 * Resource → entry: `issue-panel` and `macro-view` are the light entries (their budgets,
 * docs/PERFORMANCE.md), `app` the whole app. Run by `npm run build` after the manifests
 * (scripts/build-forge-manifests.ts writes module-screens.json); alone:
 * `node --import tsx scripts/build-forge-resources.ts`.
 */
import * as esbuild from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { clientBuildOptions, LIGHT_ENTRIES, tokensStylesheet } from './build-client';
import {
  buildForgeApp,
  FORGE_OUT_DIR,
  forgeManifestConfig,
} from '../server/hosts/forge/manifest/manifest';
import { SCREENS_FILE } from '../server/hosts/forge/manifest/forge-app-files';
import { FORGE_APPS, type ForgeApp } from '../server/hosts/forge/manifest/module-table';
import { renderShell } from '../server/web/shell-html';
import type { ClientManifest } from '../server/web/client-manifest';
import type { BootData } from '../shared/routes';

const ROOT = join(import.meta.dirname, '..');
const ICON = join(ROOT, 'server', 'public', 'checklists-icon.svg');
export const ICON_FILE = 'checklists-icon.svg';
export const ASSETS = 'assets';

/** Each resource key the manifests name → the client entry it runs. */
export const FORGE_RESOURCE_ENTRIES: Record<string, string> = {
  'issue-panel': LIGHT_ENTRIES.issuePanel,
  'macro-view': LIGHT_ENTRIES.macroView,
  app: 'client/main.tsx',
};
/** The entries whose JavaScript before the first render has a budget (docs/PERFORMANCE.md). */
const LIGHT = new Set<string>(Object.values(LIGHT_ENTRIES));
const FORGE_START = 'client/host/forge/start-forge-host.ts';

export interface ForgeResourceReport {
  app: ForgeApp;
  resource: string;
  dir: string;
  files: number;
  bytes: number;
  /** gzip KB of the JavaScript loaded before the first render (English strings included). */
  firstRenderGzipKb: number;
}

interface EntryBuild {
  files: { path: string; contents: Uint8Array }[];
  manifest: Pick<ClientManifest, 'entry' | 'styles' | 'preload' | 'deferredStyles'>;
  firstRenderGzipKb: number;
}

type Outputs = esbuild.Metafile['outputs'];

/** The output file of a module that is its own chunk (an entry or a lazy import). */
function outputOf(outputs: Outputs, module: string): string {
  const found = Object.entries(outputs).find(
    ([file, o]) => o.entryPoint === module && file.endsWith('.js'),
  );
  if (!found) throw new Error(`${module} is not a chunk of the build`);
  return found[0];
}

function staticClosure(outputs: Outputs, starts: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const i of outputs[file]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path);
  };
  starts.forEach(visit);
  return [...seen];
}

/** Builds one entry for a resource folder (in memory: several resources may share it). */
async function buildEntry(entry: string): Promise<EntryBuild> {
  const outdir = join(ROOT, 'dist', 'forge-build', basename(entry).replace(/\.tsx?$/, ''));
  const result = await esbuild.build({
    ...clientBuildOptions(true),
    entryPoints: [entry],
    outdir,
    sourcemap: false,
    write: false,
  });
  if (!result.metafile) throw new Error(`no metafile for ${entry}`);
  const outputs = result.metafile.outputs;
  const rel = (file: string) => relative(outdir, join(ROOT, file)).split('\\').join('/');
  const url = (file: string) => `./${ASSETS}/${rel(file)}`;
  const files = result.outputFiles.map((f) => ({
    path: relative(outdir, f.path).split('\\').join('/'),
    contents: f.contents,
  }));
  const tokens = tokensStylesheet();
  files.push({ path: tokens.file, contents: new TextEncoder().encode(tokens.css) });

  const main = outputOf(outputs, entry);
  const cssBundle = outputs[main]?.cssBundle;
  const otherCss = Object.keys(outputs)
    .filter((file) => file.endsWith('.css') && file !== cssBundle)
    .sort();
  const forgeStart = outputOf(outputs, FORGE_START);
  const preload = staticClosure(outputs, [main, forgeStart]).filter((f) => f !== main);
  const light = LIGHT.has(entry);
  const styles = [`./${ASSETS}/${tokens.file}`, ...(cssBundle ? [url(cssBundle)] : [])];
  const manifest = light
    ? { entry: url(main), preload: preload.map(url), styles, deferredStyles: otherCss.map(url) }
    : { entry: url(main), preload: preload.map(url), styles: [...styles, ...otherCss.map(url)] };

  // A light entry loads only its part of the feature strings (client/locales/light-namespaces.ts).
  const strings = ['client/locales/en.json', ...(light ? ['client/locales/en.light.json'] : [])];
  const firstRender = staticClosure(outputs, [
    main,
    forgeStart,
    ...strings.map((m) => outputOf(outputs, m)),
  ]);
  const gzipOf = new Map(files.map((f) => [f.path, gzipSync(f.contents, { level: 9 }).length]));
  const bytes = firstRender.reduce((sum, file) => sum + (gzipOf.get(rel(file)) ?? 0), 0);
  return { files, manifest, firstRenderGzipKb: Math.round((bytes / 1024) * 10) / 10 };
}

/** The boot data a resource's page carries. */
export function forgeBootData(app: ForgeApp, forgeScreens: Record<string, string>): BootData {
  return {
    environment: 'production',
    connectJsUrl: '',
    sessionToken: null,
    product: app,
    infoRoutes: false,
    firebase: { projectId: 'demo-checklists', apiKey: null, authDomain: null, emulatorHost: null },
    host: 'forge',
    forgeScreens,
  };
}

function readScreens(appDir: string): Record<string, string> {
  const file = join(appDir, SCREENS_FILE);
  if (!existsSync(file))
    throw new Error(
      `${file} is missing: build the Forge manifests first (build-forge-manifests.ts)`,
    );
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/**
 * Writes every resource both apps' manifests declare into `outDir/<app>/<path>/` (replacing
 * what was there); `outDir/<app>/module-screens.json` must exist.
 */
export async function buildForgeResources(
  outDir: string = join(ROOT, FORGE_OUT_DIR),
  env: NodeJS.ProcessEnv = process.env,
): Promise<ForgeResourceReport[]> {
  const config = forgeManifestConfig(env);
  const wanted = FORGE_APPS.flatMap((app) =>
    buildForgeApp(app, config).manifest.resources.map((r) => {
      const entry = FORGE_RESOURCE_ENTRIES[r.key];
      if (!entry) throw new Error(`no client entry for the Forge resource ${r.key}`);
      return { app, key: r.key, path: r.path, entry };
    }),
  );
  const entries = [...new Set(wanted.map((w) => w.entry))];
  const builds = new Map(
    await Promise.all(entries.map(async (e) => [e, await buildEntry(e)] as const)),
  );
  return wanted.map(({ app, key, path, entry }) => {
    const build = builds.get(entry);
    if (!build) throw new Error(`${entry} was not built`);
    const appDir = join(outDir, app);
    const dir = join(appDir, path);
    rmSync(dir, { recursive: true, force: true });
    let bytes = 0;
    for (const file of build.files) {
      const target = join(dir, ASSETS, file.path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, file.contents);
      bytes += file.contents.length;
    }
    const html = renderShell(build.manifest, forgeBootData(app, readScreens(appDir)), 'en');
    writeFileSync(join(dir, 'index.html'), html);
    copyFileSync(ICON, join(dir, ICON_FILE));
    return {
      app,
      resource: key,
      dir,
      files: build.files.length + 2,
      bytes: bytes + html.length,
      firstRenderGzipKb: build.firstRenderGzipKb,
    };
  });
}

export function resourceTable(rows: ForgeResourceReport[]): string {
  return rows
    .map(
      (r) =>
        `  ${`${r.app}/${r.resource}`.padEnd(22)} ${String(r.files).padStart(4)} files, ` +
        `${(r.bytes / 1024).toFixed(0).padStart(5)} KB; JS before first render ${r.firstRenderGzipKb} KB gzip`,
    )
    .join('\n');
}

if (basename(process.argv[1] ?? '') === 'build-forge-resources.ts') {
  const started = Date.now();
  const rows = await buildForgeResources();
  console.log(`Forge resources in ${Date.now() - started} ms:\n${resourceTable(rows)}`);
}
