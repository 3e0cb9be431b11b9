import { describe, expect, it } from 'vitest';
import * as esbuild from 'esbuild';
import { clientBuildOptions, LIGHT_ENTRIES, reachableStyles } from './build-client';

describe('the client bundle', () => {
  it('never carries zod, react-router’s development build or Atlaskit’s feature-gate client', async () => {
    const result = await esbuild.build({
      ...clientBuildOptions(true),
      sourcemap: false,
      write: false,
      outdir: 'dist/bundle-test',
      logLevel: 'silent',
    });
    const inputs = Object.values(result.metafile?.outputs ?? {}).flatMap((o) =>
      Object.keys(o.inputs),
    );
    expect(inputs.filter((i) => i.includes('node_modules/zod/'))).toEqual([]);
    expect(inputs.filter((i) => i.includes('react-router/dist/development'))).toEqual([]);
    expect(inputs.filter((i) => i.includes('feature-gate-js-client'))).toEqual([]);
  }, 60_000);

  it('gives each light entry only the stylesheets of chunks it can load', async () => {
    const result = await esbuild.build({
      ...clientBuildOptions(true),
      sourcemap: false,
      write: false,
      outdir: 'dist/bundle-test',
      logLevel: 'silent',
    });
    const metafile = result.metafile!;
    const all = Object.keys(metafile.outputs).filter((file) => file.endsWith('.css'));
    const app = Object.values(metafile.outputs).find((o) => o.entryPoint === 'client/main.tsx');
    for (const entryPoint of Object.values(LIGHT_ENTRIES)) {
      const [file] = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === entryPoint)!;
      const styles = reachableStyles(metafile, file);
      // 2026-11-28: 7, 6 and 3 of 45; every one was preloaded before (a warning each).
      expect(styles.length).toBeLessThan(all.length / 4);
      expect(styles).not.toContain(app?.cssBundle);
    }
  }, 60_000);
});

describe('reachableStyles', () => {
  const output = (imports: [string, esbuild.ImportKind][], cssBundle?: string) => ({
    bytes: 1,
    inputs: {},
    exports: [],
    imports: imports.map(([path, kind]) => ({ path, kind })),
    ...(cssBundle ? { cssBundle } : {}),
  });

  it('follows static and lazy imports, once each, and nothing else', () => {
    const metafile: esbuild.Metafile = {
      inputs: {},
      outputs: {
        'entry.js': output(
          [
            ['a.js', 'import-statement'],
            ['b.js', 'dynamic-import'],
          ],
          'entry.css',
        ),
        'a.js': output([['entry.js', 'import-statement']], 'a.css'),
        'b.js': output([['c.js', 'dynamic-import']], 'b.css'),
        'c.js': output([], 'c.css'),
        'other.js': output([], 'other.css'),
      },
    };
    expect(reachableStyles(metafile, 'entry.js')).toEqual(['a.css', 'b.css', 'c.css', 'entry.css']);
    expect(reachableStyles(metafile, 'c.js')).toEqual(['c.css']);
  });
});
