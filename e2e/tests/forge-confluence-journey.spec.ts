/**
 * The Confluence Forge app end to end in the simulator's Forge site (initech): a member writes
 * a page and inserts the checklist macro; its config resource opens in the config modal, makes
 * an example a template and names the checklist, and `view.submit({ config })` places the macro
 * with that config; the published page shows the checklist (the macro's `extension.config`);
 * the member ticks an item; another person and a reload see it; editing the page keeps the
 * config; a signature's image downloads through requestRemote. Once in English, once in German.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { FORGE, forgeFrame, forgeFrameElement, press } from './support/forge-host';

const JOURNEYS = [
  {
    locale: 'en-US',
    member: 'bob',
    other: 'alice',
    example: 'change-request',
    task: 'Maintenance window agreed and announced to affected teams',
    L: {
      examples: 'Or start from an example',
      title: 'Title (optional)',
      save: 'Save',
      allActions: 'All actions',
      sign: 'Sign',
      showChecked: 'Show checked items',
      download: 'Download signature',
    },
  },
  {
    locale: 'de-DE',
    member: 'dieter',
    other: 'clara',
    example: 'change-request',
    task: 'Wartungsfenster abgestimmt und betroffenen Teams angekündigt',
    L: {
      examples: 'Oder mit einem Beispiel beginnen',
      title: 'Titel (optional)',
      save: 'Speichern',
      allActions: 'Alle Aktionen',
      sign: 'Unterschreiben',
      showChecked: 'Erledigte Punkte anzeigen',
      download: 'Unterschrift herunterladen',
    },
  },
];

const macro = (p: Page) => p.getByTestId('macro-checklist').first();

for (const j of JOURNEYS) {
  test(`Forge Confluence journey (${j.locale})`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const { L } = j;
    const title = `Forge change ${Date.now().toString(36)}`;
    const context = await browser.newContext({ locale: j.locale });
    const p = await context.newPage();

    // 1. A new page; "Insert macro" opens the macro's config resource in the config modal.
    await p.goto(`${FORGE}/wiki/create?spaceKey=SIM&as=${j.member}`);
    await p.getByTestId('sim-page-title').fill(title);
    await p.getByTestId('sim-insert-macro').click();
    await p.getByTestId('sim-macro-browser-checklist').click();
    const modal = p.getByTestId('sim-forge-modal');
    await expect(modal).toBeVisible();
    const config = forgeFrame(modal);
    await config.getByText(L.examples).click();
    await config.getByTestId(`use-example-${j.example}`).click();
    await expect(config.getByTestId('chosen-template')).toBeVisible();
    await config.getByLabel(L.title).fill(title);
    // The config resource saves with view.submit({ config }); the modal closes.
    await config.getByRole('button', { name: L.save, exact: true }).click();
    await expect(modal).toBeHidden();
    const submitted = (await p.evaluate(
      () =>
        (window as unknown as { __sim: { submittedConfigs: unknown[] } }).__sim.submittedConfigs,
    )) as { config: Record<string, unknown> }[];
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.config['template-uid']).toBeTruthy();

    // The placeholder's preview frame shows the chosen template; nothing is made yet.
    const placeholder = p.getByTestId('sim-macro-placeholder');
    await expect(forgeFrame(placeholder).getByTestId('macro-preview')).toContainText(title);

    // 2. Published, the page shows the checklist from the stored config.
    await p.getByTestId('sim-publish').click();
    await expect(p.getByTestId('sim-page-heading')).toHaveText(title);
    const pageId = /pages\/(\d+)/.exec(p.url())?.[1] ?? '';
    const stored = (await (await request.get(`${FORGE}/sim/pages/${pageId}`)).json()) as {
      macros: { id: string; config?: Record<string, unknown> }[];
    };
    expect(stored.macros[0]?.config).toEqual(submitted[0]?.config);
    let view = forgeFrame(macro(p));
    await expect(view.getByRole('heading', { name: title })).toBeVisible();
    await expect(view.getByText('0/9')).toBeVisible();

    // 3. The member ticks an item.
    await press(forgeFrameElement(macro(p)), view.getByRole('checkbox', { name: j.task }));
    await expect(view.getByText('1/9')).toBeVisible();

    // 4. Another person sees it, and a reload keeps it.
    const other = await browser.newContext({ locale: j.locale });
    const q = await other.newPage();
    await q.goto(`${FORGE}/wiki/spaces/SIM/pages/${pageId}?as=${j.other}`);
    await expect(forgeFrame(macro(q)).getByText('1/9')).toBeVisible();
    await other.close();
    await p.reload();
    view = forgeFrame(macro(p));
    await expect(view.getByText('1/9')).toBeVisible();
    await expect(view.getByRole('checkbox', { name: j.task })).toBeChecked();

    // 5. Editing the page keeps the macro and its config (Edit reopens it with the config).
    await p.getByTestId('sim-page-edit').click();
    await expect(
      forgeFrame(p.getByTestId('sim-macro-placeholder')).getByTestId('macro-preview'),
    ).toContainText(title);
    await p.getByTestId('sim-publish').click();
    await expect(p.getByTestId('sim-page-version')).toContainText('Version 2');
    await expect(forgeFrame(macro(p)).getByText('1/9')).toBeVisible();

    // 6. Sign; the signature image comes back through requestRemote (fetchRemote, binary).
    view = forgeFrame(macro(p));
    await press(forgeFrameElement(macro(p)), view.getByRole('button', { name: L.allActions }));
    await view.getByRole('button', { name: L.sign, exact: true }).click();
    const pad = view.getByTestId('signature-pad');
    await expect(pad).toBeVisible();
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error('no signature pad');
    await p.mouse.move(box.x + 30, box.y + 60);
    await p.mouse.down();
    for (let i = 1; i <= 12; i++)
      await p.mouse.move(box.x + 30 + i * 20, box.y + 60 + (i % 2 ? -25 : 25));
    await p.mouse.up();
    await view.getByTestId('sign-confirm').click();
    await expect(pad).toBeHidden();
    await view.getByLabel(L.showChecked).check();
    const [file] = await Promise.all([
      p.waitForEvent('download'),
      view.getByRole('button', { name: L.download }).first().click(),
    ]);
    expect((await readFile(await file.path())).subarray(1, 4).toString('latin1')).toBe('PNG');
    const calls = await p.evaluate(
      () => (window as unknown as { __sim: { bridgeCalls: { name: string }[] } }).__sim.bridgeCalls,
    );
    expect(calls.map((c) => c.name)).toContain('fetchRemote');
    expect(
      await p.evaluate(
        () => (window as unknown as { __sim: { unsupported: string[] } }).__sim.unsupported,
      ),
    ).toEqual([]);
    await context.close();
  });
}
