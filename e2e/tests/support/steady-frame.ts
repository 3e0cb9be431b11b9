/**
 * Clicks the journeys make in a host page's app frames (the Connect sites' app-frame.ts, the
 * Forge site's forge-host.ts): once the frame has stopped resizing, on the element itself.
 */
import { expect, type Locator } from '@playwright/test';

/** Waits until the `frame` element's height stops changing (frames size themselves). */
export async function settled(frame: Locator): Promise<void> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const height = await frame.evaluate((el) => el.getBoundingClientRect().height);
        const same = height === last;
        last = height;
        return same;
      },
      { intervals: [150, 150, 150, 300, 500] },
    )
    .toBe(true);
}

/** Clicks `target` once it is visible and enabled, on the element itself. */
export async function clickWhenReady(target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  await expect(target).toBeEnabled();
  await target.dispatchEvent('click');
}
