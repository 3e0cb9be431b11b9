/**
 * npm run build:forge: the two Forge apps' manifests, generated (never hand-edited) from the
 * module table (server/hosts/forge/manifest/) into dist/forge/<app>/: manifest.yml, locales/*.json
 * and module-screens.json, then validated with @forge/manifest (`--no-validate` skips that).
 * Environment: FORGE_REMOTE_URL, FORGE_JIRA_APP_ID, FORGE_CONFLUENCE_APP_ID (docs/FORGE.md).
 * `npm run build` generates them too, without the validation (it compiles Atlassian's schema:
 * seconds); npm test validates the same manifests (server/hosts/forge/manifest/manifest.test.ts).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { writeForgeApp } from '../server/hosts/forge/manifest/forge-app-files';
import {
  buildForgeApp,
  FORGE_OUT_DIR,
  forgeManifestConfig,
} from '../server/hosts/forge/manifest/manifest';
import { FORGE_APPS, type ForgeApp } from '../server/hosts/forge/manifest/module-table';

const ROOT = join(import.meta.dirname, '..');

/** Writes both apps; returns their folders. Leaves the resources' folders alone. */
export function buildForgeManifests(
  env: NodeJS.ProcessEnv = process.env,
): { app: ForgeApp; dir: string }[] {
  const config = forgeManifestConfig(env);
  return FORGE_APPS.map((app) => {
    const dir = join(ROOT, FORGE_OUT_DIR, app);
    writeForgeApp(buildForgeApp(app, config), dir);
    return { app, dir };
  });
}

/**
 * Validates an app as written; while its Custom UI resources are not built (a missing
 * resource folder is an error for Forge), validates a copy with placeholder resources instead
 * and says so: `forge deploy` needs the real ones.
 */
async function validateApp(app: ForgeApp, dir: string): Promise<boolean> {
  // Imported here: @forge/manifest takes a second to load, `npm run build` does not need it.
  const { formatProblems, validateForgeApp } =
    await import('../server/hosts/forge/manifest/manifest-validation');
  const build = buildForgeApp(app, forgeManifestConfig(process.env));
  const missing = build.manifest.resources.filter((r) => !existsSync(join(dir, r.path)));
  let target = dir;
  if (missing.length) {
    console.warn(
      `⚠ ${dir}: resources not built yet (${missing.map((r) => r.path).join(', ')}): validating with placeholders; forge deploy needs them (docs/FORGE.md).`,
    );
    target = mkdtempSync(join(tmpdir(), `forge-${app}-`));
    writeForgeApp(build, target, { stubResources: true });
  }
  try {
    const problems = await validateForgeApp(target);
    console.log(`${dir}: ${problems.length ? `\n${formatProblems(problems)}` : 'valid'}`);
    return !problems.some((p) => p.level === 'error');
  } finally {
    if (target !== dir) rmSync(target, { recursive: true, force: true });
  }
}

if (basename(process.argv[1] ?? '') === 'build-forge-manifests.ts') {
  const started = Date.now();
  const dirs = buildForgeManifests();
  console.log(`Wrote ${dirs.map(({ dir }) => join(dir, 'manifest.yml')).join(', ')}.`);
  if (!process.argv.includes('--no-validate')) {
    let valid = true;
    for (const { app, dir } of dirs) valid = (await validateApp(app, dir)) && valid;
    if (!valid) process.exit(1);
  }
  console.log(`Done in ${Date.now() - started} ms.`);
}
