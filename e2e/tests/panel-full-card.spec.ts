/**
 * The Jira issue panel's full card ("All actions"), issue 21: the sign dialog opens where one
 * has scrolled to, its header in sight; the template's name opens the overview's page at that
 * template's checklists, and that place stays in the host URL.
 */
import { expect, test } from '@playwright/test';
import { SIM, appFrame, tap } from './support/app-frame';
import { createBlankIssue, frameIn, jiraModule } from './support/jira';
import { expectInViewport, scrollOf } from './support/viewport';

test('the full card: sign where you are, and its template opens in the overview', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Signed release ${Date.now().toString(36)}`;
  // A template from the example with a sign-off at its end.
  await page.goto(jiraModule('checklists-overview', 'alice'));
  const overview = appFrame(page);
  await tap(page, overview.getByRole('button', { name: 'Browse examples' }));
  await tap(page, overview.getByRole('button', { name: /Use the template.*Software release/ }));
  await overview.getByTestId('template-editor').waitFor();
  await overview.getByLabel('Title', { exact: true }).fill(title);
  await tap(page, overview.getByRole('button', { name: 'Save template' }));
  await expect(overview.getByTestId('template-row').filter({ hasText: title })).toBeVisible();

  // A checklist from it on an issue, opened in full.
  const issue = await createBlankIssue(request, `Full card ${title}`, { as: 'alice' });
  await page.goto(`${SIM}/browse/${issue.key}?as=alice`);
  await page.getByTestId('sim-quick-add').click();
  const panel = frameIn(page, 'issue-panel');
  await panel.getByRole('textbox', { name: 'From a template' }).fill(title.slice(0, 14));
  await tap(page, panel.getByRole('option').getByRole('button', { name: title }));
  await tap(page, panel.getByRole('button', { name: 'Add checklist', exact: true }));
  await tap(page, panel.getByRole('button', { name: `All actions for “${title}”` }));
  const card = panel.getByTestId('checklist-view');
  await card.getByRole('checkbox', { name: 'Show checked items' }).waitFor();

  // Sign far down the panel (a low window, as on a laptop): the dialog's header is in the
  // host's viewport, and the host page stays where it was.
  await page.setViewportSize({ width: 1280, height: 520 });
  const sign = card.getByRole('button', { name: 'Sign', exact: true });
  await sign.scrollIntoViewIfNeeded();
  const frameBox = await page.getByTestId('issue-panel').locator('iframe').first().boundingBox();
  expect(frameBox?.y ?? 0).toBeLessThan(-200);
  const scrolled = await scrollOf(page);
  await sign.click();
  const dialog = panel.getByRole('dialog');
  await expectInViewport(page, dialog.getByRole('heading', { name: 'Sign' }));
  expect(Math.abs((await scrollOf(page)) - scrolled)).toBeLessThan(40);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The template's name opens the overview at the template's checklists.
  await tap(page, card.getByRole('link', { name: title, exact: true }));
  await expect(page).toHaveURL(
    /\/checklists-overview\?.*#!\/checklist-overview\/templates\/[\w-]+\/instances$/,
  );
  const list = appFrame(page).getByTestId('checklists-list');
  await expect(list.getByRole('heading', { name: `Checklists from “${title}”` })).toBeVisible();
  await expect(list.getByTestId('checklist-row')).toHaveCount(1);
  await expect(list.getByTestId('checklist-place')).toHaveText(`Issue ${issue.key}`);
});
