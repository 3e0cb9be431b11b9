/**
 * Deep links in the Confluence pages area and the Jira app's page: the host URL follows the app's route
 * (AP.history, `#!<state>`), a reload comes back to the same checklist, and the browser's
 * Back button returns to the list it was opened from.
 */
import { expect, test } from '@playwright/test';
import { appFrame, page as modulePage, tap } from './support/app-frame';
import { jiraModule } from './support/jira';

const OVERVIEW = modulePage('checklists-overview', 'alice');

test('a checklist has a host URL of its own: reload comes back to it, Back to the list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Deep link ${Date.now().toString(36)}`;
  await page.goto(OVERVIEW);
  const app = appFrame(page);

  // The overview's first screen is in the host URL (the redirect replaced the entry).
  await app.getByTestId('templates-list').waitFor();
  await expect(page).toHaveURL(/#!\/checklist-overview\/templates$/);

  // A template from an example, and a checklist from it.
  await tap(page, app.getByRole('button', { name: 'Browse examples' }));
  await tap(page, app.getByRole('button', { name: /Use the template.*Software release/ }));
  await app.getByTestId('template-editor').waitFor();
  await app.getByLabel('Title', { exact: true }).fill(title);
  await tap(page, app.getByRole('button', { name: 'Save template' }));
  const row = app.getByTestId('template-row').filter({ hasText: title });
  await tap(page, row.getByRole('button', { name: 'Create checklist' }));
  await tap(
    page,
    app.getByTestId('checklist-create').getByRole('button', { name: 'Create checklist' }),
  );
  await app.getByTestId('checklist-view').waitFor();

  // From the checklists list to the checklist: the host URL names it.
  await tap(page, app.getByRole('link', { name: 'Checklists', exact: true }));
  await expect(page).toHaveURL(/#!\/checklist-overview\/instances$/);
  await tap(
    page,
    app.getByTestId('checklist-row').filter({ hasText: title }).first().getByRole('link').first(),
  );
  await app.getByTestId('checklist-view').waitFor();
  await expect(page).toHaveURL(/#!\/checklist-overview\/(templates\/[\w-]+\/)?instances\/[\w-]+$/);
  const checklistUrl = page.url();

  // A reload opens the same checklist, not the templates.
  await page.reload();
  await appFrame(page).getByTestId('checklist-view').waitFor();
  await expect(appFrame(page).getByRole('heading', { name: title })).toBeVisible();
  expect(page.url()).toBe(checklistUrl);

  // The browser's Back button returns to the list; Forward to the checklist again.
  await page.goBack();
  await appFrame(page).getByTestId('checklists-list').waitFor();
  await expect(page).toHaveURL(/#!\/checklist-overview\/instances$/);
  await expect(
    appFrame(page).getByTestId('checklist-row').filter({ hasText: title }).first(),
  ).toBeVisible();
  await page.goForward();
  await expect(appFrame(page).getByRole('heading', { name: title })).toBeVisible();
  expect(page.url()).toBe(checklistUrl);
});

test("the Jira app's page keeps its place too: reload comes back to the same list", async ({
  page,
}) => {
  await page.goto(jiraModule('checklists-overview', 'alice'));
  const app = appFrame(page);
  await app.getByTestId('templates-list').waitFor();
  await expect(page).toHaveURL(/#!\/checklist-overview\/templates$/);

  await tap(page, app.getByRole('link', { name: 'Checklists', exact: true }));
  await app.getByTestId('checklists-list').waitFor();
  await expect(page).toHaveURL(/#!\/checklist-overview\/instances$/);

  await page.reload();
  await appFrame(page).getByTestId('checklists-list').waitFor();
  await expect(page).toHaveURL(/#!\/checklist-overview\/instances$/);

  await page.goBack();
  await appFrame(page).getByTestId('templates-list').waitFor();
});
