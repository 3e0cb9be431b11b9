/**
 * Builds the React client with esbuild into dist/client:
 *   assets/main-[hash].js (+ lazy chunks), assets/main-[hash].css (Atlaskit's extracted CSS),
 *   assets/tokens-[hash].css (the Atlassian design-token themes as a static file, because a
 *   strict CSP blocks the <style> tags setGlobalTheme would inject), and manifest.json,
 *   which the server reads to render the app shell.
 * `--watch` rebuilds on change (npm run dev).
 */
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const OUT_DIR = join(ROOT, 'dist', 'client');
const ASSETS_DIR = join(OUT_DIR, 'assets');
const require = createRequire(import.meta.url);

/** Token themes the shell's `data-theme` attribute names. */
const THEMES = ['atlassian-light', 'atlassian-spacing', 'atlassian-typography', 'atlassian-shape'];

/** The token themes as one stylesheet, and the file name it gets (by its content). */
export function tokensStylesheet(): { file: string; css: string } {
  const css = THEMES.map(
    (theme) =>
      (require(`@atlaskit/tokens/dist/cjs/artifacts/themes/${theme}.js`) as { default: string })
        .default,
  ).join('\n');
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 8).toUpperCase();
  return { file: `tokens-${hash}.css`, css };
}

function writeTokensCss(): string {
  const { file, css } = tokensStylesheet();
  writeFileSync(join(ASSETS_DIR, file), css);
  return `/assets/${file}`;
}

/** The light entries by name (server/web/client-manifest.ts serves each for its routes). */
export const LIGHT_ENTRIES = {
  issuePanel: 'client/embedded/issue-panel-main.tsx',
  macroView: 'client/embedded/macro-view-main.tsx',
  share: 'client/embedded/share-main.tsx',
} as const;

/**
 * The stylesheets of every chunk `file` may load, statically or lazily: what a light entry's
 * lazy parts can need, and nothing of the app's other screens (each preload the page never
 * applies is a console warning and a wasted request).
 */
export function reachableStyles(metafile: esbuild.Metafile, file: string): string[] {
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const output = metafile.outputs[path];
    if (!output) return;
    if (output.cssBundle) styles.add(output.cssBundle);
    output.imports
      .filter((i) => i.kind === 'import-statement' || i.kind === 'dynamic-import')
      .forEach((i) => visit(i.path));
  };
  visit(file);
  return [...styles].sort();
}

function writeManifest(metafile: esbuild.Metafile, tokensCss: string): void {
  const url = (file: string) => `/${relative(OUT_DIR, join(ROOT, file)).split('\\').join('/')}`;
  const [entryFile, entry] =
    Object.entries(metafile.outputs).find(
      ([, output]) => output.entryPoint === 'client/main.tsx',
    ) ?? [];
  if (!entryFile || !entry) throw new Error('the build has no client/main.tsx entry');
  const staticImports = (output: esbuild.Metafile['outputs'][string]) =>
    output.imports.filter((i) => i.kind === 'import-statement').map((i) => url(i.path));
  // Each light entry blocks its first render on its own CSS only; the rest (what its lazy
  // parts use) is fetched meanwhile and applied when they load (client/lib/deferred-styles.ts).
  const light = Object.fromEntries(
    Object.entries(LIGHT_ENTRIES).flatMap(([name, entryPoint]) => {
      const [file, output] =
        Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === entryPoint) ?? [];
      if (!file || !output) return [];
      return [
        [
          name,
          {
            entry: url(file),
            preload: staticImports(output),
            styles: [tokensCss, ...(output.cssBundle ? [url(output.cssBundle)] : [])],
            deferredStyles: reachableStyles(metafile, file)
              .filter((css) => css !== output.cssBundle)
              .map(url),
          },
        ],
      ];
    }),
  );
  const manifest = {
    entry: url(entryFile),
    light,
    // The entry's CSS first, then the CSS of lazy chunks: they are small (Atlaskit's atomic
    // classes) and loading them up front avoids unstyled flashes when a screen arrives.
    styles: [
      tokensCss,
      ...(entry.cssBundle ? [url(entry.cssBundle)] : []),
      ...Object.keys(metafile.outputs)
        .filter((file) => file.endsWith('.css') && file !== entry.cssBundle)
        .sort()
        .map(url),
    ],
    // Static imports of the entry load right after it: preload them to avoid a waterfall.
    preload: entry.imports.filter((i) => i.kind === 'import-statement').map((i) => url(i.path)),
  };
  writeFileSync(join(OUT_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * Smaller builds of what the bundle needs: react-router's package exports always point at
 * its development build, and Atlaskit's feature-gate client (~100 KB) only ever answers
 * "off" here (client/vendor-stubs/feature-gates.ts).
 */
function slimDependencies(production: boolean): esbuild.Plugin {
  return {
    name: 'slim-dependencies',
    setup(build) {
      build.onResolve({ filter: /^@atlaskit\/feature-gate-js-client\/feature-gates$/ }, () => ({
        path: join(ROOT, 'client', 'vendor-stubs', 'feature-gates.ts'),
      }));
      if (!production) return;
      const reactRouter = join(ROOT, 'node_modules', 'react-router', 'dist', 'production');
      build.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => ({
        path: join(reactRouter, args.path.endsWith('/dom') ? 'dom-export.mjs' : 'index.mjs'),
      }));
    },
  };
}

export function clientBuildOptions(production: boolean): esbuild.BuildOptions {
  return {
    plugins: [slimDependencies(production)],
    absWorkingDir: ROOT,
    // The app, and the light entries of the Jira issue panel and the macro (docs/PERFORMANCE.md).
    entryPoints: ['client/main.tsx', ...Object.values(LIGHT_ENTRIES)],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: ASSETS_DIR,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    minify: production,
    sourcemap: production ? 'linked' : 'inline',
    target: ['es2020', 'chrome110', 'firefox110', 'safari16'],
    jsx: 'automatic',
    // Atlaskit ships an ES2019 build that is smaller than its ES5 one.
    mainFields: ['module:es2019', 'browser', 'module', 'main'],
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  };
}

export async function buildClient(options: { production: boolean; watch?: boolean }) {
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(ASSETS_DIR, { recursive: true });
  const tokensCss = writeTokensCss();
  const manifestPlugin: esbuild.Plugin = {
    name: 'manifest',
    setup(build) {
      build.onEnd((result) => {
        if (result.metafile && result.errors.length === 0)
          writeManifest(result.metafile, tokensCss);
      });
    },
  };
  const base = clientBuildOptions(options.production);
  const config = { ...base, plugins: [...(base.plugins ?? []), manifestPlugin] };
  if (options.watch) {
    const context = await esbuild.context(config);
    await context.watch();
    return { context, metafile: undefined };
  }
  const result = await esbuild.build(config);
  return { context: undefined, metafile: result.metafile };
}

if (basename(process.argv[1] ?? '') === 'build-client.ts') {
  const watch = process.argv.includes('--watch');
  const started = Date.now();
  await buildClient({ production: !watch && process.env.NODE_ENV !== 'development', watch });
  console.log(
    watch ? 'Watching the client…' : `Client built in ${Date.now() - started} ms → dist/client`,
  );
}
