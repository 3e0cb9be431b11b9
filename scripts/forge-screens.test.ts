/**
 * Every screen the Forge manifests declare (module-screens.json of both apps) opens from the
 * Forge context a frame of that module gets, with every URL variable filled in, under an
 * English and a German account: the client's mapping (client/host/forge/forge-screens.ts)
 * against the module table it must follow (server/hosts/forge/manifest/).
 */
import { describe, expect, it } from 'vitest';
import { buildForgeApp, PLACEHOLDER_CONFIG } from '../server/hosts/forge/manifest/manifest';
import { FORGE_APPS } from '../server/hosts/forge/manifest/module-table';
import { screenKeyOf, screenUrlOf } from '../client/host/forge/forge-screens';
import type { ForgeContext, ForgeExtension } from '../client/host/forge/forge-bridge';
import { languageFor } from '../client/host/host-bridge';

const EXTENSION: ForgeExtension = {
  issue: { id: '10001', key: 'DEMO-1', typeId: '10002' },
  project: { id: '10000', key: 'DEMO' },
  content: { id: '98305', version: 7 },
  space: { key: 'DS' },
  config: {
    checklistInstanceUid: 'ci-1',
    templateUid: 't-1',
    title: 'Go live',
    checklists: 'ci-1,ci-2',
    status: 'open',
    spaceKey: 'DS',
    label: 'release',
    assigneeId: 'acc-1',
  },
  postFunctionId: 'pf-1',
  postFunctionConfig: '{"scope":"all"}',
  validatorId: 'v-1',
  validatorConfig: '{"mode":"mandatory"}',
};

/** What each URL variable must become from the context above. */
const EXPECTED: Record<string, string> = {
  'issue.key': 'DEMO-1',
  'issue.id': '10001',
  'issuetype.id': '10002',
  'project.key': 'DEMO',
  'project.id': '10000',
  'page.id': '98305',
  'page.version': '7',
  'space.key': 'DS',
  'macro.id': 'local-1',
  'output.type': 'display',
  checklistInstanceUid: 'ci-1',
  templateUid: 't-1',
  title: 'Go live',
  checklists: 'ci-1,ci-2',
  status: 'open',
  spaceKey: 'DS',
  label: 'release',
  assigneeId: 'acc-1',
  'postFunction.id': 'pf-1',
  'postFunction.config': '{"scope":"all"}',
  'validator.id': 'v-1',
  'validator.config': '{"mode":"mandatory"}',
};

const ENTRY_POINTS = new Set(['config', 'create', 'edit', 'view']);

/** The context of a frame showing `key`, and the page history's path for an admin page. */
function contextFor(key: string, moduleKeys: Set<string>, locale: string) {
  const base = { localId: 'local-1', locale, accountId: 'acc-1' };
  if (!moduleKeys.has(key.split('/')[0] ?? '')) {
    // A dialog: a Modal we open from another module.
    const context: ForgeContext = {
      ...base,
      moduleKey: [...moduleKeys][0] ?? '',
      extension: { ...EXTENSION, modal: { screen: key, customData: {} } },
    };
    return { context, historyPath: undefined };
  }
  const [moduleKey = '', sub] = key.split('/');
  const entryPoint = sub && ENTRY_POINTS.has(sub) ? sub : undefined;
  const context: ForgeContext = { ...base, moduleKey, extension: { ...EXTENSION, entryPoint } };
  return { context, historyPath: sub && !entryPoint ? `/${sub}` : undefined };
}

describe.each(FORGE_APPS)('the %s app’s screens under Forge', (app) => {
  const build = buildForgeApp(app, PLACEHOLDER_CONFIG);
  const moduleKeys = new Set(
    Object.values(build.manifest.modules).flatMap((modules) =>
      modules.map((m) => String((m as { key?: unknown }).key)),
    ),
  );
  const screens = build.screens;

  it.each(Object.entries(screens))('%s opens from its context', (key, template) => {
    for (const [locale, language] of [
      ['en-US', 'en'],
      ['de-DE', 'de'],
    ] as const) {
      const { context, historyPath } = contextFor(key, moduleKeys, locale);
      expect(screenKeyOf(context, screens, historyPath)).toBe(key);
      const url = screenUrlOf(context, screens, historyPath);
      const expected = template.replace(/\{([^{}]+)\}/g, (_, name: string) => {
        expect(EXPECTED, `a variable of ${key}`).toHaveProperty([name]);
        return encodeURIComponent(EXPECTED[name] ?? '');
      });
      expect(url).toBe(expected);
      expect(url).not.toMatch(/[{}]/);
      expect(languageFor({ kind: 'ready', locale, localeFirst: true }, 'fr-FR')).toBe(language);
    }
  });
});
