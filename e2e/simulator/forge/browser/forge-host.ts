/**
 * The Forge site's host page script (bundled as /sim-assets/forge-host.js): reads the page's
 * config (#sim-config, forge-page-layout.ts), makes its Custom UI frames (those with
 * `openedBy` on the first click of that element; panel-added frames get `isNewToIssue`) and
 * sets up the page's own behaviour. `window.__sim` records bridge calls, unsupported calls,
 * flags, navigations, events and modals for tests.
 */
import { ForgeBridgeHost, type SimRecorder } from './forge-bridge-host';
import { bridgeCalls } from './forge-bridge-calls';
import { setUpForgeIssuePage, setUpForgeWorkflowPage } from './forge-jira-host';
import { setUpForgeEditor } from './forge-confluence-editor';
import type { ForgeHostConfig } from './forge-types';
import type { ForgeEditorData } from '../forge-confluence-editor-page';

const config = JSON.parse(
  document.getElementById('sim-config')?.textContent ?? '{}',
) as ForgeHostConfig;
const sim: SimRecorder = {
  bridgeCalls: [],
  unsupported: [],
  flags: [],
  navigations: [],
  events: [],
  modals: [],
};
(window as unknown as { __sim: SimRecorder }).__sim = sim;

const host = new ForgeBridgeHost(config, sim);
host.setCalls(bridgeCalls(host));

for (const spec of config.frames) {
  const create = (extra: Record<string, unknown> = {}) => {
    const container = document.getElementById(spec.containerId);
    if (!container || container.dataset.created) return;
    container.dataset.created = 'yes';
    host.createFrame({ ...spec, extension: { ...spec.extension, ...extra } }, container);
  };
  if (!spec.openedBy) create();
  else
    document.getElementById(spec.openedBy)?.addEventListener('click', () => {
      // A popup (the byline item) opens and closes; other frames just appear once.
      const popup = document.getElementById(spec.containerId);
      if (popup?.hasAttribute('data-sim-popup-frame')) popup.hidden = !popup.hidden;
      create(spec.openedBy === 'sim-forge-add-panel' ? { isNewToIssue: true } : {});
    });
}

const { kind, data } = config.page;
if (kind === 'issue') setUpForgeIssuePage(String(data.issueKey));
if (kind === 'workflow') setUpForgeWorkflowPage(host);
if (kind === 'editor') setUpForgeEditor(host, data as unknown as ForgeEditorData);
