/**
 * Foundation: both apps are installed in the simulator, and its Jira issue page and
 * Confluence page embed the app's iframes (on the app's own origin), which the app renders
 * after the server accepted the page token and the host context token.
 */
import { expect, test } from '@playwright/test';
import { simulatorUrl, testProfile } from '../../scripts/lib/stack';

const SIM = simulatorUrl(testProfile(''));
const OTHER_SITE = simulatorUrl(testProfile(''), 1);

test('both apps are installed in both sites', async ({ request }) => {
  for (const origin of [SIM, OTHER_SITE]) {
    const state = (await (await request.get(`${origin}/sim/state`)).json()) as {
      installations: { product: string; installed: boolean; lastResult?: { status: number } }[];
    };
    const installed = state.installations.filter((i) => i.installed);
    expect(installed.map((i) => i.product).sort()).toEqual(
      expect.arrayContaining(['confluence', 'jira']),
    );
  }
});

test('the Jira issue page shows the app, rendered for the signed-in admin', async ({ page }) => {
  await page.goto(`${SIM}/browse/SIM-1?as=alice`);
  // Without checklists the panel waits behind Jira's quick-add button.
  await page.getByTestId('sim-quick-add').click();
  const panel = page.getByTestId('issue-panel').frameLocator('iframe');
  await expect(panel.getByTestId('issue-panel')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Add checklist' })).toBeVisible();
  // The frame lives on the app's origin, not the host's.
  const src = await page.getByTestId('issue-panel').locator('iframe').getAttribute('src');
  expect(new URL(src ?? '').origin).not.toBe(new URL(SIM).origin);
  expect(src).toContain('jwt=');
  expect(src).toContain('xdm_e=');
  await page.screenshot({ path: 'test-results/screens/jira-issue.png', fullPage: true });
});

test.describe('a German user', () => {
  test.use({ locale: 'de-DE' });

  test('sees the Confluence page’s app in German', async ({ page }) => {
    await page.goto(`${SIM}/wiki/spaces/SIM/pages/10001?as=clara`);
    // The checklist macro (its light entry) and the page panel (the app's shell).
    const macro = page.getByTestId('macro-checklist').locator('iframe').first().contentFrame();
    await expect(macro.getByText('Noch keine Checkliste gewählt')).toBeVisible();
    const panel = page.getByTestId('sim-web-panel').locator('iframe').first().contentFrame();
    await expect(panel.getByText(/Auf dieser Seite gibt es noch keine Checklisten/)).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/confluence-page.png', fullPage: true });
  });
});

test.describe('a browser language we do not offer', () => {
  test.use({ locale: 'fr-FR' });

  test('falls back to the host user’s language', async ({ page }) => {
    await page.goto(`${SIM}/plugins/servlet/ac/app.checklists.jira/admin-apikeys?as=dieter`);
    const frame = page.locator('iframe').first().contentFrame();
    // The site's API keys, for a site administrator, in German.
    await expect(
      frame.getByText(/^Mit Website-API-Schlüsseln nutzen Skripte und andere Werkzeuge/),
    ).toBeVisible();
  });
});

test('a page token bound to another URL is refused by the app', async ({ page, request }) => {
  await page.goto(`${SIM}/browse/SIM-1?as=bob`);
  const src = await page.getByTestId('issue-panel').locator('iframe').getAttribute('src');
  const url = new URL(src ?? '');
  const jwt = url.searchParams.get('jwt') ?? '';
  // The same token replayed on another module's URL fails its qsh check.
  const replay = new URL(url.toString());
  replay.pathname = replay.pathname.replace(/[^/]+$/, 'auditlog');
  replay.searchParams.set('jwt', jwt);
  const response = await request.get(replay.toString());
  expect(response.status()).toBe(401);
});
