import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeForgeApp } from './forge-app-files';
import {
  buildForgeApp,
  forgeManifestConfig,
  PLACEHOLDER_CONFIG,
  type ForgeAppBuild,
} from './manifest';
import { formatProblems, validateForgeApp, type ManifestProblem } from './manifest-validation';
import {
  FORGE_APPS,
  FORGE_MODULE_TABLE,
  type ForgeModuleTable,
  type ModuleDecl,
} from './module-table';

/** The first validation compiles Atlassian's manifest schema: seconds, once per process. */
const COMPILE_TIMEOUT = 60_000;

const scratch = mkdtempSync(join(tmpdir(), 'forge-manifests-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let runs = 0;
/** Writes the app into a fresh folder (resources stubbed) and validates it. */
async function validate(build: ForgeAppBuild): Promise<ManifestProblem[]> {
  const dir = join(scratch, `${build.app}-${(runs += 1)}`);
  writeForgeApp(build, dir, { stubResources: true });
  return validateForgeApp(dir);
}

function tableWith(change: (table: ForgeModuleTable) => void): ForgeModuleTable {
  const table = structuredClone(FORGE_MODULE_TABLE);
  change(table);
  return table;
}

const messages = (problems: ManifestProblem[]) => problems.map((p) => p.message).join('\n');

describe('the generated Forge manifests', () => {
  for (const app of FORGE_APPS) {
    it(
      `${app}: pass @forge/manifest's full validation without errors or warnings`,
      async () => {
        const problems = await validate(buildForgeApp(app, PLACEHOLDER_CONFIG));
        expect(formatProblems(problems)).toBe('');
      },
      COMPILE_TIMEOUT,
    );
  }

  it(
    'fail it for a macro without a resource',
    async () => {
      const table = tableWith((t) => {
        const macro: Partial<ModuleDecl> | undefined = t.modules.find((m) => m.type === 'macro');
        if (macro && 'resource' in macro) delete macro.resource;
      });
      const problems = await validate(buildForgeApp('confluence', PLACEHOLDER_CONFIG, table));
      expect(messages(problems)).toContain(
        "macro required properties are 'title, function, key' or 'title, resource, key'",
      );
    },
    COMPILE_TIMEOUT,
  );

  it(
    'fail it for a Connect scope',
    async () => {
      const table = tableWith((t) => t.apps.jira.scopes.push('READ'));
      const problems = await validate(buildForgeApp('jira', PLACEHOLDER_CONFIG, table));
      expect(messages(problems)).toContain(
        "Invalid 'scopes' permission in the manifest.yml file - 'READ'",
      );
    },
    COMPILE_TIMEOUT,
  );

  it(
    'fail it for an unknown module type',
    async () => {
      const build = buildForgeApp('jira', PLACEHOLDER_CONFIG);
      const panels = build.manifest.modules['jira:issuePanel'] ?? [];
      delete build.manifest.modules['jira:issuePanel'];
      build.manifest.modules['jira:issuePanelz'] = panels;
      const problems = await validate(build);
      expect(messages(problems)).toMatch(/jira:issuePanelz/);
    },
    COMPILE_TIMEOUT,
  );

  it(
    "fail it for a trigger whose events the app's scopes do not cover",
    async () => {
      const table = tableWith((t) => {
        t.apps.jira.scopes = t.apps.jira.scopes.filter((s) => s !== 'read:jira-work');
      });
      const problems = await validate(buildForgeApp('jira', PLACEHOLDER_CONFIG, table));
      expect(messages(problems)).toContain(
        'Trigger issue-created: avi:jira:created:issue needs the scopes read:jira-work',
      );
    },
    COMPILE_TIMEOUT,
  );

  it(
    'fail it for a text without a translation',
    async () => {
      const build = buildForgeApp('confluence', PLACEHOLDER_CONFIG);
      build.locales['locales/en-US.json'] = {};
      const problems = await validate(build);
      expect(messages(problems)).toMatch(/descriptor\.macro\.checklist\.name/);
    },
    COMPILE_TIMEOUT,
  );
});

describe('the Forge manifests’ configuration', () => {
  it('takes the remote URL and app ids from the environment', () => {
    const config = forgeManifestConfig({
      FORGE_REMOTE_URL: 'https://checklists.example.org/',
      FORGE_JIRA_APP_ID: 'ari:cloud:ecosystem::app/12345678-1234-4123-8123-123456789abc',
    });
    expect(config.remoteUrl).toBe('https://checklists.example.org');
    expect(config.appIds.jira).toBe(
      'ari:cloud:ecosystem::app/12345678-1234-4123-8123-123456789abc',
    );
    expect(config.appIds.confluence).toBe(PLACEHOLDER_CONFIG.appIds.confluence);
    const { manifest } = buildForgeApp('jira', config);
    expect(manifest.app.id).toBe(config.appIds.jira);
    expect(manifest.remotes[0]?.baseUrl).toBe('https://checklists.example.org');
  });

  it('refuses a remote that is not https and an app id that is not an app ARI', () => {
    expect(() => forgeManifestConfig({ FORGE_REMOTE_URL: 'http://localhost:3000' })).toThrow(
      /FORGE_REMOTE_URL must be an https URL/,
    );
    expect(() => forgeManifestConfig({ FORGE_CONFLUENCE_APP_ID: 'app.checklists' })).toThrow(
      /FORGE_CONFLUENCE_APP_ID must be ari:cloud:ecosystem::app/,
    );
  });

  it('translates every text into English and German', () => {
    for (const app of FORGE_APPS) {
      const { locales } = buildForgeApp(app, PLACEHOLDER_CONFIG);
      const english = Object.keys(locales['locales/en-US.json'] ?? {});
      expect(english.length).toBeGreaterThan(5);
      expect(Object.keys(locales['locales/de-DE.json'] ?? {})).toEqual(english);
    }
  });
});
