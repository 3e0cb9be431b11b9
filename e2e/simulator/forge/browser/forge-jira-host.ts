/**
 * The Forge site's Jira pages in the browser: on an issue, the panel's button adds the issue
 * panel (Jira remembers it for the issue; the frame gets `isNewToIssue`), the issue context
 * opens and closes, transitions and Delete call the /sim routes; in the workflow editor,
 * Add/Update ask the rule frame's `onConfigure` callback for the configuration and store it.
 */
import {
  saveWorkflowRule,
  sendJson,
  setUpIssueActions,
  setUpRuleDeletes,
} from '../../browser/jira-issue-actions';
import type { ForgeBridgeHost } from './forge-bridge-host';

export function setUpForgeIssuePage(issueKey: string): void {
  const key = encodeURIComponent(issueKey);
  setUpIssueActions(issueKey);
  const add = document.querySelector<HTMLElement>('[data-sim-forge-add-panel]');
  add?.addEventListener('click', () => {
    const panel = document.querySelector<HTMLElement>('[data-sim-forge-panel]');
    if (panel) panel.hidden = false;
    add.hidden = true;
    void sendJson('POST', `/forge-sim/issue-panel/${key}`);
  });
  const toggle = document.querySelector<HTMLElement>('#sim-forge-context-toggle');
  toggle?.addEventListener('click', () => {
    const body = document.querySelector<HTMLElement>('[data-sim-forge-context]');
    if (!body) return;
    body.hidden = !body.hidden;
    toggle.setAttribute('aria-expanded', String(!body.hidden));
  });
}

export function setUpForgeWorkflowPage(host: ForgeBridgeHost): void {
  const error = document.querySelector<HTMLElement>('[data-testid="sim-rule-error"]');
  const fail = (message: string) => {
    if (!error) return;
    error.textContent = message;
    error.hidden = false;
  };
  document.querySelectorAll<HTMLElement>('[data-sim-rule-save]').forEach((button) =>
    button.addEventListener('click', async () => {
      // A click before the frame registered its callback waits for it (up to 10 s).
      const registered = () =>
        host.frames.find((f) => f.spec.localId === button.dataset.localId && f.onConfigure);
      for (let waited = 0; !registered() && waited < 10_000; waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const frame = registered();
      if (!frame?.onConfigure)
        return fail('The configuration page has not registered onConfigure.');
      let config: unknown;
      try {
        config = await frame.onConfigure();
      } catch (e) {
        return fail(e instanceof Error ? e.message : String(e));
      }
      if (config === undefined || config === null) return; // the app keeps the form open
      if (typeof config !== 'string') return fail('onConfigure must resolve with a string.');
      await saveWorkflowRule(button, config);
    }),
  );
  setUpRuleDeletes();
}
