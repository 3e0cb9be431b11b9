/**
 * The Jira app end to end in the simulator: an admin makes a template, enables the project,
 * sets it as the default checklist of Tasks and puts the validator and the "Complete
 * checklists" post function on the Done transition; a new issue gets its checklist once (a
 * doubled webhook adds nothing); a member ticks items and the glance follows; the validator
 * holds the transition while mandatory items are open, names them, then lets it pass; the post
 * function completes the checklist; the audit tab shows it all; JQL finds the issue. An issue of
 * the People project (HR), which Bob may not browse, gets the checklist too: Clara and the
 * admins see it in their lists, Bob sees nothing of it. Once in English, once in German.
 */
import { expect, test } from '@playwright/test';
import { SIM, appFrame, steady, tap } from './support/app-frame';
import { createIssue, frameIn, issueState, jiraModule } from './support/jira';

const JOURNEYS = [
  {
    locale: 'en-US',
    admin: 'alice',
    member: 'bob',
    example: 'Bug triage',
    optional: 'Duplicates searched and linked',
    mandatory: 'Severity and priority set',
    L: {
      browse: 'Browse examples',
      use: 'Use the template',
      title: 'Title',
      saveTemplate: 'Save template',
      search: "Type a project's key or name",
      enable: 'Enable Simulation (SIM)',
      save: 'Save',
      editDefaults: 'Edit default checklists of Task',
      addTemplate: 'Add a template',
      blocked: 'Complete the mandatory checklist items first:',
      completed: 'Completed',
      workflowFor: 'Jira workflow for Bob Member',
      jiraFor: 'Jira for Bob Member',
      adminOnly: 'Only site administrators',
      editDefaultsHr: 'Edit default checklists of Task',
      checklists: 'Checklists',
    },
    /** Bob may not browse People (HR). */
    browsesHr: false,
  },
  {
    locale: 'de-DE',
    admin: 'dieter',
    member: 'clara',
    example: 'Bug-Triage',
    optional: 'Nach Duplikaten gesucht und verknüpft',
    mandatory: 'Schweregrad und Priorität gesetzt',
    L: {
      browse: 'Beispiele ansehen',
      use: 'Die Vorlage',
      title: 'Titel',
      saveTemplate: 'Vorlage speichern',
      search: 'Schlüssel oder Name eines Projekts eingeben',
      enable: 'Simulation (SIM) aktivieren',
      save: 'Speichern',
      editDefaults: 'Standard-Checklisten von Task bearbeiten',
      addTemplate: 'Vorlage hinzufügen',
      blocked: 'Erst die Pflichtpunkte der Checklisten erledigen:',
      completed: 'Abgeschlossen',
      workflowFor: 'Jira-Workflow für Clara Mitglied',
      jiraFor: 'Jira für Clara Mitglied',
      adminOnly: 'Nur Website-Administratoren',
      editDefaultsHr: 'Standard-Checklisten von Task bearbeiten',
      checklists: 'Checklisten',
    },
    /** Clara may. */
    browsesHr: true,
  },
];

for (const j of JOURNEYS) {
  test(`Jira journey (${j.locale})`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const { L } = j;
    const title = `${j.example} ${Date.now().toString(36)}`;
    const context = await browser.newContext({ locale: j.locale });
    const p = await context.newPage();

    // 1. The admin makes a template in the Jira app's own page.
    await p.goto(jiraModule('checklists-overview', j.admin));
    let app = appFrame(p);
    await tap(p, app.getByRole('button', { name: L.browse }));
    await tap(p, app.getByRole('button', { name: new RegExp(`${L.use}.*${j.example}`) }));
    await app.getByTestId('template-editor').waitFor();
    await app.getByLabel(L.title, { exact: true }).fill(title);
    await tap(p, app.getByRole('button', { name: L.saveTemplate }));
    await expect(app.getByTestId('template-row').filter({ hasText: title })).toBeVisible();

    // 2. Enables the project SIM (until now every project was).
    await p.goto(jiraModule('admin-enabled-projects', j.admin));
    app = appFrame(p);
    await app.getByPlaceholder(L.search).fill('SIM');
    await tap(p, app.getByRole('button', { name: L.enable }));
    await tap(p, app.getByRole('button', { name: L.save, exact: true }));
    await expect(app.getByTestId('enabled-project')).toHaveCount(1);

    // 3. Sets the template as the default checklist of Tasks, in the project's settings.
    await p.goto(`${SIM}/plugins/servlet/project-config/SIM/checklists?as=${j.admin}`);
    app = appFrame(p);
    await tap(p, app.getByRole('button', { name: L.editDefaults }));
    // Only this journey's template (an earlier run may have left its own).
    const listed = app.getByTestId('default-templates-list').getByRole('listitem');
    while ((await listed.count()) > 0) await listed.first().getByRole('button').last().click();
    await app.getByRole('textbox', { name: L.addTemplate }).fill(title.slice(0, 12));
    await tap(p, app.getByRole('option').getByRole('button', { name: title }));
    await tap(p, app.getByRole('dialog').getByRole('button', { name: L.save, exact: true }));
    await expect(app.getByTestId('issue-type-Task')).toContainText(title);

    // 4. The validator (default: every mandatory item) and "Complete checklists" on Done.
    await p.goto(
      `${SIM}/secure/admin/workflows?transition=31&add=checklists-complete-validator&as=${j.admin}`,
    );
    await steady(p);
    const rules = p
      .getByTestId('sim-transition-rules-31')
      .locator('[data-testid^="sim-rule-rule"]');
    await p.getByTestId('sim-rule-add').click();
    await p.waitForURL(/\/secure\/admin\/workflows$/);
    await expect(rules).toHaveCount(1);
    await p.goto(`${SIM}/secure/admin/workflows?transition=31&add=complete-checklists`);
    await steady(p);
    await p.getByTestId('sim-rule-add').click();
    await p.waitForURL(/\/secure\/admin\/workflows$/);
    await expect(rules).toHaveCount(2);

    // 5. A new Task gets its checklist once, although Jira delivered the webhook twice.
    const issue = await createIssue(request, `Release ${title}`, { as: j.member, deliveries: 2 });
    expect(issue.statuses).toEqual([204, 204]);
    await p.goto(`${SIM}/browse/${issue.key}?as=${j.member}`);
    const panel = frameIn(p, 'issue-panel');
    await expect(panel.getByTestId('checklist-view')).toHaveCount(1);
    await expect(panel.getByRole('heading', { name: title })).toBeVisible();

    // 6. The member ticks an item; the glance follows.
    await steady(p);
    await panel.getByRole('checkbox', { name: j.optional }).dispatchEvent('click');
    await expect(panel.getByRole('checkbox', { name: j.optional })).toBeChecked();
    await expect(p.getByTestId('sim-glance-lozenge')).toHaveText(/^1\/8$/);

    // The glance opens the same panel.
    await p.getByTestId('sim-glance').click();
    await expect(
      p.locator('#sim-glance-frame iframe').contentFrame().getByTestId('checklist-view'),
    ).toBeVisible();

    // 7. The validator holds Done while mandatory items are open, and names them.
    await p.getByTestId('sim-transition-31').click();
    await expect(p.getByTestId('sim-transition-error')).toContainText(L.blocked);
    await expect(p.getByTestId('sim-transition-error')).toContainText(j.mandatory);
    expect((await issueState(request, issue.key)).status).toBe('To Do');

    // 8. Once they are done it passes, and the post function completes the checklist.
    // Only the mandatory ones by hand; the post function does the rest.
    const mandatoryOpen = panel
      .getByRole('listitem')
      .filter({ has: panel.getByTestId('mandatory-flag') })
      .getByRole('checkbox', { checked: false });
    for (let left = 4; left > 0; left--) {
      await expect(mandatoryOpen).toHaveCount(left);
      await mandatoryOpen.first().dispatchEvent('click');
    }
    await expect(mandatoryOpen).toHaveCount(0);
    await expect.poll(async () => (await issueState(request, issue.key)).checklists?.done).toBe(5);
    await p.getByTestId('sim-transition-31').click();
    await expect(p.getByTestId('sim-issue-status')).toHaveText('Done');
    await expect
      .poll(async () => (await issueState(request, issue.key)).checklists?.complete)
      .toBe(true);
    await expect(p.getByTestId('sim-glance-lozenge')).toHaveText('8/8');
    await expect(frameIn(p, 'issue-panel').getByText(L.completed).first()).toBeVisible();

    // 9. The audit tab shows it all: Jira's default checklist, the ticks, the workflow.
    await p.getByTestId('sim-activity-tab').click();
    const tab = frameIn(p, 'issue-activity');
    await expect(tab.getByTestId('audit-row').first()).toBeVisible();
    await expect(tab.getByRole('button', { name: L.workflowFor }).first()).toBeVisible();
    await expect(tab.getByRole('button', { name: L.jiraFor }).first()).toBeVisible();

    // 10. JQL finds it by the indexed property.
    await p.goto(
      `${SIM}/issues/?jql=${encodeURIComponent(`project = SIM AND checklistComplete = true AND checklistProgress >= 100`)}`,
    );
    await expect(p.getByTestId('sim-search-results')).toContainText(issue.key);
    await p.goto(`${SIM}/issues/?jql=${encodeURIComponent('checklistComplete = false')}`);
    await expect(p.getByTestId('sim-search-results')).not.toContainText(issue.key);

    // 11. The member reaches neither the admin page nor the project tab.
    await p.goto(jiraModule('admin-enabled-projects', j.member));
    await expect(appFrame(p).getByRole('heading', { name: new RegExp(L.adminOnly) })).toBeVisible();
    await p.goto(`${SIM}/plugins/servlet/project-config/SIM/checklists?as=${j.member}`);
    await expect(p.getByTestId('sim-no-permission')).toBeVisible();

    // Leave the site as it was: every project enabled, no workflow rules.
    for (const rule of (await (await request.get(`${SIM}/sim/workflow`)).json()).rules as {
      id: string;
    }[])
      await request.delete(`${SIM}/sim/workflow/rules/${rule.id}`);
    await p.goto(jiraModule('admin-enabled-projects', j.admin));
    app = appFrame(p);
    await tap(p, app.getByTestId('enabled-project').getByRole('button'));
    await tap(p, app.getByRole('button', { name: L.save, exact: true }));
    await expect(app.getByTestId('enabled-project')).toHaveCount(0);

    // 12. An issue of People (HR) gets the same default checklist; who may not browse the
    // project sees nothing of it: not the issue, not its checklist in the list.
    const hrDefaults = async (add: boolean) => {
      await p.goto(`${SIM}/plugins/servlet/project-config/HR/checklists?as=${j.admin}`);
      app = appFrame(p);
      await tap(p, app.getByRole('button', { name: L.editDefaultsHr }));
      const hrListed = app.getByTestId('default-templates-list').getByRole('listitem');
      while ((await hrListed.count()) > 0)
        await hrListed.first().getByRole('button').last().click();
      if (add) {
        await app.getByRole('textbox', { name: L.addTemplate }).fill(title.slice(0, 12));
        await tap(p, app.getByRole('option').getByRole('button', { name: title }));
      }
      await tap(p, app.getByRole('dialog').getByRole('button', { name: L.save, exact: true }));
    };
    await hrDefaults(true);
    await expect(app.getByTestId('issue-type-Task')).toContainText(title);
    const secret = await createIssue(request, `Salary review ${title}`, {
      project: 'HR',
      as: j.admin,
    });
    await p.goto(`${SIM}/browse/${secret.key}?as=${j.admin}`);
    await expect(frameIn(p, 'issue-panel').getByRole('heading', { name: title })).toBeVisible();
    const listedAs = async (user: string) => {
      await p.goto(jiraModule('checklists-overview', user));
      const overview = appFrame(p);
      await tap(p, overview.getByRole('link', { name: L.checklists, exact: true }));
      await overview.getByTestId('checklists-list').waitFor();
      return overview.getByTestId('checklist-row').filter({ hasText: title });
    };
    // The admin sees both checklists made from the template: SIM's (done) and HR's.
    await expect(await listedAs(j.admin)).toHaveCount(2);
    await expect(await listedAs(j.member)).toHaveCount(j.browsesHr ? 2 : 1);
    const asMember = await p.goto(`${SIM}/browse/${secret.key}?as=${j.member}`);
    expect(asMember?.status()).toBe(j.browsesHr ? 200 : 404);
    await hrDefaults(false);
    await context.close();
  });
}
