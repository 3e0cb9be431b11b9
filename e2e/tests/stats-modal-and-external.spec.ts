/**
 * Statistics outside the overview (docs/STATISTICS.md), end to end in the Jira simulator:
 * "Statistics" in the issue panel's full card opens the dialog panel's stats modal as a host
 * dialog; a share link's holder, in a browser with no session, reads the same checklist's
 * statistics at /external/stats/:shareUid; an unknown link there says "not available".
 */
import { expect, test } from '@playwright/test';
import { SIM, APP, appFrame, openAs, tap, tick } from './support/app-frame';
import { createBlankIssue, frameIn, jiraModule } from './support/jira';

test('the stats modal in Jira, and the statistics through a share link', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Stats ${Date.now().toString(36)}`;

  // Share links allowed (alice is a site admin).
  const admin = await openAs(browser, 'en-US', jiraModule('admin-settings', 'alice'));
  const settings = appFrame(admin);
  await settings.getByTestId('global-settings').waitFor();
  const toggle = settings.getByLabel('Allow public share links');
  if (!(await toggle.isChecked())) await toggle.dispatchEvent('click');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('button', { name: 'Save settings' })).toBeEnabled();
  await admin.context().close();

  // A template from an example, a checklist from it on an issue, opened in full, one tick.
  await page.goto(jiraModule('checklists-overview', 'alice'));
  const overview = appFrame(page);
  await tap(page, overview.getByRole('button', { name: 'Browse examples' }));
  await tap(page, overview.getByRole('button', { name: /Use the template.*Software release/ }));
  await overview.getByTestId('template-editor').waitFor();
  await overview.getByLabel('Title', { exact: true }).fill(title);
  await tap(page, overview.getByRole('button', { name: 'Save template' }));
  await expect(overview.getByTestId('template-row').filter({ hasText: title })).toBeVisible();
  const issue = await createBlankIssue(request, `Stats ${title}`, { as: 'alice' });
  await page.goto(`${SIM}/browse/${issue.key}?as=alice`);
  await page.getByTestId('sim-quick-add').click();
  const panel = frameIn(page, 'issue-panel');
  await panel.getByRole('textbox', { name: 'From a template' }).fill(title.slice(0, 10));
  await tap(page, panel.getByRole('option').getByRole('button', { name: title }));
  await tap(page, panel.getByRole('button', { name: 'Add checklist', exact: true }));
  await tap(page, panel.getByRole('button', { name: `All actions for “${title}”` }));
  const card = panel.getByTestId('checklist-view');
  await card.getByRole('checkbox', { name: 'Show checked items' }).waitFor();
  await tick(page, card.getByTestId('checklist-item').getByRole('checkbox').first());

  // The stats modal: a host dialog around the dialog panel.
  await tap(page, card.getByTestId('statistics-button'));
  const dialogFrame = page.locator('.aui-dialog2 iframe, .ap-aui-dialog2 iframe').first();
  await expect(dialogFrame).toBeVisible();
  expect(await dialogFrame.getAttribute('src')).toContain('/shared/checklist-modals');
  const modal = dialogFrame.contentFrame().getByTestId('stats-modal');
  await expect(modal.getByRole('heading', { name: `Statistics: ${title}` })).toBeVisible();
  const settledInModal = await modal.getByTestId('checklist-figures').textContent();
  expect(settledInModal).toContain('1 /');
  await page.screenshot({ path: 'test-results/screens/stats-modal.png' });
  await tap(page, modal.getByTestId('stats-modal-close'));
  await expect(dialogFrame).toBeHidden();

  // A share link; its holder reads the statistics with no session.
  await tap(page, card.getByTestId('share-button'));
  const form = panel.getByTestId('share-form');
  await form.getByLabel('View', { exact: true }).check();
  await tap(page, form.getByRole('button', { name: 'Create link' }));
  const url = await panel.getByTestId('share-new-link').locator('input').inputValue();
  expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{22}$/);
  const stranger = await browser.newContext({ locale: 'en-US' });
  const visitor = await stranger.newPage();
  await visitor.goto(url.replace('/s/', '/external/stats/'));
  const shared = visitor.getByTestId('external-statistics');
  await expect(shared.getByRole('heading', { name: `Statistics: ${title}` })).toBeVisible();
  expect(await shared.getByTestId('checklist-figures').textContent()).toBe(settledInModal);
  await visitor.screenshot({ path: 'test-results/screens/external-stats.png' });

  // An unknown link: the same "not available" page.
  const unknown = await visitor.goto(`${APP}/external/stats/${'A'.repeat(22)}`);
  expect(unknown?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'This link is not available' })).toBeVisible();
  await stranger.close();
});
