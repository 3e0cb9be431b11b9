/**
 * Checklists core, end to end in the simulator's Confluence pages area: an admin sets custom
 * statuses; a user copies an example, edits it, creates a checklist, uses a custom status,
 * signs and completes it while a second person watches the changes arrive live; the audit
 * log lists every step. Once in English, once in German.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { APP, appFrame, page, steady, tap, tick, openAs } from './support/app-frame';

interface Journey {
  locale: string;
  admin: string;
  worker: string;
  watcher: string;
  example: string;
  title: string;
  status: string;
  labels: Record<string, string>;
}

const JOURNEYS: Journey[] = [
  {
    locale: 'en-US',
    admin: 'alice',
    worker: 'alice',
    watcher: 'bob',
    example: 'Software release',
    title: 'Release 1.0',
    status: 'In review',
    labels: {
      showCustom: 'Show custom statuses in checklists',
      addStatus: 'Add status',
      name: 'Name',
      saveSettings: 'Save settings',
      browse: 'Browse examples',
      use: 'Use the template',
      title: 'Title',
      remove: 'Remove item 1',
      moveDown: 'Move item 1 down',
      saveTemplate: 'Save template',
      createChecklist: 'Create checklist',
      statusOf: 'Status of',
      done: 'Done',
      sign: 'Sign',
      completed: 'Completed',
      auditLog: 'Audit log',
      showChecked: 'Show checked items',
      downloadSignature: 'Download signature',
      imageLoadFailed: "Couldn't load image",
    },
  },
  {
    locale: 'de-DE',
    admin: 'dieter',
    worker: 'dieter',
    watcher: 'clara',
    example: 'Software-Release',
    title: 'Release 2.0',
    status: 'In Prüfung',
    labels: {
      showCustom: 'Eigene Status in Checklisten anzeigen',
      addStatus: 'Status hinzufügen',
      name: 'Name',
      saveSettings: 'Einstellungen speichern',
      browse: 'Beispiele ansehen',
      use: 'Die Vorlage',
      title: 'Titel',
      remove: 'Punkt 1 entfernen',
      moveDown: 'Punkt 1 nach unten',
      saveTemplate: 'Vorlage speichern',
      createChecklist: 'Checkliste erstellen',
      statusOf: 'Status von',
      done: 'Erledigt',
      sign: 'Unterschreiben',
      completed: 'Abgeschlossen',
      auditLog: 'Änderungsprotokoll',
      showChecked: 'Erledigte Punkte anzeigen',
      downloadSignature: 'Unterschrift herunterladen',
      imageLoadFailed: 'Bild konnte nicht geladen werden',
    },
  },
];

for (const j of JOURNEYS) {
  test(`checklist journey (${j.locale})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const L = j.labels;
    // Unique per attempt: a retry must not meet the first attempt's template.
    const title = `${j.title} ${Date.now().toString(36)}`;

    // 1. The site admin adds a custom status and switches custom statuses on.
    const admin = await openAs(browser, j.locale, page('admin-settings', j.admin));
    const settings = appFrame(admin);
    await settings.getByTestId('global-settings').waitFor();
    const toggle = settings.getByLabel(L.showCustom!);
    await tick(admin, toggle);
    if ((await settings.getByTestId('status-row').count()) === 0) {
      await settings.getByRole('button', { name: L.addStatus }).click();
    }
    await settings.getByTestId('status-row').first().getByLabel(L.name!).fill(j.status);
    await settings.getByRole('button', { name: L.saveSettings }).click();
    await expect(settings.getByRole('button', { name: L.saveSettings })).toBeEnabled();
    await admin.context().close();

    // 2. Copy an example and edit it: fewer items, one moved with the keyboard.
    const worker = await openAs(browser, j.locale, page('checklists-overview', j.worker));
    const app = appFrame(worker);
    await tap(worker, app.getByRole('button', { name: L.browse }));
    await tap(worker, app.getByRole('button', { name: new RegExp(`${L.use}.*${j.example}`) }));
    await app.getByTestId('template-editor').waitFor();
    await app.getByLabel(L.title!, { exact: true }).fill(title);
    while ((await app.getByTestId('editor-item').count()) > 3) {
      await tap(worker, app.getByRole('button', { name: L.remove, exact: true }));
    }
    const firstText = await app
      .getByTestId('editor-item')
      .nth(0)
      .locator('input')
      .first()
      .inputValue();
    await tap(worker, app.getByRole('button', { name: L.moveDown }));
    await expect(app.getByTestId('editor-item').nth(1).locator('input').first()).toHaveValue(
      firstText,
    );
    await app.getByTestId('editor-item').nth(1).locator('input').first().press('Alt+ArrowUp');
    await expect(app.getByTestId('editor-item').nth(0).locator('input').first()).toHaveValue(
      firstText,
    );
    await tap(worker, app.getByRole('button', { name: L.saveTemplate }));

    // 3. Create a checklist from it.
    const row = app.getByTestId('template-row').filter({ hasText: title });
    await tap(worker, row.getByRole('button', { name: L.createChecklist }));
    await tap(
      worker,
      app.getByTestId('checklist-create').getByRole('button', { name: L.createChecklist }),
    );
    await app.getByTestId('checklist-view').waitFor();
    await expect(app.getByRole('heading', { name: title })).toBeVisible();
    const ownShowChecked = app.getByLabel(L.showChecked!);
    await tick(worker, ownShowChecked);

    // 4. A second person opens the same checklist.
    const watcher = await openAs(browser, j.locale, page('checklists-overview', j.watcher));
    const other = appFrame(watcher);
    await tap(watcher, other.getByRole('link', { name: title }));
    await tap(watcher, other.getByTestId('checklist-row').first().getByRole('link'));
    await other.getByTestId('checklist-view').waitFor();

    // The watcher shows checked items too (a preference the server keeps).
    const showChecked = other.getByLabel(L.showChecked!);
    await tick(watcher, showChecked);

    // 5. A custom status, then done; the watcher sees both live.
    const task = app.getByTestId('checklist-item').first();
    const taskText = (await task.getAttribute('data-text')) ?? '';
    const statusSelect = task.getByLabel(new RegExp(L.statusOf!));
    const customId = await statusSelect
      .locator('option', { hasText: j.status })
      .getAttribute('value');
    await statusSelect.selectOption({ label: j.status });
    await expect(statusSelect).toHaveValue(customId ?? '');
    const watched = other.locator(`[data-testid="checklist-item"][data-text="${taskText}"]`);
    await expect(watched.getByRole('combobox')).toHaveValue(customId ?? '');
    await statusSelect.selectOption({ label: L.done });
    await expect(watched.getByRole('combobox')).toHaveValue('done');

    // 6. Sign the signature item; the checklist completes. (Exact names: each item's assignee
    // button names its item, and "Release manager sign-off" contains "sign".)
    const signButton = app.getByRole('button', { name: L.sign, exact: true });
    const signatureItem = app.getByTestId('checklist-item').filter({ has: signButton });
    await signatureItem.getByRole('button', { name: L.sign, exact: true }).click();
    const pad = worker
      .locator(`iframe[src^="${APP}"]`)
      .first()
      .contentFrame()
      .getByTestId('signature-pad');
    await steady(worker);
    await expect(pad).toBeVisible();
    const box = await pad.boundingBox();
    if (!box) throw new Error('no signature pad');
    await worker.mouse.move(box.x + 30, box.y + 100);
    await worker.mouse.down();
    for (let i = 1; i <= 12; i++)
      await worker.mouse.move(box.x + 30 + i * 25, box.y + 100 + (i % 2 ? -30 : 30));
    await worker.mouse.up();
    await tap(worker, app.getByTestId('sign-confirm'));
    await expect(app.getByTestId('item-signed')).toBeVisible();

    // The signature downloads as a PNG sheet; a signature that cannot be loaded says so.
    const [file] = await Promise.all([
      worker.waitForEvent('download'),
      tap(worker, app.getByRole('button', { name: L.downloadSignature })),
    ]);
    expect(file.suggestedFilename()).toMatch(/\.png$/);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    await file.saveAs(`test-results/screens/signature-sheet-${j.locale}.png`);
    await worker.route('**/signature', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: 'not an image' }),
    );
    await tap(worker, app.getByRole('button', { name: L.downloadSignature }));
    await expect(worker.getByText(L.imageLoadFailed!)).toBeVisible();
    await worker.unroute('**/signature');

    // Mark every remaining task done so the checklist completes.
    for (const select of await app.getByTestId('checklist-item').getByRole('combobox').all()) {
      if ((await select.inputValue()) !== 'done') await select.selectOption({ label: L.done });
    }
    await expect(app.getByTestId('checklist-status')).toHaveText(L.completed!);
    await expect(other.getByTestId('checklist-status')).toHaveText(L.completed!);
    await worker.screenshot({
      path: `test-results/screens/checklist-${j.locale}.png`,
      fullPage: true,
    });

    // 7. The audit log lists every step.
    await tap(worker, app.getByRole('button', { name: L.auditLog }));
    await app.getByTestId('audit-log').waitFor();
    // The rows arrive after the screen: poll until they are there.
    await expect
      .poll(() =>
        app
          .getByTestId('audit-row')
          .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action'))),
      )
      .toEqual(expect.arrayContaining(['created', 'status_changed', 'signed', 'completed']));
    await worker.context().close();
    await watcher.context().close();
  });
}
