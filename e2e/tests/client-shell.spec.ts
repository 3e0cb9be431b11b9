/**
 * The client shell in the host simulator and in a plain tab: "What's new" as a host dialog
 * (closed with Escape) and as a portal drawer; a failing settings call inside a host lands
 * on /settings-not-loaded.
 */
import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { appUrl, simulatorUrl, testProfile } from '../../scripts/lib/stack';
import { tap } from './support/app-frame';
import { portalSession } from './support/portal';

const SIM = simulatorUrl(testProfile(''));
const APP = appUrl(testProfile(''));
const OVERVIEW = `${SIM}/wiki/plugins/servlet/ac/app.checklists.confluence/checklists-overview`;

/** The app frame of a host page whose src is on the app's origin. */
const appFrame = (page: Page, index = 0) =>
  page.locator(`iframe[src^="${APP}"]`).nth(index).contentFrame();

test('"What\'s new" opens as a host dialog and closes with Escape', async ({ page }) => {
  await page.goto(`${OVERVIEW}?as=alice`);
  const overview = appFrame(page);
  // Once the frame has settled (its host bridge up), as a person would click.
  await tap(page, overview.getByTestId('whats-new'));

  // connect-host.js renders the dialog around a second app frame: the dialog panel module.
  const dialogFrame = page.locator('.aui-dialog2 iframe, .ap-aui-dialog2 iframe').first();
  await expect(dialogFrame).toBeVisible();
  expect(await dialogFrame.getAttribute('src')).toContain('/shared/checklist-modals');
  const dialog = dialogFrame.contentFrame();
  await expect(dialog.getByRole('heading', { name: "What's new" })).toBeVisible();
  await expect(dialog.getByTestId('release-note').first()).toBeVisible();
  const width = await dialogFrame.evaluate((el) => el.getBoundingClientRect().width);
  expect(Math.round(width)).toBeLessThanOrEqual(550);
  await page.screenshot({ path: 'test-results/screens/whats-new-dialog.png' });

  await dialog.getByRole('heading', { name: "What's new" }).click();
  await page.keyboard.press('Escape');
  await expect(dialogFrame).toBeHidden();
});

test.describe('a German user', () => {
  test.use({ locale: 'de-DE' });

  test('gets "What\'s new" in German, with German dates', async ({ page }) => {
    await page.goto(`${OVERVIEW}?as=dieter`);
    const overview = appFrame(page);
    // Once the frame's host bridge is up, as in the English test: a click before it opens nothing.
    await tap(page, overview.getByRole('button', { name: 'Neuigkeiten' }));
    const dialog = page
      .locator('.aui-dialog2 iframe, .ap-aui-dialog2 iframe')
      .first()
      .contentFrame();
    await expect(dialog.getByRole('heading', { name: 'Neuigkeiten' })).toBeVisible();
    await expect(dialog.getByTestId('release-note').first()).toContainText('22. November 2026');
    await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(page.locator('.aui-dialog2 iframe, .ap-aui-dialog2 iframe')).toHaveCount(0);
  });
});

test('the app frame follows its content, growing and shrinking', async ({ page }) => {
  await page.goto(`${OVERVIEW}?as=bob`);
  const app = appFrame(page);
  await expect(app.getByTestId('templates-list')).toBeVisible();
  const frame = page.locator(`iframe[src^="${APP}"]`).first();
  const height = () => frame.evaluate((el) => el.getBoundingClientRect().height);
  await app.getByRole('button', { name: 'Browse examples' }).click();
  await expect(app.getByTestId('example-card').first()).toBeVisible();
  await expect.poll(height).toBeGreaterThan(1000);
  const tall = await height();
  await app.getByRole('link', { name: 'Templates' }).click();
  await expect(app.getByTestId('templates-list')).toBeVisible();
  await expect.poll(height).toBeLessThan(tall - 300);
});

test('a failing settings call inside a host lands on /settings-not-loaded', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route(`${APP}/api/settings`, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'unavailable', message: 'Down for maintenance' } }),
    }),
  );
  // The list macro on a Confluence page: the app's start-up (the checklist macro and the Jira
  // issue panel have light entries of their own that load no settings).
  await page.goto(`${SIM}/wiki/spaces/SIM/pages/10002?as=bob`);
  const panel = page.locator(`iframe[src^="${APP}/macro/list/view"]`).first().contentFrame();
  await expect(panel.getByTestId('settings-not-loaded')).toBeVisible();
  await expect(panel.getByText('Checklists could not load its settings')).toBeVisible();
  expect(await panel.locator('body').evaluate(() => window.location.pathname)).toBe(
    '/settings-not-loaded',
  );
  expect(errors.some((e) => e.startsWith('Error loading settings:'))).toBe(true);
});

test.describe('in a plain browser tab', () => {
  // The portal's screens need a signed-in portal user (docs/PORTAL.md).
  let signedIn: BrowserContextOptions['storageState'];
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    signedIn = await portalSession(browser);
  });
  const portalPage = async (browser: Browser) =>
    (await browser.newContext({ storageState: signedIn, locale: 'en-US' })).newPage();

  test('the release-notes drawer opens and closes', async ({ browser }) => {
    const page = await portalPage(browser);
    await page.goto(`${APP}/web`);
    await expect(page).toHaveURL(`${APP}/web/checklist-overview/templates`);
    await page.getByTestId('whats-new').click();
    const drawer = page.getByTestId('release-notes-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('heading', { name: "What's new" })).toBeVisible();
    await expect(drawer.getByTestId('release-note').first()).toBeVisible();
    await expect(
      drawer.getByRole('link', { name: 'Have an idea? Share it on our roadmap.' }),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/whats-new-drawer.png' });
    await drawer.getByTestId('release-notes-close').click();
    await expect(drawer).toBeHidden();
  });

  test('the copy button says "Copied" for two seconds', async ({ browser }) => {
    const page = await portalPage(browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP });
    await page.goto(`${APP}/web/checklist-overview/templates`);
    await page.getByTestId('whats-new').click();
    const copy = page.getByRole('button', { name: 'Copy to clipboard' }).first();
    await copy.click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeHidden({ timeout: 4_000 });
  });

  test('messages appear in the page and close after their time', async ({ browser }) => {
    const page = await portalPage(browser);
    await page.goto(`${APP}/web/checklist-overview/test?info=true`);
    await page.getByRole('button', { name: 'Show a success message' }).click();
    const flag = page.getByTestId('message-success');
    await expect(flag).toContainText('Saved');
    await expect(flag).toContainText('This is what a message looks like.');
    await expect(flag).toBeHidden({ timeout: 6_000 });
  });

  test('unknown paths go to the portal, and the macro view outside a frame says so', async ({
    page,
  }) => {
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await page.goto(`${APP}/macro/view`);
    // Without Confluence there is no page, macro or person: the view says why it shows nothing.
    await expect(page.getByTestId('macro-error')).toBeVisible();
    expect(logs).toContain('Checklists: the macro view is not loaded in a frame.');
  });
});
