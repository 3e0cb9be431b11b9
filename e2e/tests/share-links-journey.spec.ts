/**
 * Share links (docs/SHARING.md), end to end: a site admin allows public share links; a member
 * shares a checklist with `check`; a fresh browser with no session opens the link, gives a
 * name once and ticks; the member sees the tick live and the visitor in the audit log; a
 * revoked link says "not available"; a `view` link cannot tick; turning the setting off closes
 * every link. Once in English, once in German.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { appFrame, openAs, page, tap } from './support/app-frame';

interface Journey {
  locale: string;
  admin: string;
  member: string;
  visitor: string;
  label: string;
  labels: Record<string, string>;
}

const JOURNEYS: Journey[] = [
  {
    locale: 'en-US',
    admin: 'alice',
    member: 'bob',
    visitor: 'Dana Visitor',
    label: 'Front desk',
    labels: {
      allow: 'Allow public share links',
      saveSettings: 'Save settings',
      browse: 'Browse examples',
      use: 'Use the template',
      title: 'Title',
      saveTemplate: 'Save template',
      createChecklist: 'Create checklist',
      share: 'Share',
      view: 'View',
      forWhom: 'For whom (optional)',
      createLink: 'Create link',
      yourName: 'Your name',
      continue: 'Continue',
      inProgress: 'In progress',
      notAvailable: 'This link is not available',
      revoke: 'Revoke',
      close: 'Close',
      auditLog: 'Audit log',
    },
  },
  {
    locale: 'de-DE',
    admin: 'dieter',
    member: 'dieter',
    visitor: 'Dana Besucherin',
    label: 'Empfang',
    labels: {
      allow: 'Öffentliche Freigabelinks erlauben',
      saveSettings: 'Einstellungen speichern',
      browse: 'Beispiele ansehen',
      use: 'Die Vorlage',
      title: 'Titel',
      saveTemplate: 'Vorlage speichern',
      createChecklist: 'Checkliste erstellen',
      share: 'Teilen',
      view: 'Ansehen',
      forWhom: 'Für wen (optional)',
      createLink: 'Link erstellen',
      yourName: 'Ihr Name',
      continue: 'Weiter',
      inProgress: 'In Arbeit',
      notAvailable: 'Dieser Link ist nicht verfügbar',
      revoke: 'Widerrufen',
      close: 'Schließen',
      auditLog: 'Änderungsprotokoll',
    },
  },
];

/** The admin sets "allow public share links" and saves. */
async function allowShareLinks(browser: Browser, j: Journey, allow: boolean): Promise<void> {
  const admin = await openAs(browser, j.locale, page('admin-settings', j.admin));
  const settings = appFrame(admin);
  await settings.getByTestId('global-settings').waitFor();
  const toggle = settings.getByLabel(j.labels.allow!);
  if ((await toggle.isChecked()) !== allow) await toggle.dispatchEvent('click');
  await expect(toggle).toBeChecked({ checked: allow });
  await settings.getByRole('button', { name: j.labels.saveSettings }).click();
  await expect(settings.getByRole('button', { name: j.labels.saveSettings })).toBeEnabled();
  await admin.context().close();
}

/** A browser of its own, with no session of any kind, at `url`. */
async function stranger(browser: Browser, locale: string, url: string): Promise<Page> {
  const context = await browser.newContext({ locale });
  const p = await context.newPage();
  await p.goto(url);
  return p;
}

/** Makes a link in the open Share dialog and answers its URL. */
async function makeLink(
  p: Page,
  j: Journey,
  permission: 'check' | 'view',
  previous = '',
): Promise<string> {
  const app = appFrame(p);
  const form = app.getByTestId('share-form');
  if (permission === 'view') await form.getByLabel(j.labels.view!, { exact: true }).check();
  await form.getByLabel(j.labels.forWhom!).fill(`${j.label} ${permission}`);
  await tap(p, form.getByRole('button', { name: j.labels.createLink }));
  // The new link replaces the one shown before.
  const shown = app.getByTestId('share-new-link').locator('input');
  await expect.poll(() => shown.inputValue()).not.toBe(previous);
  const url = await shown.inputValue();
  expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{22}$/);
  return url;
}

for (const j of JOURNEYS) {
  test(`share links journey (${j.locale})`, async ({ browser }) => {
    test.setTimeout(300_000);
    const L = j.labels;
    const title = `Shared ${Date.now().toString(36)}`;

    // 1. The admin allows public share links.
    await allowShareLinks(browser, j, true);

    // 2. The member makes a checklist (from an example) and shares it with `check`.
    const member = await openAs(browser, j.locale, page('checklists-overview', j.member));
    const app = appFrame(member);
    await tap(member, app.getByRole('button', { name: L.browse }));
    await tap(member, app.getByRole('button', { name: new RegExp(L.use!) }).first());
    await app.getByTestId('template-editor').waitFor();
    await app.getByLabel(L.title!, { exact: true }).fill(title);
    await tap(member, app.getByRole('button', { name: L.saveTemplate }));
    const row = app.getByTestId('template-row').filter({ hasText: title });
    await tap(member, row.getByRole('button', { name: L.createChecklist }));
    await tap(
      member,
      app.getByTestId('checklist-create').getByRole('button', { name: L.createChecklist }),
    );
    await app.getByTestId('checklist-view').waitFor();
    await tap(member, app.getByTestId('share-button'));
    const checkUrl = await makeLink(member, j, 'check');
    const viewUrl = await makeLink(member, j, 'view', checkUrl);

    // 3. A stranger opens the check link: no session, a name once, then a tick.
    const visitor = await stranger(browser, j.locale, checkUrl);
    await expect(visitor.getByTestId('shared-checklist')).toBeVisible();
    await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
    const boxes = visitor.getByRole('checkbox');
    await expect(boxes.first()).toBeDisabled();
    await visitor.getByLabel(L.yourName!).fill(j.visitor);
    await visitor.getByRole('button', { name: L.continue }).click();
    await expect(boxes.first()).toBeEnabled();
    await boxes.first().check();
    await expect(boxes.first()).toBeChecked();

    // 4. The member sees it live, and the link's last use.
    await expect(app.getByTestId('checklist-status')).toHaveText(L.inProgress!);
    await expect(app.getByTestId('share-row')).toHaveCount(2);

    // 5. A view link shows the checklist but cannot tick.
    const viewer = await stranger(browser, j.locale, viewUrl);
    await expect(viewer.getByTestId('shared-checklist')).toHaveAttribute('data-permission', 'view');
    await expect(viewer.getByRole('checkbox').first()).toBeDisabled();

    // 6. Revoked, the visitor's page says it is not available.
    const checkRow = app.getByTestId('share-row').filter({ hasText: `${j.label} check` });
    await tap(member, checkRow.getByRole('button', { name: L.revoke }));
    await expect(app.getByTestId('share-row')).toHaveCount(1);
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: L.notAvailable })).toBeVisible();
    await visitor.screenshot({ path: `test-results/screens/share-revoked-${j.locale}.png` });

    // 7. The audit log names the link and the visitor.
    await tap(member, app.getByRole('button', { name: L.close }));
    await tap(member, app.getByRole('button', { name: L.auditLog, exact: true }));
    await app.getByTestId('audit-log').waitFor();
    await expect(
      app.getByTestId('audit-row').filter({ hasText: `"${j.label} check" · ${j.visitor}` }),
    ).not.toHaveCount(0);

    // 8. The setting off closes every link, the view link included.
    await allowShareLinks(browser, j, false);
    await viewer.reload();
    await expect(viewer.getByRole('heading', { name: L.notAvailable })).toBeVisible();
    await allowShareLinks(browser, j, true);

    for (const p of [member, visitor, viewer]) await p.context().close();
  });
}
