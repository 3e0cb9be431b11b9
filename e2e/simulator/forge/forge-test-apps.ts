/**
 * For the simulator's Forge tests: a dist/forge-like folder with two small apps (a manifest
 * with the modules and endpoints the simulator reads, a locale file and one resource).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const TEST_APP_IDS = {
  jira: 'ari:cloud:ecosystem::app/00000000-0000-4000-8000-00000000000a',
  confluence: 'ari:cloud:ecosystem::app/00000000-0000-4000-8000-00000000000b',
};

const JIRA = `app:
  id: ${TEST_APP_IDS.jira}
modules:
  jira:issuePanel:
    - key: checklists-issue-content
      resource: issue-panel
      resolver: { endpoint: ui-remote }
      title: { i18n: panel.title }
  jira:workflowValidator:
    - key: checklists-complete-validator
      name: Complete
      description: d
      expression: "issue.properties['checklists'] == null || issue.properties['checklists'].open == 0"
      errorMessage: { i18n: validator.error }
  jira:workflowPostFunction:
    - key: complete-checklists
      name: Complete
      description: d
      endpoint: complete-remote
  trigger:
    - key: issue-created
      events: [avi:jira:created:issue]
      endpoint: created-remote
    - key: issue-deleted
      events: [avi:jira:deleted:issue]
      endpoint: deleted-remote
    - key: app-installed
      events: [avi:forge:installed:app]
      endpoint: installed-remote
  endpoint:
    - { key: ui-remote, remote: checklists, auth: { appSystemToken: { enabled: true } } }
    - { key: deleted-remote, remote: checklists, route: { path: /forge/jira/webhooks/issue-deleted } }
    - { key: complete-remote, remote: checklists, route: { path: /forge/jira/workflow/complete-checklists/triggered } }
    - { key: created-remote, remote: checklists, route: { path: /forge/jira/webhooks/issue-created } }
    - { key: installed-remote, remote: checklists, route: { path: /forge/jira/installed } }
resources:
  - { key: issue-panel, path: issue-panel }
`;

const CONFLUENCE = `app:
  id: ${TEST_APP_IDS.confluence}
modules:
  macro:
    - key: checklist
      resource: macro-view
      title: Checklist
      resolver: { endpoint: ui-remote }
      config: { resource: macro-view, title: Configure, openOnInsert: true }
  trigger:
    - key: app-installed
      events: [avi:forge:installed:app]
      endpoint: installed-remote
  endpoint:
    - { key: ui-remote, remote: checklists, auth: { appSystemToken: { enabled: true }, appUserToken: { enabled: true } } }
    - { key: installed-remote, remote: checklists, route: { path: /forge/confluence/installed } }
resources:
  - { key: macro-view, path: macro-view }
`;

/** Writes both apps into a fresh folder; answers its path. */
export function writeTestForgeApps(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sim-forge-'));
  const app = (product: string, manifest: string, resource: string) => {
    mkdirSync(join(dir, product, 'locales'), { recursive: true });
    mkdirSync(join(dir, product, resource), { recursive: true });
    writeFileSync(join(dir, product, 'manifest.yml'), manifest);
    writeFileSync(
      join(dir, product, 'locales', 'en-US.json'),
      JSON.stringify({ 'panel.title': 'Checklists', 'validator.error': 'Finish the checklists.' }),
    );
    writeFileSync(
      join(dir, product, resource, 'index.html'),
      '<!doctype html><html><head><meta charset="utf-8"><title>r</title></head><body><p>resource</p></body></html>',
    );
    writeFileSync(join(dir, product, resource, 'app.js'), 'console.log(1);');
  };
  app('jira', JIRA, 'issue-panel');
  app('confluence', CONFLUENCE, 'macro-view');
  return dir;
}
