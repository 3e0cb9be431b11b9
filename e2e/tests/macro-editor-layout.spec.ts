/**
 * Both Confluence macro editors fit their dialog (issue 21, cosmetics): no field reaches past
 * the frame's right edge, in English and in German, at the dialog's size.
 */
import { expect, test, type FrameLocator } from '@playwright/test';
import { SIM } from './support/app-frame';
import { editorFrame } from './support/confluence';

/** The controls whose right edge passes the frame's (in CSS pixels), by their label. */
async function overflowing(editor: FrameLocator): Promise<string[]> {
  return editor.locator('body').evaluate((body) => {
    const width = body.ownerDocument.documentElement.clientWidth;
    return [...body.querySelectorAll('input, select, textarea, button')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width + 0.5;
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.getAttribute('name') ?? element.textContent ?? ''} right ${Math.round(element.getBoundingClientRect().right)} > ${width}`,
      );
  });
}

for (const locale of ['en-US', 'de-DE']) {
  test(`the macro editors' fields stay inside their dialogs (${locale})`, async ({ browser }) => {
    const context = await browser.newContext({ locale });
    const p = await context.newPage();
    await p.goto(`${SIM}/wiki/create?spaceKey=SIM&as=bob`);
    for (const macro of ['checklist', 'checklist-list']) {
      await p.getByTestId('sim-insert-macro').click();
      await p.getByTestId(`sim-macro-browser-${macro}`).click();
      await expect(p.getByTestId('sim-macro-editor')).toBeVisible();
      const editor = editorFrame(p);
      const root = editor.getByTestId(macro === 'checklist' ? 'macro-editor' : 'list-macro-editor');
      await expect(root).toBeVisible();
      if (macro === 'checklist-list') await editor.locator('input[type="radio"]').last().check();
      await p.screenshot({ path: `test-results/screens/macro-editor-${macro}-${locale}.png` });
      expect(await overflowing(editor)).toEqual([]);
      await p.getByTestId('sim-macro-editor-close').click();
      await expect(p.getByTestId('sim-macro-editor')).toBeHidden();
    }
    await context.close();
  });
}
