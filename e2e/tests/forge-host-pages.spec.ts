/**
 * The Forge site's other host pages: the app's modal (`new Modal`, "What's new"), the Jira
 * admin page's routes (`view.createHistory()` opens the route's screen) and who may open it,
 * the issue activity, the Confluence byline item and global settings. No frame makes a bridge
 * call the simulator does not implement.
 */
import { expect, test, type Page } from '@playwright/test';
import { FORGE, forgeFrame, forgeFrameElement, forgeModule, press } from './support/forge-host';

const unsupported = (p: Page) =>
  p.evaluate(() => (window as unknown as { __sim: { unsupported: string[] } }).__sim.unsupported);
/** Whether a frame of the page shows the screen at `path` (the app's own URL in its frame). */
const showsScreen = (p: Page, path: string) => () =>
  p.frames().some((f) => URL.canParse(f.url()) && new URL(f.url()).pathname === path);

test('"What\'s new" opens in the host\'s modal and closes with Escape or beside it', async ({
  page,
}) => {
  await page.goto(forgeModule('jira', 'checklists-overview', 'alice'));
  const frame = forgeFrameElement(page);
  await press(frame, forgeFrame(page).getByTestId('whats-new'));
  const modal = page.getByTestId('sim-forge-modal');
  await expect(modal).toBeVisible();
  await expect(forgeFrame(modal).getByTestId('release-note').first()).toBeVisible();
  const opened = await page.evaluate(
    () =>
      (window as unknown as { __sim: { modals: { context: { screen: string } }[] } }).__sim.modals,
  );
  expect(opened[0]?.context.screen).toBe('checklist-modals');
  // Escape inside the modal's frame closes it, as a click beside it does.
  await forgeFrame(modal).getByTestId('release-note').first().click();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await press(frame, forgeFrame(page).getByTestId('whats-new'));
  await expect(forgeFrame(modal).getByTestId('release-note').first()).toBeVisible();
  await page.mouse.click(20, 600);
  await expect(modal).toBeHidden();
  expect(await unsupported(page)).toEqual([]);
});

test('the Jira admin page opens each route for site admins only', async ({ page }) => {
  await page.goto(forgeModule('jira', 'checklists-admin-section', 'alice'));
  await expect.poll(showsScreen(page, '/jira/admin/settings')).toBe(true);
  await page.goto(`${FORGE}/forge/apps/jira/checklists-admin-section/apikeys?as=alice`);
  await expect.poll(showsScreen(page, '/jira/admin/apikeys')).toBe(true);
  await page.goto(`${FORGE}/forge/apps/jira/checklists-admin-section/enabled-projects?as=alice`);
  await expect.poll(showsScreen(page, '/jira/adminEnabledProjects')).toBe(true);
  expect(await unsupported(page)).toEqual([]);
  await page.goto(forgeModule('jira', 'checklists-admin-section', 'bob'));
  await expect(page.getByTestId('sim-no-permission')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('the issue activity, the byline item and global settings', async ({ page }) => {
  await page.goto(`${FORGE}/browse/SIM-2?as=alice`);
  await page.getByTestId('sim-activity-tab').click();
  await expect(forgeFrameElement(page.getByTestId('issue-activity'))).toBeVisible();
  await expect.poll(showsScreen(page, '/jira/auditlog')).toBe(true);

  await page.goto(`${FORGE}/wiki/spaces/SIM/pages/10001?as=alice`);
  await page.getByTestId('sim-forge-byline').click();
  await expect(forgeFrameElement(page.getByTestId('sim-forge-byline-popup'))).toBeVisible();
  await expect.poll(showsScreen(page, '/confluence/webPanels/')).toBe(true);

  await page.goto(forgeModule('confluence', 'admin-settings', 'dieter'));
  await expect.poll(showsScreen(page, '/confluence/admin/settings')).toBe(true);
  await expect(forgeFrame(page).getByTestId('global-settings')).toBeVisible();
  expect(await unsupported(page)).toEqual([]);
  await page.goto(forgeModule('confluence', 'admin-settings', 'clara'));
  await expect(page.getByTestId('sim-no-permission')).toBeVisible();
});
