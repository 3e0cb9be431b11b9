/**
 * What Jira's pages do in the browser on both kinds of site (browser/jira-host.ts, the Forge
 * site's ../forge/browser/forge-jira-host.ts): an issue's transitions and Delete, and the
 * workflow editor's storing and deleting of rules, through the simulator's /sim routes.
 */

/** A call to the simulator's own routes; its JSON answer (`{}` when there is none). */
export const sendJson = async (
  method: string,
  url: string,
  body?: unknown,
): Promise<Record<string, unknown>> => {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json().catch(() => ({}))) as Record<string, unknown>;
};

/** The issue view's transition buttons (an error shows in `sim-transition-error`) and Delete. */
export function setUpIssueActions(issueKey: string): void {
  const key = encodeURIComponent(issueKey);
  const error = document.querySelector<HTMLElement>('[data-testid="sim-transition-error"]');
  document.querySelectorAll<HTMLElement>('[data-sim-transition]').forEach((button) =>
    button.addEventListener('click', async () => {
      const result = await sendJson('POST', `/sim/issues/${key}/transitions`, {
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
    await sendJson('DELETE', `/sim/issues/${key}`);
    window.location.assign('/');
  });
}

/**
 * Stores the configuration a rule's page gave: updates the rule of the Update `button`
 * (`data-rule`), or adds one as its Add button says; then back to the editor.
 */
export async function saveWorkflowRule(button: HTMLElement, config: string): Promise<void> {
  if (button.dataset.rule)
    await sendJson('PUT', `/sim/workflow/rules/${button.dataset.rule}`, { config });
  else
    await sendJson('POST', '/sim/workflow/rules', {
      transitionId: button.dataset.transition,
      kind: button.dataset.kind,
      moduleKey: button.dataset.module,
      config,
    });
  window.location.assign('/secure/admin/workflows');
}

/** The workflow editor's Delete buttons. */
export function setUpRuleDeletes(): void {
  document.querySelectorAll<HTMLElement>('[data-sim-rule-delete]').forEach((button) =>
    button.addEventListener('click', async () => {
      await sendJson('DELETE', `/sim/workflow/rules/${button.dataset.simRuleDelete}`);
      window.location.reload();
    }),
  );
}
