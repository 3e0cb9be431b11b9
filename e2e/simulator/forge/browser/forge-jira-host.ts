/**
 * The Forge site's Jira pages in the browser: on an issue, the panel's button adds the issue
 * panel (Jira remembers it for the issue; the frame gets `isNewToIssue`), the issue context
 * opens and closes, transitions and Delete call the /sim routes; in the workflow editor,
 * Add/Update ask the rule frame's `onConfigure` callback for the configuration and store it.
 */
import type { ForgeBridgeHost } from './forge-bridge-host';

const send = async (method: string, url: string, body?: unknown) => {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json().catch(() => ({}))) as Record<string, unknown>;
};

export function setUpForgeIssuePage(issueKey: string): void {
  const key = encodeURIComponent(issueKey);
  const error = document.querySelector<HTMLElement>('[data-testid="sim-transition-error"]');
  document.querySelectorAll<HTMLElement>('[data-sim-transition]').forEach((button) =>
    button.addEventListener('click', async () => {
      const result = await send('POST', `/sim/issues/${key}/transitions`, {
        transitionId: button.dataset.simTransition,
      });
      if (result.ok) window.location.reload();
      else if (error) {
        error.textContent = String(result.error ?? 'The transition failed.');
        error.hidden = false;
      }
    }),
  );
  document.querySelector('[data-sim-delete]')?.addEventListener('click', async () => {
    await send('DELETE', `/sim/issues/${key}`);
    window.location.assign('/');
  });
  const add = document.querySelector<HTMLElement>('[data-sim-forge-add-panel]');
  add?.addEventListener('click', () => {
    const panel = document.querySelector<HTMLElement>('[data-sim-forge-panel]');
    if (panel) panel.hidden = false;
    add.hidden = true;
    void send('POST', `/forge-sim/issue-panel/${key}`);
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
      if (button.dataset.rule)
        await send('PUT', `/sim/workflow/rules/${button.dataset.rule}`, { config });
      else
        await send('POST', '/sim/workflow/rules', {
          transitionId: button.dataset.transition,
          kind: button.dataset.kind,
          moduleKey: button.dataset.module,
          config,
        });
      window.location.assign('/secure/admin/workflows');
    }),
  );
  document.querySelectorAll<HTMLElement>('[data-sim-rule-delete]').forEach((button) =>
    button.addEventListener('click', async () => {
      await send('DELETE', `/sim/workflow/rules/${button.dataset.simRuleDelete}`);
      window.location.reload();
    }),
  );
}
