/**
 * The Jira issue panel as a Forge app (the simulator's Forge site, initech, whose custom
 * statuses are off) as a customer from the leading checklist apps works in it (issue 21):
 * items typed and pasted into a blank checklist, one skipped with a reason and one not
 * applicable, markdown rendered; it all stays after a reload. Every call goes through the
 * Custom UI bridge and invokeRemote. In English and in German (e2e/tests/support/panel-work.ts).
 */
import { expect, test } from '@playwright/test';
import { FORGE, forgeFrame, forgeFrameElement, press } from './support/forge-host';
import { PANEL_WORK, workInPanel } from './support/panel-work';

const PEOPLE = { 'en-US': 'bob', 'de-DE': 'clara' } as Record<string, string>;

for (const { locale, L } of PANEL_WORK) {
  test(`work in the Forge issue panel without opening anything (${locale})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const member = PEOPLE[locale] ?? 'bob';
    const title = `Release ${Date.now().toString(36)}`;
    const created = await request.post(`${FORGE}/sim/issues`, {
      data: { project: 'SIM', issueType: 'Task', summary: `Panel work ${title}`, as: member },
    });
    const issue = (await created.json()) as { key: string };
    const context = await browser.newContext({ locale });
    const p = await context.newPage();
    await p.goto(`${FORGE}/browse/${issue.key}?as=${member}`);
    await p.getByTestId('sim-forge-add-panel').click();
    const frame = forgeFrameElement(p.getByTestId('issue-panel'));
    const panel = forgeFrame(p.getByTestId('issue-panel'));
    await workInPanel(panel, L, title, (target) => press(frame, target));

    await p.reload();
    const card = forgeFrame(p.getByTestId('issue-panel'))
      .getByTestId('checklist-view')
      .filter({ hasText: title });
    await expect(card.getByTestId('light-item')).toHaveCount(5);
    await expect(card.getByTestId('light-item').nth(4)).toHaveAttribute(
      'data-status',
      'not_applicable',
    );
    await expect(card).toContainText('4/5');
    expect(
      await p.evaluate(
        () => (window as unknown as { __sim: { unsupported: string[] } }).__sim.unsupported,
      ),
    ).toEqual([]);
    await context.close();
  });
}
