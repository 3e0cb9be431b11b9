/**
 * Accessibility of the screens people live in (issue 21): the Jira issue panel and the
 * Confluence checklist macro, used with the keyboard only (the add line, the item's menu, a
 * tick with Space, Escape closing), with a visible focus, and checked by axe-core (WCAG 2.1
 * A and AA rules) with no serious or critical violation: the panel with its menu and the
 * skip form open, the macro, in English and in German. The share page does not exist yet.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { APP, SIM, steady } from './support/app-frame';
import { createBlankIssue, frameIn } from './support/jira';
import { createPage, macroFrame, wikiPage } from './support/confluence';
import { PANEL_WORK } from './support/panel-work';

// The axe-core that @axe-core/playwright brings (its own dependency, the same version).
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

const PEOPLE = { 'en-US': 'bob', 'de-DE': 'clara' } as Record<string, string>;

/**
 * axe-core inside the app frame of `host` (the host page's markup is not ours), through
 * @axe-core/playwright's copy of axe: WCAG 2.0/2.1 A and AA rules; the serious and critical
 * violations, each with where it is. The full results are attached to the test.
 */
async function seriousViolations(p: Page, host: string, name: string) {
  const frame = await (
    await p.locator(`${host} iframe[src^="${APP}"]`).first().elementHandle()
  )?.contentFrame();
  if (!frame) throw new Error(`no app frame in ${host}`);
  await frame.evaluate(AXE_SOURCE);
  const results = await frame.evaluate(
    (tags) =>
      (
        window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }
      ).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
  );
  await test.info().attach(`axe ${name}`, {
    body: JSON.stringify(
      results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.map((n) => n.target),
      })),
      null,
      2,
    ),
    contentType: 'application/json',
  });
  expect(results.passes.length).toBeGreaterThan(5);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => String(n.target)).join(', ')}`);
}

/** The focused element shows a focus ring. */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const outline = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThan(0);
}

for (const { locale, L } of PANEL_WORK) {
  test(`the issue panel with the keyboard only, and axe (${locale})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const member = PEOPLE[locale] ?? 'bob';
    const title = `Keyboard ${Date.now().toString(36)}`;
    const issue = await createBlankIssue(request, `Accessible ${title}`, { as: member });
    const context = await browser.newContext({ locale });
    const p = await context.newPage();
    await p.goto(`${SIM}/browse/${issue.key}?as=${member}`);
    await p.getByTestId('sim-quick-add').click();
    const panel = frameIn(p, 'issue-panel');
    expect(await seriousViolations(p, '[data-testid="issue-panel"]', 'empty panel')).toEqual([]);

    // A blank checklist, then items, from the keyboard: the cursor lands in its add line.
    const blank = panel.getByRole('textbox', { name: L.blankTitle });
    await blank.focus();
    await blank.pressSequentially(title);
    await blank.press('Enter');
    const card = panel.getByTestId('checklist-view').filter({ hasText: title });
    const line = card.getByRole('textbox', { name: L.addItem });
    await expect(line).toBeFocused();
    for (const text of ['Prepare the **demo**', 'Invite the team', 'Book a room']) {
      await line.pressSequentially(text);
      await line.press('Enter');
    }
    await expect(card.getByTestId('light-item')).toHaveCount(3);
    await expect(line).toBeFocused();
    await steady(p);

    // Back from the line: the last item's menu; Enter opens it, Escape closes it.
    await line.press('Shift+Tab');
    const menu = card.getByRole('button', { name: L.more('Book a room') });
    await expectVisibleFocus(menu);
    await menu.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const skip = card.getByRole('button', { name: L.skipItem });
    await expect(skip).toBeFocused();
    await skip.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    // Enter, Tab to "Not applicable", Enter.
    await menu.press('Enter');
    await skip.press('Tab');
    const na = card.getByRole('button', { name: L.notApplicable });
    await expectVisibleFocus(na);
    await na.press('Enter');
    await expect(card.getByTestId('light-item').nth(2)).toHaveAttribute(
      'data-status',
      'not_applicable',
    );
    await expect(menu).toBeFocused();
    // Back to the item's checkbox before it: Space ticks "Invite the team".
    const invite = card.getByRole('checkbox', { name: 'Invite the team' });
    await invite.focus();
    await expectVisibleFocus(invite);
    await invite.press('Space');
    await expect(invite).toBeChecked();

    // The skip form open, for axe.
    const demoMenu = card.getByRole('button', { name: L.more('Prepare the demo') });
    await demoMenu.focus();
    await demoMenu.press('Enter');
    await card.getByRole('button', { name: L.skipItem }).press('Enter');
    await expect(
      card.getByRole('textbox', { name: L.reasonFor('Prepare the demo') }),
    ).toBeFocused();
    expect(await seriousViolations(p, '[data-testid="issue-panel"]', 'panel, skip form')).toEqual(
      [],
    );
    await context.close();
  });
}

test('the checklist macro with the keyboard only, and axe', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const token = await request.post(`${SIM}/sim/context-token?as=bob`, {
    data: { product: 'confluence', addonKey: 'app.checklists.confluence', productContext: {} },
  });
  const jwt = ((await token.json()) as { token: string }).token;
  const template = await request.post(`${APP}/api/templates`, {
    headers: { Authorization: `JWT ${jwt}` },
    data: {
      title: `Macro keyboard ${Date.now().toString(36)}`,
      items: [
        { kind: 'heading', text: 'Before' },
        { kind: 'task', text: 'Read [the guide](https://example.com/guide)' },
        { kind: 'task', text: 'Check the **logs**', mandatory: true },
      ],
    },
  });
  expect(template.status()).toBe(201);
  const templateUid = ((await template.json()) as { data: { uid: string } }).data.uid;
  const page = await createPage(request, {
    spaceKey: 'SIM',
    title: `Accessible macro ${templateUid}`,
    macros: [{ moduleKey: 'checklist', params: { 'template-uid': templateUid } }],
  });
  const context = await browser.newContext({ locale: 'en-US' });
  const p = await context.newPage();
  await p.goto(wikiPage(page.id, 'bob'));
  const macro = macroFrame(p, 'checklist');
  const logs = macro.getByRole('checkbox', { name: 'Check the logs' });
  await logs.focus();
  await expectVisibleFocus(logs);
  await logs.press('Space');
  await expect(logs).toBeChecked();
  const line = macro.getByRole('textbox', { name: 'Add item' });
  await line.focus();
  await line.pressSequentially('Tell the team');
  await line.press('Enter');
  await expect(macro.getByRole('checkbox', { name: 'Tell the team' })).toBeVisible();
  await expect(macro.getByRole('link', { name: 'the guide' })).toHaveAttribute('target', '_blank');
  const menu = macro.getByRole('button', { name: 'More actions for “Tell the team”' });
  await menu.focus();
  await menu.press('Enter');
  expect(await seriousViolations(p, '[data-testid="macro-checklist"]', 'macro')).toEqual([]);
  await context.close();
});
