import { describe, expect, it } from 'vitest';
import { buildDescriptor } from '../../connect/descriptors';
import { FORGE_APPS, FORGE_MODULE_TABLE, type ForgeApp, type ModuleType } from './module-table';

/**
 * The Forge module each Connect module becomes (../shared/forge/reference.md §1). A Jira admin
 * page is a page of the one `jira:adminPage`; a general page shown nowhere (`location: none`)
 * and a dialog are opened with `new Modal` and have no manifest module.
 */
const FORGE_TYPE: Record<ForgeApp, Record<string, ModuleType[]>> = {
  jira: {
    jiraIssueContents: ['jira:issuePanel'],
    jiraIssueGlances: ['jira:issueContext'],
    jiraIssueTabPanels: ['jira:issueActivity'],
    generalPages: ['jira:globalPage'],
    webSections: ['jira:adminPage'],
    jiraProjectAdminTabPanels: ['jira:projectSettingsPage'],
    jiraWorkflowPostFunctions: ['jira:workflowPostFunction'],
    jiraWorkflowValidators: ['jira:workflowValidator'],
    jiraEntityProperties: ['jira:entityProperty'],
    webhooks: ['trigger'],
    lifecycle: ['trigger'],
    dialogs: ['modal'],
  },
  confluence: {
    dynamicContentMacros: ['macro'],
    generalPages: ['confluence:globalPage', 'modal'],
    adminPages: ['confluence:globalSettings'],
    webPanels: ['confluence:contentBylineItem'],
    lifecycle: ['trigger'],
    dialogs: ['modal'],
  },
};

/** Every module of the Connect descriptor the server serves, as `collection/key`. */
function connectModules(app: ForgeApp): string[] {
  const { modules } = buildDescriptor(app, 'https://c.example.com');
  const refs = Object.entries(
    modules as Record<string, { key?: string; event?: string }[]>,
  ).flatMap(([collection, list]) => list.map((m) => `${collection}/${m.key ?? m.event}`));
  return [...refs, 'lifecycle/installed'];
}

/** What the table declares for an app: `collection/key` → the Forge module type. */
function tableRows(app: ForgeApp): [string, ModuleType][] {
  return FORGE_MODULE_TABLE.modules
    .filter((decl) => decl.app === app)
    .flatMap((decl): [string, ModuleType][] => [
      [decl.from.join('/'), decl.type],
      ...(decl.type === 'jira:adminPage'
        ? decl.pages.map((page): [string, ModuleType] => [page.from.join('/'), decl.type])
        : []),
    ]);
}

describe('the Forge module table', () => {
  for (const app of FORGE_APPS) {
    it(`gives every ${app} Connect module exactly one Forge counterpart, of the mapped type`, () => {
      const rows = tableRows(app);
      expect(rows.map(([ref]) => ref).sort()).toEqual(connectModules(app).sort());
      for (const [ref, type] of rows) {
        const collection = ref.split('/')[0] ?? '';
        const expected =
          app === 'jira' && collection === 'adminPages'
            ? ['jira:adminPage']
            : FORGE_TYPE[app][collection];
        expect(expected, ref).toContain(type);
      }
    });
  }
});
