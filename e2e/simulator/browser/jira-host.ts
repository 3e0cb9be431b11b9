/**
 * The Jira host pages' own behaviour (server/jira-pages.ts): the glance follows the issue's
 * property, transitions and delete call the simulator, the create form creates, and the
 * workflow editor asks an app's configuration page for its configuration, as Jira's "Add"
 * button does (the frame answers through `jira.submitWorkflowConfiguration`).
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- connect-host.js is an untyped global */
import { postJson, type FrameConfig, type HostConfig } from './host-types';
import {
  saveWorkflowRule,
  sendJson,
  setUpIssueActions,
  setUpRuleDeletes,
} from './jira-issue-actions';

const LOZENGE: Record<string, string> = {
  success: 'aui-lozenge-success',
  inprogress: 'aui-lozenge-current',
  new: 'aui-lozenge-new',
  moved: 'aui-lozenge-moved',
  removed: 'aui-lozenge-removed',
};

/** The glance's panel frame, created on the first click as Jira does. */
async function openGlancePanel(config: HostConfig, createFrame: (frame: FrameConfig) => void) {
  const container = document.querySelector<HTMLElement>('[data-sim-glance-frame]');
  if (!container || container.dataset.created) return;
  container.dataset.created = 'yes';
  const productContext = JSON.parse(container.dataset.context ?? '{}') as Record<string, string>;
  const answer = await postJson('/sim/module-url', {
    product: 'jira',
    addonKey: container.dataset.addon,
    moduleKey: 'checklists-glance',
    productContext,
  });
  if (!answer.url) return;
  createFrame({
    containerId: container.id,
    addonKey: String(container.dataset.addon),
    moduleKey: 'checklists-glance',
    url: String(answer.url),
    productContext,
  });
}

function glance(issueKey: string, config: HostConfig, createFrame: (frame: FrameConfig) => void) {
  const lozenge = document.querySelector<HTMLElement>('[data-testid="sim-glance-lozenge"]');
  const panel = document.querySelector<HTMLElement>('[data-sim-glance-panel]');
  const content = document.querySelector<HTMLElement>('[data-sim-content-panel]');
  const quickAdd = document.querySelector<HTMLElement>('[data-sim-quick-add]');
  const update = async () => {
    const issue: Record<string, any> = await sendJson(
      'GET',
      `/sim/issues/${encodeURIComponent(issueKey)}`,
    );
    const status = issue.glance?.status?.value as { label?: string; type?: string } | undefined;
    if (lozenge) {
      lozenge.textContent = status?.label ?? '';
      lozenge.className = `aui-lozenge ${LOZENGE[status?.type ?? ''] ?? ''}`;
      lozenge.hidden = !status;
    }
    // contentPresentConditions: entity_property_exists
    if (issue.checklists && content?.hidden) {
      content.hidden = false;
      if (quickAdd) quickAdd.hidden = true;
    }
  };
  void update();
  setInterval(() => void update(), 1000);
  document.querySelector('[data-sim-glance]')?.addEventListener('click', () => {
    if (panel) panel.hidden = !panel.hidden;
    void openGlancePanel(config, createFrame);
  });
  document.querySelector('[data-sim-glance-close]')?.addEventListener('click', () => {
    if (panel) panel.hidden = true;
  });
}

export function setUpJiraPage(
  connectHost: any,
  config: HostConfig,
  createFrame: (frame: FrameConfig) => void,
): void {
  const issueKey = document.querySelector<HTMLElement>('[data-sim-issue]')?.dataset.simIssue;
  if (issueKey) {
    glance(issueKey, config, createFrame);
    setUpIssueActions(issueKey);
    document.querySelector('[data-sim-quick-add]')?.addEventListener('click', (event) => {
      const content = document.querySelector<HTMLElement>('[data-sim-content-panel]');
      if (content) content.hidden = false;
      (event.currentTarget as HTMLElement).hidden = true;
      connectHost.broadcastEvent(
        'ISSUE_QUICK_ADD_CLICKED',
        { addon_key: 'app.checklists.jira', key: 'checklists-issue-content' },
        { isNewToIssue: true },
      );
    });
  }

  const create = document.querySelector<HTMLFormElement>('[data-sim-create-issue]');
  create?.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(create).entries());
    const created = await postJson('/sim/issues', data);
    if (created.key) window.location.assign(`/browse/${created.key}`);
  });

  // The workflow editor: Add/Update asks the frame; the frame answers through the jira module.
  let pending: HTMLElement | undefined;
  document.querySelectorAll<HTMLElement>('[data-sim-rule-save]').forEach((button) =>
    button.addEventListener('click', () => {
      pending = button;
      connectHost.broadcastEvent('jira_workflow_save', { key: button.dataset.frame }, {});
    }),
  );
  window.addEventListener('sim-workflow-configuration', async (event) => {
    const result = (event as CustomEvent<{ valid: boolean; value?: string }>).detail;
    const button = pending;
    if (!button || !result.valid) return;
    await saveWorkflowRule(button, result.value ?? '');
  });
  setUpRuleDeletes();
}
