/**
 * The Jira issue panel (Connect) as a customer from the leading checklist apps works in it
 * (issue 21): items typed and pasted into a blank checklist, one skipped with a reason and one
 * not applicable while the site's custom statuses are off, markdown rendered; it all stays
 * after a reload. In English and in German (e2e/tests/support/panel-work.ts).
 */
import { expect, test } from '@playwright/test';
import { SIM, appFrame, tap } from './support/app-frame';
import { createBlankIssue, frameIn, jiraModule } from './support/jira';
import { PANEL_WORK, workInPanel } from './support/panel-work';

const PEOPLE = { 'en-US': 'bob', 'de-DE': 'clara' } as Record<string, string>;

test.beforeAll(async ({ browser }) => {
  // The site's custom statuses off (another journey may have left them on).
  const context = await browser.newContext({ locale: 'en-US' });
  const p = await context.newPage();
  await p.goto(jiraModule('admin-settings', 'alice'));
  const app = appFrame(p);
  const box = app.getByLabel('Show custom statuses in checklists', { exact: false });
  await expect(box).toBeVisible();
  if (await box.isChecked()) {
    await tap(p, box);
    await expect(box).not.toBeChecked();
    await tap(p, app.getByRole('button', { name: 'Save settings' }));
    await expect(p.getByText('Settings saved')).toBeVisible();
  }
  await context.close();
});

for (const { locale, L } of PANEL_WORK) {
  test(`work in the Jira issue panel without opening anything (${locale})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const member = PEOPLE[locale] ?? 'bob';
    const title = `Release ${Date.now().toString(36)}`;
    const issue = await createBlankIssue(request, `Panel work ${title}`, { as: member });
    const context = await browser.newContext({ locale });
    const p = await context.newPage();
    await p.goto(`${SIM}/browse/${issue.key}?as=${member}`);
    // Jira shows an issue without checklists the app's quick-add button.
    await p.getByTestId('sim-quick-add').click();
    const panel = frameIn(p, 'issue-panel');
    await workInPanel(panel, L, title, (target) => tap(p, target));

    // All of it was saved: a reload shows the same.
    await p.reload();
    const card = frameIn(p, 'issue-panel').getByTestId('checklist-view').filter({ hasText: title });
    await expect(card.getByTestId('light-item')).toHaveCount(5);
    await expect(card.getByTestId('light-item').nth(4)).toHaveAttribute(
      'data-status',
      'not_applicable',
    );
    await expect(card).toContainText('4/5');

    // The issue's audit tab names every item by its text (it said "a removed item").
    await p.getByTestId('sim-activity-tab').click();
    const rows = frameIn(p, 'issue-activity').getByTestId('audit-row');
    await expect(rows.first()).toBeVisible();
    for (const text of [
      'notes',
      'runbook',
      'Tag the build',
      'Run the tests',
      'Deploy to staging',
    ]) {
      await expect(rows.filter({ hasText: text }).first()).toBeVisible();
    }
    await context.close();
  });
}
