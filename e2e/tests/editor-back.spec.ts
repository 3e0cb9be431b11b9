/**
 * The browser's Back in the template editor (issue 21): in the host, Back is the host page's
 * history; with unsaved edits the app asks first, staying keeps the edits and the host URL,
 * discarding goes back to the templates.
 */
import { expect, test } from '@playwright/test';
import { appFrame, page as modulePage, tap } from './support/app-frame';

test('Back in the template editor asks before dropping unsaved edits', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(modulePage('checklists-overview', 'alice'));
  const app = appFrame(page);
  await app.getByTestId('templates-list').waitFor();
  await tap(page, app.getByRole('button', { name: 'Browse examples' }));
  await tap(page, app.getByRole('button', { name: /Use the template.*Software release/ }));
  await app.getByTestId('template-editor').waitFor();
  await expect(page).toHaveURL(/#!\/checklist-overview\/templates\/edit\?/);
  const editorUrl = page.url();
  const title = app.getByLabel('Title', { exact: true });
  await title.fill('Unsaved release');

  // Back: asked; staying keeps the editor, the edit and the host URL.
  await page.goBack();
  const dialog = app.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(dialog).toBeVisible();
  await tap(page, dialog.getByRole('button', { name: 'Cancel' }));
  await expect(dialog).toBeHidden();
  await expect(title).toHaveValue('Unsaved release');
  expect(page.url()).toBe(editorUrl);

  // Back again, discarding: the examples it came from.
  await page.goBack();
  await tap(page, dialog.getByRole('button', { name: 'Discard changes' }));
  await expect(app.getByTestId('template-editor')).toBeHidden();
  await expect(page).not.toHaveURL(/templates\/edit/);
});
