/**
 * Dialogs open where the person is looking (issue 21): a frame that grows with its content
 * is as tall as the content, so a dialog placed at the top of the frame can sit far above the
 * part of the host page one has scrolled to. The discard question of a long template, asked
 * from its Cancel button far down the host page, shows in the host's viewport, title and
 * buttons included, and the host page stays where it was (before, focusing the dialog's first
 * button scrolled the host page some 1,300 px up to the frame's top).
 */
import { expect, test } from '@playwright/test';
import { appFrame, page as modulePage, tap } from './support/app-frame';
import { expectInViewport, scrollOf } from './support/viewport';

const OVERVIEW = modulePage('checklists-overview', 'alice');

test('the discard question of a long template opens where one has scrolled to', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(OVERVIEW);
  const app = appFrame(page);
  await tap(page, app.getByRole('button', { name: 'Browse examples' }));
  await tap(page, app.getByRole('button', { name: /Use the template.*Software release/ }));
  const editor = app.getByTestId('template-editor');
  await editor.waitFor();
  await app.getByLabel('Title', { exact: true }).fill(`Long ${Date.now().toString(36)}`);

  // Cancel, at the foot of the editor, far down the host page.
  const cancel = editor.getByRole('button', { name: 'Cancel', exact: true });
  await cancel.scrollIntoViewIfNeeded();
  const frameBox = await page.locator('iframe').first().boundingBox();
  expect(frameBox?.y ?? 0).toBeLessThan(-500);
  const scrolled = await scrollOf(page);
  await cancel.click();

  const dialog = app.getByRole('dialog', { name: 'Discard your changes?' });
  await expectInViewport(page, dialog.getByRole('heading', { name: 'Discard your changes?' }));
  await expectInViewport(page, dialog.getByRole('button', { name: 'Discard changes' }));
  expect(Math.abs((await scrollOf(page)) - scrolled)).toBeLessThan(40);
});
