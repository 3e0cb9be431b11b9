/**
 * The checklists list's filters line up (issue 21, "filter labels misaligned"): every filter
 * has its label above its field, the labels share one top and the fields one bottom, with the
 * toolbar's buttons on that bottom line; English and German.
 */
import { expect, test, type Locator } from '@playwright/test';
import { appFrame, page as modulePage, tap } from './support/app-frame';

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
};

for (const [language, user, names] of [
  [
    'en',
    'alice',
    {
      link: 'Checklists',
      status: 'Status',
      place: 'Place',
      assignee: 'Assigned to',
      template: 'From template',
      create: 'Create checklist',
    },
  ],
  [
    'de',
    'dieter',
    {
      link: 'Checklisten',
      status: 'Status',
      place: 'Ort',
      assignee: 'Zugewiesen an',
      template: 'Aus Vorlage',
      create: 'Checkliste erstellen',
    },
  ],
] as const) {
  test.describe(language, () => {
    // The browser speaks the person's language too (the app follows it before the profile).
    test.use({ locale: language === 'de' ? 'de-DE' : 'en-US' });
    test(`the checklists list's filters share one line (${language})`, async ({ page }) => {
      await page.goto(modulePage('checklists-overview', user));
      const app = appFrame(page);
      await app.getByTestId('templates-list').waitFor();
      await tap(page, app.getByRole('link', { name: names.link, exact: true }));
      const list = app.getByTestId('checklists-list');
      await list.waitFor();
      const labels = [names.status, names.place, names.assignee, names.template].map((text) =>
        list.getByText(text, { exact: true }).first(),
      );
      const fields = [
        list.locator('select').nth(0),
        list.locator('select').nth(1),
        list.getByRole('textbox', { name: names.assignee }),
        list.getByRole('textbox', { name: names.template }),
      ];
      const labelTops = await Promise.all(labels.map(async (l) => (await box(l)).y));
      const fieldBottoms = await Promise.all(
        fields.map(async (f) => {
          const b = await box(f);
          return b.y + b.height;
        }),
      );
      for (const top of labelTops) expect(Math.abs(top - labelTops[0]!)).toBeLessThanOrEqual(2);
      for (const bottom of fieldBottoms)
        expect(Math.abs(bottom - fieldBottoms[0]!)).toBeLessThanOrEqual(4);
      const create = await box(list.getByRole('button', { name: names.create }));
      expect(Math.abs(create.y + create.height - fieldBottoms[0]!)).toBeLessThanOrEqual(4);
    });
  });
}
