/**
 * The Jira Forge app end to end in the simulator's Forge site (initech): the admin makes a
 * template on the app's global page and puts the validator on Done in the workflow editor (the
 * rule's create resource answers `onConfigure`), with "Complete checklists" after it; a new
 * issue reaches the remote as `avi:jira:created:issue`; the member adds the issue panel with
 * its button, adds a checklist from the template and ticks an item, and the open issue context
 * follows; the validator (the manifest's Jira expression) holds Done while mandatory items are
 * open, then lets it pass, and the post function's event completes the checklist. Every call
 * of the frames goes through the Custom UI bridge and invokeRemote with a Forge invocation
 * token. Once in English, once in German.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  FORGE,
  clearWorkflow,
  forgeFrame,
  forgeFrameElement,
  forgeIssue,
  forgeModule,
  press,
  settled,
} from './support/forge-host';

const JOURNEYS = [
  {
    locale: 'en-US',
    admin: 'alice',
    member: 'bob',
    example: 'Bug triage',
    optional: 'Duplicates searched and linked',
    L: {
      browse: 'Browse examples',
      use: 'Use the template',
      title: 'Title',
      saveTemplate: 'Save template',
      fromTemplate: 'From a template',
      add: 'Add checklist',
      blocked: 'Complete the mandatory checklist items first:',
    },
  },
  {
    locale: 'de-DE',
    admin: 'dieter',
    member: 'clara',
    example: 'Bug-Triage',
    optional: 'Nach Duplikaten gesucht und verknüpft',
    L: {
      browse: 'Beispiele ansehen',
      use: 'Die Vorlage',
      title: 'Titel',
      saveTemplate: 'Vorlage speichern',
      fromTemplate: 'Aus einer Vorlage',
      add: 'Checkliste hinzufügen',
      blocked: 'Erst die Pflichtpunkte der Checklisten erledigen:',
    },
  },
];

/** The rule's create resource is up and has registered `workflowRules.onConfigure`. */
async function ruleFormReady(p: Page): Promise<void> {
  const frame = forgeFrameElement(p.getByTestId('sim-rule-form'));
  await expect(frame).toHaveAttribute('data-on-configure', 'registered');
  await settled(frame);
}

for (const j of JOURNEYS) {
  test(`Forge Jira journey (${j.locale})`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const { L } = j;
    const title = `${j.example} ${Date.now().toString(36)}`;
    const context = await browser.newContext({ locale: j.locale });
    const p = await context.newPage();
    await clearWorkflow(request);

    // 1. The admin makes a template on the app's global page.
    await p.goto(forgeModule('jira', 'checklists-overview', j.admin));
    let frame = forgeFrameElement(p);
    const app = forgeFrame(p);
    await press(frame, app.getByRole('button', { name: L.browse }));
    await press(frame, app.getByRole('button', { name: new RegExp(`${L.use}.*${j.example}`) }));
    await app.getByTestId('template-editor').waitFor();
    await app.getByLabel(L.title, { exact: true }).fill(title);
    await press(frame, app.getByRole('button', { name: L.saveTemplate }));
    await expect(app.getByTestId('template-row').filter({ hasText: title })).toBeVisible();

    // 2. The validator on Done: the create resource's onConfigure gives its configuration.
    await p.goto(
      `${FORGE}/secure/admin/workflows?transition=31&add=checklists-complete-validator&as=${j.admin}`,
    );
    await ruleFormReady(p);
    await p.getByTestId('sim-rule-add').click();
    await p.waitForURL(/\/secure\/admin\/workflows$/);
    const rules = p
      .getByTestId('sim-transition-rules-31')
      .locator('[data-testid^="sim-rule-rule"]');
    await expect(rules).toHaveCount(1);
    // Its view resource shows the configuration.
    await expect(forgeFrame(rules.first()).locator('body')).not.toBeEmpty();
    // And "Complete checklists" (a post function: an event to the remote) after it.
    await p.goto(`${FORGE}/secure/admin/workflows?transition=31&add=complete-checklists`);
    await ruleFormReady(p);
    await p.getByTestId('sim-rule-add').click();
    await p.waitForURL(/\/secure\/admin\/workflows$/);
    await expect(rules).toHaveCount(2);

    // 3. A new issue reaches the remote as avi:jira:created:issue.
    const created = await request.post(`${FORGE}/sim/issues`, {
      data: { project: 'SIM', issueType: 'Task', summary: `Release ${title}`, as: j.member },
    });
    const issue = (await created.json()) as { key: string; statuses: number[] };
    expect(issue.statuses).toEqual([204]);

    // 4. The member adds the issue panel with its button and a checklist from the template.
    await p.goto(`${FORGE}/browse/${issue.key}?as=${j.member}`);
    await expect(p.getByTestId('issue-panel')).toBeHidden();
    await p.getByTestId('sim-forge-add-panel').click();
    frame = forgeFrameElement(p.getByTestId('issue-panel'));
    const panel = forgeFrame(p.getByTestId('issue-panel'));
    await panel.getByRole('textbox', { name: L.fromTemplate }).fill(title.slice(0, 12));
    await press(frame, panel.getByRole('option').getByRole('button', { name: title }));
    await press(frame, panel.getByRole('button', { name: L.add }));
    await expect(panel.getByRole('heading', { name: title })).toBeVisible();
    // The app's success message is the host's flag (showFlag).
    await expect(
      p.getByTestId('sim-forge-flag').filter({ hasText: title }).first(),
    ).toHaveAttribute('data-flag-type', 'success');

    // 5. The issue context is open; a tick in the panel reaches it.
    await p.getByTestId('sim-forge-context-toggle').click();
    const side = forgeFrame(p.getByTestId('issue-context'));
    await expect(side.getByRole('checkbox', { name: j.optional })).not.toBeChecked();
    await settled(frame);
    await panel.getByRole('checkbox', { name: j.optional }).dispatchEvent('click');
    await expect(panel.getByRole('checkbox', { name: j.optional })).toBeChecked();
    await expect(side.getByRole('checkbox', { name: j.optional })).toBeChecked();
    await expect.poll(async () => (await forgeIssue(request, issue.key)).checklists?.done).toBe(1);

    // 6. The validator holds Done while mandatory items are open, and names them.
    await p.getByTestId('sim-transition-31').click();
    await expect(p.getByTestId('sim-transition-error')).toContainText(L.blocked);
    expect((await forgeIssue(request, issue.key)).status).toBe('To Do');

    // 7. Once they are done, Done passes.
    const mandatoryOpen = panel
      .getByRole('listitem')
      .filter({ has: panel.getByTestId('mandatory-flag') })
      .getByRole('checkbox', { checked: false });
    for (let left = 4; left > 0; left--) {
      await expect(mandatoryOpen).toHaveCount(left);
      await mandatoryOpen.first().dispatchEvent('click');
    }
    await expect(mandatoryOpen).toHaveCount(0);
    await expect.poll(async () => (await forgeIssue(request, issue.key)).checklists?.done).toBe(5);
    await p.getByTestId('sim-transition-31').click();
    await expect(p.getByTestId('sim-issue-status')).toHaveText('Done');
    // The post function's event completed the checklist on the remote.
    await expect
      .poll(async () => (await forgeIssue(request, issue.key)).checklists?.complete)
      .toBe(true);
    // The panel stays on the issue (Jira keeps an added panel).
    await expect(
      forgeFrame(p.getByTestId('issue-panel')).getByRole('heading', { name: title }),
    ).toBeVisible();

    // Nothing went past the bridge the simulator implements.
    expect(
      await p.evaluate(
        () => (window as unknown as { __sim: { unsupported: string[] } }).__sim.unsupported,
      ),
    ).toEqual([]);
    await clearWorkflow(request);
    await context.close();
  });
}
