/**
 * A page with a checklist macro, a list macro and the page panel (issue 21): a tick in the
 * macro shows in the list macro and the page panel beside it without reloading the page.
 */
import { expect, test } from '@playwright/test';
import { appFrame, page as modulePage, tap } from './support/app-frame';
import { createPage, macroFrame, wikiPage } from './support/confluence';

test('the list macro and the page panel follow a tick in the checklist macro', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `Live lists ${Date.now().toString(36)}`;
  // A template of the site (its uid from the host URL of its "Create checklist").
  await page.goto(modulePage('checklists-overview', 'alice'));
  const app = appFrame(page);
  await tap(page, app.getByRole('button', { name: 'Browse examples' }));
  await tap(page, app.getByRole('button', { name: /Use the template.*Software release/ }));
  await app.getByTestId('template-editor').waitFor();
  await app.getByLabel('Title', { exact: true }).fill(title);
  await tap(page, app.getByRole('button', { name: 'Save template' }));
  const row = app.getByTestId('template-row').filter({ hasText: title });
  await tap(page, row.getByRole('button', { name: 'Create checklist' }));
  await expect(page).toHaveURL(/templateUid=[\w-]+/);
  const templateUid = /templateUid=([\w-]+)/.exec(page.url())?.[1] ?? '';

  const made = await createPage(request, {
    spaceKey: 'SIM',
    title,
    macros: [
      { moduleKey: 'checklist', params: { 'template-uid': templateUid, title } },
      { moduleKey: 'checklist-list', params: { 'template-uid': templateUid } },
    ],
  });
  await page.goto(wikiPage(made.id, 'alice'));
  const macro = macroFrame(page, 'checklist');
  const list = macroFrame(page, 'checklist-list');
  const panel = page.getByTestId('sim-web-panel').locator('iframe').first().contentFrame();
  await expect(macro.getByRole('heading', { name: title })).toBeVisible();
  await expect(list.getByTestId('placed-progress')).toHaveText(/^0\/\d+$/);
  await expect(panel.getByTestId('placed-progress')).toHaveText(/^0\/\d+$/);

  await macro.getByRole('checkbox').first().dispatchEvent('click');
  await expect(list.getByTestId('placed-progress')).toHaveText(/^1\/\d+$/);
  await expect(panel.getByTestId('placed-progress')).toHaveText(/^1\/\d+$/);
});
