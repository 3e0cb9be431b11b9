/**
 * The site's default language and a person's own (issue 21): an admin sets German as the Jira
 * site's default in the global settings; a member whose browser speaks English then works in
 * the issue panel in German, on its first render; choosing English in their user settings
 * gives them English again. Both settings are put back at the end (the Connect journeys share
 * the site and run one after another).
 */
import { expect, test, type Browser } from '@playwright/test';
import { SIM, appFrame, tap } from './support/app-frame';
import { createBlankIssue, frameIn, jiraModule } from './support/jira';

async function openAs(browser: Browser, url: string) {
  const context = await browser.newContext({ locale: 'en-US' });
  const p = await context.newPage();
  await p.goto(url);
  return { context, p, app: appFrame(p) };
}

/** The Jira site's default language, set in its global settings by Alice (an admin). */
async function setSiteDefault(browser: Browser, value: string, label: RegExp) {
  const { context, p, app } = await openAs(browser, jiraModule('admin-settings', 'alice'));
  const select = app.getByRole('combobox', { name: label });
  await select.selectOption(value);
  await tap(p, app.getByRole('button', { name: /Save settings|Einstellungen speichern/ }));
  await expect(app.getByTestId('global-settings')).toBeVisible();
  return { context, p, app };
}

/** Bob's own language, from his user settings in the Jira app's overview. */
async function chooseOwn(browser: Browser, value: string) {
  const { context, p, app } = await openAs(browser, jiraModule('checklists-overview', 'bob'));
  await tap(p, app.getByRole('link', { name: /User settings|Benutzereinstellungen/ }));
  const select = app.getByTestId('user-language');
  await expect(select).toBeEnabled();
  await select.selectOption(value);
  await expect(select).toHaveValue(value);
  await context.close();
}

test.afterAll(async ({ browser }) => {
  await chooseOwn(browser, '');
  const { context } = await setSiteDefault(browser, '', /Default language|Standardsprache/);
  await context.close();
});

test('the site’s default language, then a person’s own, in the Jira issue panel', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // 1. Alice makes German the site's default: her own screen (no choice of her own) follows.
  const admin = await setSiteDefault(browser, 'de', /Default language/);
  await expect(admin.app.getByRole('combobox', { name: 'Standardsprache' })).toBeVisible();
  await expect(admin.app.getByRole('combobox', { name: 'Standardsprache' })).toHaveValue('de');
  await admin.context.close();

  // 2. Bob's browser speaks English; the panel opens in German all the same.
  const issue = await createBlankIssue(request, `Languages ${Date.now().toString(36)}`, {
    as: 'bob',
  });
  const bob = await openAs(browser, `${SIM}/browse/${issue.key}?as=bob`);
  await bob.p.getByTestId('sim-quick-add').click();
  const panel = frameIn(bob.p, 'issue-panel');
  await expect(panel.getByRole('button', { name: 'Checkliste hinzufügen' })).toBeVisible();
  await bob.context.close();

  // 3. Bob chooses English for himself: the panel speaks English to him again.
  await chooseOwn(browser, 'en');
  const again = await openAs(browser, `${SIM}/browse/${issue.key}?as=bob`);
  await again.p.getByTestId('sim-quick-add').click();
  await expect(
    frameIn(again.p, 'issue-panel').getByRole('button', { name: 'Add checklist' }),
  ).toBeVisible();
  await again.context.close();
});
