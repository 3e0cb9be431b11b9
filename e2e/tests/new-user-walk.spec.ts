/**
 * What a new user met on a first walk through the product, kept from coming back: "Use this
 * template" saves nothing until Save; a long unbroken title stays on the screen; a checklist's
 * status has one colour everywhere; German buttons keep their words on one line; custom
 * statuses line up; "What's new" scrolls once and fills its dialog; a site admin can let every
 * member change every checklist.
 */
import { expect, test, type Browser, type FrameLocator, type Page } from '@playwright/test';
import { appFrame, page, tap, tick } from './support/app-frame';

const screens = (name: string) => `test-results/screens/walk-${name}.png`;

async function openAs(browser: Browser, user: string, locale: string, module: string) {
  const context = await browser.newContext({ locale, viewport: { width: 1400, height: 900 } });
  const p = await context.newPage();
  await p.goto(page(module, user));
  return { p, app: appFrame(p) };
}

/** Nothing in the app frame is wider than the frame: no sideways scrolling anywhere. */
async function expectNoSidewaysScroll(app: FrameLocator) {
  const overflow = await app
    .locator('body')
    .evaluate((body) => body.ownerDocument.documentElement.scrollWidth - body.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Every table header sits on one line: a long title beside it never squeezes it. */
async function expectOneLineHeaders(app: FrameLocator) {
  const wrapped = await app.locator('body').evaluate((body) =>
    [...body.querySelectorAll('th')]
      .filter((th) => th.textContent?.trim())
      .filter((th) => {
        const style = getComputedStyle(th);
        const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
        const box = th.getBoundingClientRect().height;
        return box - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom) > line * 1.5;
      })
      .map((th) => th.textContent?.trim()),
  );
  expect(wrapped).toEqual([]);
}

/** Every visible button's and section link's label sits on one line. */
async function expectOneLineButtons(app: FrameLocator) {
  const wrapped = await app.locator('body').evaluate((body) =>
    [...body.querySelectorAll<HTMLElement>('button, nav a')]
      .filter((b) => b.offsetParent !== null && b.textContent?.trim())
      .filter((b) => {
        const style = getComputedStyle(b);
        const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
        const label = b.querySelector('span') ?? b;
        const padding =
          label === b ? parseFloat(style.paddingTop) + parseFloat(style.paddingBottom) : 0;
        return label.getBoundingClientRect().height - padding > line * 1.5;
      })
      .map((b) => b.textContent?.trim()),
  );
  expect(wrapped).toEqual([]);
}

test('"Use this template" then Cancel leaves no template behind', async ({ browser }) => {
  const { p, app } = await openAs(browser, 'bob', 'en-US', 'checklists-overview');
  await app.getByTestId('templates-list').waitFor();
  const before = await app.getByTestId('template-row').count();
  await tap(p, app.getByRole('button', { name: 'Browse examples' }));
  await tap(p, app.getByRole('button', { name: /Use the template.*Code review/ }));
  await app.getByTestId('template-editor').waitFor();
  await expect(app.getByLabel('Title', { exact: true })).toHaveValue(/Code review/);
  await tap(p, app.getByRole('button', { name: 'Cancel' }));
  await app.getByTestId('templates-list').waitFor();
  await expect(app.getByTestId('template-row')).toHaveCount(before);
  await p.context().close();
});

test('a long unbroken title stays on the screen, and completed is green in both places', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Q${Date.now().toString(36)}${'W'.repeat(170)}`;
  const { p, app } = await openAs(browser, 'alice', 'en-US', 'checklists-overview');
  await tap(p, app.getByRole('button', { name: 'Create template' }));
  await app.getByLabel('Title', { exact: true }).fill(title);
  await app.getByRole('textbox', { name: 'Text of item 1' }).fill(`Check ${'x'.repeat(150)}`);
  await tap(p, app.getByRole('button', { name: 'Save template' }));
  await app.getByTestId('templates-list').waitFor();
  await expectNoSidewaysScroll(app);
  await expectOneLineHeaders(app);
  await p.screenshot({ path: screens('templates-long-title'), fullPage: true });

  const row = app.getByTestId('template-row').filter({ hasText: title.slice(0, 12) });
  await tap(p, row.getByRole('button', { name: 'Create checklist' }));
  await tap(
    p,
    app.getByTestId('checklist-create').getByRole('button', { name: 'Create checklist' }),
  );
  await app.getByTestId('checklist-view').waitFor();
  // A plain checkbox, or the status control where the site shows custom statuses.
  const status = app.getByRole('combobox', { name: /^Status of “Check x+”$/ });
  if (await status.count()) await status.selectOption({ label: 'Done' });
  else await tap(p, app.getByRole('checkbox', { name: /^Check x+$/ }));
  await expect(app.getByTestId('checklist-status')).toHaveText('Completed');
  await expectNoSidewaysScroll(app);
  await p.screenshot({ path: screens('checklist-long-title'), fullPage: true });
  const inView = await app
    .getByTestId('checklist-status')
    .evaluate((el) => getComputedStyle(el).backgroundColor);

  await tap(p, app.getByRole('link', { name: 'Checklists', exact: true }));
  const listed = app.getByTestId('checklist-row-status').first();
  await expect(listed).toHaveText('Completed');
  expect(await listed.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(inView);
  await expectNoSidewaysScroll(app);
  await expectOneLineHeaders(app);
  await p.screenshot({ path: screens('checklists-long-title'), fullPage: true });
  await p.context().close();
});

test('German buttons and sections keep their words on one line, down to a narrow frame', async ({
  browser,
}) => {
  const { p, app } = await openAs(browser, 'dieter', 'de-DE', 'checklists-overview');
  await tap(p, app.getByRole('link', { name: 'Checklisten', exact: true }));
  await tap(p, app.getByRole('button', { name: 'Checkliste erstellen' }));
  await app.getByLabel('Titel', { exact: true }).fill(`Wareneingang ${Date.now().toString(36)}`);
  await tap(
    p,
    app.getByTestId('checklist-create').getByRole('button', { name: 'Checkliste erstellen' }),
  );
  await app.getByTestId('checklist-view').waitFor();
  for (const width of [1400, 1024, 700]) {
    await p.setViewportSize({ width, height: 900 });
    await expect(app.getByTestId('checklist-view')).toBeVisible();
    await expectOneLineButtons(app);
    await expectNoSidewaysScroll(app);
  }
  await p.screenshot({ path: screens('german-buttons-700'), fullPage: true });
  // Editing has buttons of its own.
  await tap(p, app.getByRole('button', { name: 'Checkliste bearbeiten' }));
  await expect(app.getByRole('button', { name: 'Punkt hinzufügen' })).toBeVisible();
  await expectOneLineButtons(app);
  await expectNoSidewaysScroll(app);
  await p.screenshot({ path: screens('german-editing-700'), fullPage: true });
  await p.context().close();
});

test('custom statuses: the dot does not push the status control out of line', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await openAs(browser, 'alice', 'en-US', 'admin-settings');
  const settings = admin.app;
  await settings.getByTestId('global-settings').waitFor();
  await tick(admin.p, settings.getByLabel('Show custom statuses in checklists', { exact: false }));
  if ((await settings.getByRole('textbox', { name: 'Name' }).count()) === 0) {
    await tap(admin.p, settings.getByRole('button', { name: 'Add status' }));
  }
  await settings.getByRole('textbox', { name: 'Name' }).first().fill('Waiting');
  await tap(admin.p, settings.getByRole('button', { name: 'Save settings' }));
  await expect(settings.getByRole('button', { name: 'Save settings' })).toBeEnabled();
  await admin.p.context().close();

  const { p, app } = await openAs(browser, 'bob', 'en-US', 'checklists-overview');
  await tap(p, app.getByRole('button', { name: 'Create template' }));
  const title = `Statuses ${Date.now().toString(36)}`;
  await app.getByLabel('Title', { exact: true }).fill(title);
  await app.getByRole('textbox', { name: 'Text of item 1' }).fill('First');
  await tap(p, app.getByRole('button', { name: 'Add task' }));
  await app.getByRole('textbox', { name: 'Text of item 2' }).fill('Second');
  await tap(p, app.getByRole('button', { name: 'Save template' }));
  await tap(
    p,
    app
      .getByTestId('template-row')
      .filter({ hasText: title })
      .getByRole('button', { name: 'Create checklist' }),
  );
  await tap(
    p,
    app.getByTestId('checklist-create').getByRole('button', { name: 'Create checklist' }),
  );
  await app.getByTestId('checklist-view').waitFor();
  const selects = app.getByRole('combobox', { name: /^Status of/ });
  await selects.first().selectOption({ label: 'Waiting' });
  await expect(app.getByTestId('status-colour')).toHaveCount(1);
  const lefts = await selects.evaluateAll((els) =>
    els.map((el) => Math.round(el.getBoundingClientRect().left)),
  );
  expect(new Set(lefts).size).toBe(1);
  await p.screenshot({ path: screens('custom-status-dots'), fullPage: true });
  await p.context().close();

  // Back to plain checkboxes, as the other walks expect.
  const restore = await openAs(browser, 'alice', 'en-US', 'admin-settings');
  const box = restore.app.getByLabel('Show custom statuses in checklists', { exact: false });
  await tap(restore.p, box);
  await expect(box).not.toBeChecked();
  await tap(restore.p, restore.app.getByRole('button', { name: 'Save settings' }));
  await expect(restore.p.getByText('Settings saved')).toBeVisible();
  await restore.p.context().close();
});

test('"What\'s new" fills its dialog and scrolls once, at 1400×900 and 1920×1080', async ({
  browser,
}) => {
  const { p, app } = await openAs(browser, 'alice', 'en-US', 'checklists-overview');
  for (const [width, height] of [
    [1400, 900],
    [1920, 1080],
  ] as const) {
    await p.setViewportSize({ width, height });
    await tap(p, app.getByTestId('whats-new'));
    const frame = p.locator('.aui-dialog2 iframe, .ap-aui-dialog2 iframe').first();
    await expect(frame).toBeVisible();
    const dialog = frame.contentFrame();
    await expect(dialog.getByTestId('release-note').first()).toBeVisible();
    // The frame is as tall as the dialog: no blank band under it.
    const [frameBox, dialogBox] = await Promise.all([
      frame.evaluate((el) => el.getBoundingClientRect().height),
      p
        .locator('.aui-dialog2')
        .first()
        .evaluate((el) => el.getBoundingClientRect().height),
    ]);
    expect(Math.abs(dialogBox - frameBox)).toBeLessThanOrEqual(2);
    // The page in the frame never scrolls; only the list of entries may.
    const scrollers = await dialog.locator('body').evaluate((body) => {
      const page = body.ownerDocument.documentElement;
      const pageScrolls =
        page.scrollHeight > page.clientHeight && getComputedStyle(page).overflow !== 'hidden';
      const inner = [...body.querySelectorAll('*')].filter((el) => {
        const style = getComputedStyle(el);
        return /(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight;
      }).length;
      return (pageScrolls ? 1 : 0) + inner;
    });
    expect(scrollers).toBeLessThanOrEqual(1);
    await p.screenshot({ path: screens(`whats-new-${width}`) });
    await p.keyboard.press('Escape');
    await expect(frame).toBeHidden();
  }
  await p.context().close();
});

test('a site admin lets every member change every checklist', async ({ browser }) => {
  test.setTimeout(90_000);
  const title = `Team list ${Date.now().toString(36)}`;
  const owner = await openAs(browser, 'alice', 'en-US', 'checklists-overview');
  await tap(owner.p, owner.app.getByRole('link', { name: 'Checklists', exact: true }));
  await tap(owner.p, owner.app.getByRole('button', { name: 'Create checklist' }));
  await owner.app.getByLabel('Title', { exact: true }).fill(title);
  await tap(
    owner.p,
    owner.app.getByTestId('checklist-create').getByRole('button', { name: 'Create checklist' }),
  );
  await owner.app.getByTestId('checklist-view').waitFor();
  const url = owner.p.url();
  await owner.p.context().close();

  const member = await openMember(browser, url);
  await expect(member.app.getByRole('button', { name: 'Edit checklist' })).toHaveCount(0);
  await member.p.context().close();

  const admin = await openAs(browser, 'alice', 'en-US', 'admin-settings');
  await admin.app.getByTestId('global-settings').waitFor();
  await tick(
    admin.p,
    admin.app.getByRole('checkbox', {
      name: "Everyone can change any checklist's items and details",
    }),
  );
  await tap(admin.p, admin.app.getByRole('button', { name: 'Save settings' }));
  await expect(admin.app.getByTestId('settings-change').first()).toContainText(
    'who may change checklists',
  );

  const again = await openMember(browser, url);
  await expect(again.app.getByRole('button', { name: 'Edit checklist' })).toBeVisible();
  await again.p.context().close();

  await admin.app
    .getByRole('checkbox', { name: "Everyone can change any checklist's items and details" })
    .dispatchEvent('click');
  await tap(admin.p, admin.app.getByRole('button', { name: 'Save settings' }));
  await admin.p.context().close();
});

/** The checklist at `url` (a host page URL) as bob, a member who did not make it. */
async function openMember(browser: Browser, url: string): Promise<{ p: Page; app: FrameLocator }> {
  const context = await browser.newContext({ locale: 'en-US' });
  const p = await context.newPage();
  await p.goto(url.replace(/as=\w+/, 'as=bob'));
  const app = appFrame(p);
  await app.getByTestId('checklist-view').waitFor();
  return { p, app };
}
