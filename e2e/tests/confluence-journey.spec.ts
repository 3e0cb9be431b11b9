/**
 * The Confluence app end to end in the simulator: a member writes a page and inserts the
 * checklist macro, choosing an example as the template in the macro's editor; the published page
 * shows the checklist; they tick, skip with a reason and sign; a reload keeps it. A second page
 * in another space gets the macro too, and a third page a list macro showing both with their
 * progress; the page panel lists the page's checklist; the export render mode shows the static
 * list; a copied page gets its own checklist; two people opening a fresh macro together make
 * one; a page only a colleague may read keeps its checklist from the member's lists; another
 * site sees none of it. Once in English, once in German.
 */
import { expect, test } from '@playwright/test';
import { SIM, appFrame, page, tick, openAs } from './support/app-frame';
import { createPage, insertMacro, macroFrame, wikiPage } from './support/confluence';
import { simulatorUrl, testProfile } from '../../scripts/lib/stack';

const GLOBEX = simulatorUrl(testProfile(''), 1);

const JOURNEYS = [
  {
    locale: 'en-US',
    member: 'bob',
    other: 'alice',
    example: 'change-request',
    task: 'Maintenance window agreed and announced to affected teams',
    skipped: 'Documentation and diagrams updated',
    L: {
      showStatuses: 'Show custom statuses in checklists',
      threeDone: /3 of 9 done/,
      threeOfNine: '3 of 9 done (33%)',
      saveSettings: 'Save settings',
      examples: 'Or start from an example',
      title: 'Title (optional)',
      allActions: 'All actions',
      statusOf: 'Status of “Documentation and diagrams updated”',
      skippedStatus: 'Skipped',
      reason: 'Reason',
      skip: 'Skip',
      sign: 'Sign',
      modeChosen: 'Checklists I choose',
      searchChecklists: 'Search checklists by title',
      add: 'Add',
      doneBy: 'done by Bob Member',
      skippedBy: 'skipped by Bob Member',
      signedBy: 'signed by Bob Member',
      onPage: '1 checklist on this page',
      templateMissing: 'The template of this checklist no longer exists',
    },
  },
  {
    locale: 'de-DE',
    // Clara stays new: the getting-started journey needs a person without templates.
    member: 'dieter',
    other: 'alice',
    example: 'change-request',
    task: 'Wartungsfenster abgestimmt und betroffenen Teams angekündigt',
    skipped: 'Dokumentation und Diagramme aktualisiert',
    L: {
      showStatuses: 'Eigene Status in Checklisten anzeigen',
      threeDone: /3 von 9 erledigt/,
      threeOfNine: '3 von 9 erledigt (33 %)',
      saveSettings: 'Einstellungen speichern',
      examples: 'Oder mit einem Beispiel beginnen',
      title: 'Titel (optional)',
      allActions: 'Alle Aktionen',
      statusOf: 'Status von „Dokumentation und Diagramme aktualisiert“',
      skippedStatus: 'Übersprungen',
      reason: 'Grund',
      skip: 'Überspringen',
      sign: 'Unterschreiben',
      modeChosen: 'Checklisten, die ich wähle',
      searchChecklists: 'Checklisten nach Titel suchen',
      add: 'Hinzufügen',
      doneBy: 'erledigt von Dieter Verwalter',
      skippedBy: 'übersprungen von Dieter Verwalter',
      signedBy: 'unterschrieben von Dieter Verwalter',
      onPage: '1 Checkliste auf dieser Seite',
      templateMissing: 'Die Vorlage dieser Checkliste gibt es nicht mehr',
    },
  },
];

for (const j of JOURNEYS) {
  test(`Confluence journey (${j.locale})`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const { L } = j;
    const title = `Change ${Date.now().toString(36)}`;

    // 0. The site admin shows item statuses (open, done, skipped), so items can be skipped.
    const admin = await openAs(browser, j.locale, page('admin-settings', j.other));
    const settings = appFrame(admin);
    await settings.getByTestId('global-settings').waitFor();
    const toggle = settings.getByLabel(L.showStatuses);
    if (!(await toggle.isChecked())) {
      await tick(admin, toggle);
      await settings.getByRole('button', { name: L.saveSettings }).click();
      // Saved when a fresh load shows it on.
      await expect(async () => {
        await admin.reload();
        await expect(appFrame(admin).getByLabel(L.showStatuses)).toBeChecked({ timeout: 3000 });
      }).toPass();
    }
    await admin.context().close();

    const p = await openAs(browser, j.locale, `${SIM}/wiki/create?spaceKey=SIM&as=${j.member}`);

    // 1. A new page; the macro browser inserts the checklist macro; its editor makes an
    // example a template of the site and names the checklist.
    await p.getByTestId('sim-page-title').fill(title);
    await insertMacro(p, 'checklist', async (editor) => {
      await editor.getByText(L.examples).click();
      await editor.getByTestId(`use-example-${j.example}`).click();
      await expect(editor.getByTestId('chosen-template')).toBeVisible();
      await editor.getByLabel(L.title).fill(title);
    });
    // The editor's preview shows the template; nothing is made yet.
    const placeholder = p.getByTestId('sim-macro-placeholder');
    await expect(
      placeholder.locator('iframe').contentFrame().getByTestId('macro-preview'),
    ).toContainText(title);
    await p.getByTestId('sim-publish').click();
    await expect(p.getByTestId('sim-page-heading')).toHaveText(title);
    const pageId = /pages\/(\d+)/.exec(p.url())?.[1] ?? '';

    // 2. The page shows the checklist; tick, skip with a reason, sign.
    let macro = macroFrame(p, 'checklist');
    await expect(macro.getByRole('heading', { name: title })).toBeVisible();
    await expect(macro.getByText('0/9')).toBeVisible();
    await macro.getByRole('checkbox', { name: j.task }).click();
    await expect(macro.getByText('1/9')).toBeVisible();
    await macro.getByRole('button', { name: L.allActions }).click();
    await macro.getByLabel(L.statusOf).selectOption({ label: L.skippedStatus });
    await macro.getByLabel(L.reason).fill('Nothing changed in the diagrams');
    await macro.getByRole('button', { name: L.skip, exact: true }).click();
    await macro.getByRole('button', { name: L.sign, exact: true }).click();
    const pad = macro.getByTestId('signature-pad');
    await expect(pad).toBeVisible();
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error('no signature pad');
    await p.mouse.move(box.x + 30, box.y + 60);
    await p.mouse.down();
    for (let i = 1; i <= 12; i++)
      await p.mouse.move(box.x + 30 + i * 20, box.y + 60 + (i % 2 ? -25 : 25));
    await p.mouse.up();
    await macro.getByTestId('sign-confirm').click();
    // Signed: the dialog closes and the item counts as done (the full card keeps it in sight).
    await expect(pad).toBeHidden();
    await expect(macro.getByText(L.threeDone)).toBeVisible();

    // 3. A reload keeps it all (the light view again).
    await p.reload();
    macro = macroFrame(p, 'checklist');
    await expect(macro.getByText('3/9')).toBeVisible();
    await expect(macro.getByRole('checkbox', { name: j.task })).toBeChecked();
    await p.screenshot({ path: `test-results/screens/confluence-macro-${j.locale}.png` });

    // 4. A second page in another space with the same template, and a list macro showing both.
    const stored = (await (await request.get(`${SIM}/sim/pages/${pageId}`)).json()) as {
      macros: { params: Record<string, string> }[];
    };
    const templateUid = stored.macros[0]?.params['template-uid'] ?? '';
    expect(templateUid).not.toBe('');
    const second = await createPage(request, {
      spaceKey: 'TEAM',
      title: `${title} (team)`,
      macros: [
        {
          moduleKey: 'checklist',
          params: { 'template-uid': templateUid, title: `${title} (team)` },
        },
      ],
    });
    const team = await openAs(browser, j.locale, wikiPage(second.id, j.other, 'TEAM'));
    await expect(macroFrame(team, 'checklist').getByText('0/9')).toBeVisible();

    await p.goto(`${SIM}/wiki/create?spaceKey=SIM&as=${j.member}`);
    await p.getByTestId('sim-page-title').fill(`${title} overview`);
    await insertMacro(p, 'checklist-list', async (editor) => {
      await editor.getByLabel(L.modeChosen).check();
      await editor.getByRole('textbox', { name: L.searchChecklists }).fill(title);
      await editor.getByRole('button', { name: L.add }).first().click();
      await editor.getByRole('button', { name: L.add }).first().click();
      await expect(editor.getByTestId('list-macro-chosen').locator('li')).toHaveCount(2);
    });
    await p.getByTestId('sim-publish').click();
    const list = macroFrame(p, 'checklist-list');
    await expect(list.getByTestId('placed-checklist')).toHaveCount(2);
    expect((await list.getByTestId('placed-progress').allInnerTexts()).sort()).toEqual([
      '0/9',
      '3/9',
    ]);
    await expect(list.getByRole('button', { name: `${title} (team)` })).toBeVisible();

    // Exported, the list is a static table of both.
    await p.getByTestId('sim-page-export').click();
    const exportedList = p.getByTestId('sim-export-macro').first();
    await expect(exportedList).toContainText(`${title} (team)`);
    await expect(exportedList).toContainText(L.threeOfNine);

    // 5. The page panel of the first page lists its checklist with its progress.
    await p.goto(wikiPage(pageId, j.member));
    const panel = p.getByTestId('sim-web-panel').locator('iframe').first().contentFrame();
    await expect(panel.getByText(L.onPage)).toBeVisible();
    await expect(panel.getByTestId('placed-progress')).toHaveText('3/9');

    // 6. The export render mode: a static list with statuses and who signed, no frames.
    await p.getByTestId('sim-page-export').click();
    const exported = p.getByTestId('sim-export-macro').first();
    await expect(exported).toContainText(title);
    await expect(exported).toContainText(`☑ ${j.task} — ${L.doneBy}`);
    await expect(exported).toContainText(L.skippedBy);
    await expect(exported).toContainText('Nothing changed in the diagrams');
    await expect(exported).toContainText(L.signedBy);
    await expect(p.locator('iframe')).toHaveCount(0);

    // 7. A copied page keeps the macro (same id) and gets a checklist of its own.
    await p.goto(wikiPage(pageId, j.member));
    await p.getByTestId('sim-page-copy').click();
    await expect(p).not.toHaveURL(new RegExp(`/pages/${pageId}`));
    const copy = macroFrame(p, 'checklist');
    await expect(copy.getByRole('heading', { name: title })).toBeVisible();
    await expect(copy.getByText('0/9')).toBeVisible();

    // 8. Two people open a fresh macro at once: one checklist, not two.
    const fresh = await createPage(request, {
      spaceKey: 'SIM',
      title: `${title} together`,
      macros: [{ moduleKey: 'checklist', params: { 'template-uid': templateUid } }],
    });
    const [a, b] = await Promise.all([
      openAs(browser, j.locale, wikiPage(fresh.id, j.member)),
      openAs(browser, j.locale, wikiPage(fresh.id, j.other)),
    ]);
    await expect(macroFrame(a, 'checklist').getByText('0/9')).toBeVisible();
    await expect(macroFrame(b, 'checklist').getByText('0/9')).toBeVisible();
    await a.reload();
    const together = a.getByTestId('sim-web-panel').locator('iframe').first().contentFrame();
    await expect(together.getByText(L.onPage)).toBeVisible();

    // 9. A page only the other may read: its checklist shows in their list macro, and the
    // member sees nothing of it, neither the page nor the checklist in the same list.
    const restrictedTitle = `${title} restricted`;
    const restricted = await createPage(request, {
      spaceKey: 'SIM',
      title: restrictedTitle,
      macros: [
        {
          moduleKey: 'checklist',
          params: { 'template-uid': templateUid, title: restrictedTitle },
        },
      ],
      restrictedTo: [j.other],
    });
    const owner = await openAs(browser, j.locale, wikiPage(restricted.id, j.other));
    await expect(macroFrame(owner, 'checklist').getByText('0/9')).toBeVisible();
    const all = await createPage(request, {
      spaceKey: 'SIM',
      title: `${title} all`,
      macros: [{ moduleKey: 'checklist-list', params: { 'template-uid': templateUid } }],
    });
    const theirs = macroFrame(
      await openAs(browser, j.locale, wikiPage(all.id, j.other)),
      'checklist-list',
    );
    await expect(theirs.getByRole('button', { name: restrictedTitle })).toBeVisible();
    const memberView = await openAs(browser, j.locale, wikiPage(all.id, j.member));
    const mine = macroFrame(memberView, 'checklist-list');
    await expect(mine.getByRole('button', { name: `${title} (team)` })).toBeVisible();
    await expect(mine.getByRole('button', { name: restrictedTitle })).toHaveCount(0);
    expect((await memberView.goto(wikiPage(restricted.id, j.member)))?.status()).toBe(404);

    // 10. Another site: the same template named on its page is nothing there.
    const foreign = await request.post(`${GLOBEX}/sim/pages`, {
      data: {
        spaceKey: 'SIM',
        title: 'Foreign',
        macros: [{ moduleKey: 'checklist', params: { 'template-uid': templateUid } }],
      },
    });
    const foreignPage = (await foreign.json()) as { id: string };
    const g = await openAs(
      browser,
      j.locale,
      `${GLOBEX}/wiki/spaces/SIM/pages/${foreignPage.id}?as=${j.member}`,
    );
    await expect(macroFrame(g, 'checklist').getByText(L.templateMissing)).toBeVisible();
  });
}
