/**
 * Writes a built Forge app (manifest.ts) into its folder: manifest.yml, the translation files
 * and the Connect screen each module shows (module-screens.json, for the Custom UI build).
 * The resources themselves are the Custom UI build's; `stubResources` writes a placeholder
 * `index.html` into each (for validating in a scratch folder, never into dist/).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { manifestYaml, type ForgeAppBuild } from './manifest';

export const MANIFEST_FILE = 'manifest.yml';
export const SCREENS_FILE = 'module-screens.json';

function write(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Writes the app into `dir`; returns the files written, relative to `dir`. */
export function writeForgeApp(
  build: ForgeAppBuild,
  dir: string,
  { stubResources = false }: { stubResources?: boolean } = {},
): string[] {
  const files: Record<string, string> = {
    [MANIFEST_FILE]: manifestYaml(build.manifest),
    [SCREENS_FILE]: `${JSON.stringify(build.screens, null, 2)}\n`,
  };
  for (const [path, strings] of Object.entries(build.locales)) {
    files[path] = `${JSON.stringify(strings, null, 2)}\n`;
  }
  if (stubResources) {
    for (const resource of build.manifest.resources) {
      files[`${resource.path}/index.html`] =
        '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>\n';
    }
  }
  for (const [path, content] of Object.entries(files)) write(join(dir, path), content);
  return Object.keys(files);
}
