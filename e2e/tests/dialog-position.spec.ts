/**
 * Dialogs open where the person is looking (issue 21): a frame that grows with its content
 * is as tall as the content, so a dialog placed at the top of the frame can sit far above the
 * part of the host page one has scrolled to. The discard question of a long template, asked
 * from its Cancel button far down the host page, shows in the host's viewport, title and
 * buttons included, and the host page stays where it was (before, focusing the dialog's first
 * button scrolled the host page some 1,300 px up to the frame's top). English and German.
 */
import { expect, test } from '@playwright/test';
import { appFrame, page as modulePage, tap } from './support/app-frame';
import { expectInViewport, scrollOf } from './support/viewport';

const LANGUAGES = [
  {
    locale: 'en',
    user: 'alice',
    L: {
      browse: 'Browse examples',
      use: /Use the template.*Software release/,
      title: 'Title',
      cancel: 'Cancel',
      question: 'Discard your changes?',
      discard: 'Discard changes',
    },
  },
  {
    locale: 'de',
    user: 'dieter',
    L: {
      browse: 'Beispiele ansehen',
      use: /Die Vorlage.*Software-Release.*verwenden/,
      title: 'Titel',
      cancel: 'Abbrechen',
      question: 'Änderungen verwerfen?',
      discard: 'Änderungen verwerfen',
    },
  },
] as const;

for (const { locale, user, L } of LANGUAGES) {
  test.describe(locale, () => {
    // The browser speaks the person's language too (the app follows it before the profile).
    test.use({ locale: locale === 'de' ? 'de-DE' : 'en-US' });
    test(`the discard question of a long template opens where one has scrolled to (${locale})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto(modulePage('checklists-overview', user));
      const app = appFrame(page);
      await tap(page, app.getByRole('button', { name: L.browse }));
      await tap(page, app.getByRole('button', { name: L.use }));
      const editor = app.getByTestId('template-editor');
      await editor.waitFor();
      await app.getByLabel(L.title, { exact: true }).fill(`Long ${Date.now().toString(36)}`);

      // Cancel, at the foot of the editor, far down the host page.
      const cancel = editor.getByRole('button', { name: L.cancel, exact: true });
      await cancel.scrollIntoViewIfNeeded();
      const frameBox = await page.locator('iframe').first().boundingBox();
      expect(frameBox?.y ?? 0).toBeLessThan(-500);
      const scrolled = await scrollOf(page);
      await cancel.click();

      const dialog = app.getByRole('dialog', { name: L.question });
      await expectInViewport(page, dialog.getByRole('heading', { name: L.question }));
      await expectInViewport(page, dialog.getByRole('button', { name: L.discard }));
      expect(Math.abs((await scrollOf(page)) - scrolled)).toBeLessThan(40);
    });
  });
}
