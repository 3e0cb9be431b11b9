/** Where things are in the host page's viewport (dialogs opening where one has scrolled to). */
import { expect, type Locator, type Page } from '@playwright/test';

/** The host page's scroll position. */
export const scrollOf = (p: Page) => p.evaluate(() => window.scrollY);

/** The element's box in the host page's viewport lies wholly inside that viewport. */
export async function expectInViewport(p: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const viewport = p.viewportSize();
  if (!viewport) throw new Error('no viewport');
  await expect
    .poll(async () => {
      const box = await target.boundingBox();
      if (!box) return 'no box';
      return box.y >= 0 && box.y + box.height <= viewport.height
        ? 'inside'
        : `at ${Math.round(box.y)}..${Math.round(box.y + box.height)}`;
    })
    .toBe('inside');
}
