/**
 * "My items" in the Jira app's page: the tasks assigned to me on two issues are listed, the
 * overdue one first and marked, each with its checklist and its issue; ticking one there
 * ticks it in its checklist (the issue's glance follows), and the menu counts what is left.
 * Once in English, once in German.
 */
import { expect, test, type FrameLocator } from '@playwright/test';
import { appFrame, openAs, tap, tick } from './support/app-frame';
import { createIssue, issueState, jiraModule } from './support/jira';

const JOURNEYS = [
  {
    locale: 'en-US',
    user: 'bob',
    L: { myItems: 'My items', overdue: 'Overdue', checklist: 'Checklist' },
  },
  {
    locale: 'de-DE',
    user: 'clara',
    L: { myItems: 'Meine Aufgaben', overdue: 'Überfällig', checklist: 'Checkliste' },
  },
];

interface Issue {
  id: string;
  key: string;
}

/** A checklist on each issue with one task assigned to me, made through /api as I am. */
async function assignToMe(app: FrameLocator, issues: Issue[], texts: string[], due: string[]) {
  await app.locator('body').evaluate(
    async (_, { issues, texts, due }) => {
      const boot = JSON.parse(document.getElementById('checklists-boot')?.textContent ?? '{}') as {
        sessionToken: string;
      };
      const headers = {
        Authorization: `JWT ${boot.sessionToken}`,
        Accept: 'application/json',
        'Content-Type': 'application/json',
      };
      const call = async (method: string, path: string, body?: object) => {
        const response = await fetch(`/api${path}`, {
          method,
          headers,
          body: body ? JSON.stringify(body) : undefined,
        });
        if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
        return ((await response.json()) as { data: Record<string, unknown> }).data;
      };
      const me = (await call('GET', '/me')) as { user: { id: string } };
      for (const [index, issue] of issues.entries()) {
        const checklist = (await call('POST', '/checklists', {
          title: `Checklist of ${issue.key}`,
          place: { kind: 'jira_issue', id: issue.id, key: issue.key },
        })) as { uid: string };
        await call('POST', `/checklists/${checklist.uid}/items`, {
          kind: 'task',
          text: texts[index],
          assigneeId: me.user.id,
          dueDate: due[index],
        });
      }
    },
    { issues, texts, due },
  );
}

for (const j of JOURNEYS) {
  test(`my items across two issues (${j.locale})`, async ({ browser, request }) => {
    test.setTimeout(300_000);
    const { L } = j;
    const stamp = Date.now().toString(36);
    const first = await createIssue(request, `Ship ${stamp}`, { as: j.user });
    const second = await createIssue(request, `Docs ${stamp}`, { as: j.user });
    const p = await openAs(browser, j.locale, jiraModule('checklists-overview', j.user));
    const app = appFrame(p);
    await app.getByTestId('templates-list').waitFor();
    const late = `Late ${stamp}`;
    const later = `Later ${stamp}`;
    await assignToMe(app, [second, first], [later, late], ['2999-01-01', '2020-01-01']);

    // The menu counts them (read again with the page); the screen lists them, overdue first.
    await p.reload();
    const menu = appFrame(p).getByRole('navigation');
    await expect(
      menu.getByRole('link', { name: new RegExp(`^${L.myItems} \\(\\d+\\)$`) }),
    ).toBeVisible();
    const countOf = async () =>
      Number(
        /\((\d+)\)/.exec(
          (await menu.getByRole('link', { name: new RegExp(`^${L.myItems}`) }).textContent()) ?? '',
        )?.[1] ?? 0,
      );
    const before = await countOf();
    expect(before).toBeGreaterThanOrEqual(2);
    await tap(p, menu.getByRole('link', { name: new RegExp(`^${L.myItems}`) }));
    const list = appFrame(p).getByTestId('my-items');
    const rows = list.getByTestId('my-item').filter({ hasText: stamp });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(late);
    await expect(rows.nth(0)).toContainText(L.overdue);
    await expect(rows.nth(0).getByTestId('my-item-place')).toHaveText(first.key);
    await expect(rows.nth(0).getByRole('link')).toHaveText(`Checklist of ${first.key}`);
    await expect(rows.nth(1)).toContainText(later);
    await expect(rows.nth(1)).not.toContainText(L.overdue);
    await expect(rows.nth(1).getByTestId('my-item-place')).toHaveText(second.key);

    // Ticked in place: its checklist on the issue has it done.
    await tick(p, rows.nth(0).getByRole('checkbox', { name: late }));
    await expect(rows.nth(0)).not.toContainText(L.overdue);
    await expect.poll(async () => (await issueState(request, first.key)).checklists?.done).toBe(1);

    // Read again: it is no longer mine to do, and the menu counts one fewer.
    await p.reload();
    const again = appFrame(p).getByRole('navigation');
    await expect(again.getByRole('link', { name: `${L.myItems} (${before - 1})` })).toBeVisible();
    await p.context().close();
  });
}
