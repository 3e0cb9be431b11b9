import { describe, expect, it } from 'vitest';
import * as esbuild from 'esbuild';
import { clientBuildOptions } from './build-client';

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
});
