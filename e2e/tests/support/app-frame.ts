/** What the journeys share: the simulator's URLs, the app's frame, steady clicks. */
import { expect, type Browser, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { appUrl, simulatorUrl, testProfile } from '../../../scripts/lib/stack';

export const SIM = simulatorUrl(testProfile(''));
export const APP = appUrl(testProfile(''));
/** A Confluence page module of the app, as `user`. */
export const page = (module: string, user: string) =>
  `${SIM}/wiki/plugins/servlet/ac/app.checklists.confluence/${module}?as=${user}`;
export const appFrame = (p: Page): FrameLocator =>
  p.locator(`iframe[src^="${APP}"]`).first().contentFrame();
/**
 * Waits until the app frame's height stops changing. When a screen is replaced the frame
 * resizes and the host page's scroll position moves with it, so a click at coordinates can
 * land beside its target; `tap` therefore also delivers the click to the element itself once
 * it is visible and enabled.
 */
export async function steady(p: Page): Promise<void> {
  const frame = p.locator(`iframe[src^="${APP}"]`).first();
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

/** Ticks a checkbox in the app frame the way `tap` clicks. */
export async function tick(p: Page, box: Locator): Promise<void> {
  await steady(p);
  if (await box.isChecked()) return;
  await box.dispatchEvent('click');
  await expect(box).toBeChecked();
}

export async function tap(p: Page, target: Locator): Promise<void> {
  await steady(p);
  await expect(target).toBeVisible();
  await expect(target).toBeEnabled();
  await target.dispatchEvent('click');
}

/** A new browser context in `locale` (a person of their own) with `url` open. */
export async function openAs(browser: Browser, locale: string, url: string): Promise<Page> {
  const context = await browser.newContext({ locale });
  const p = await context.newPage();
  await p.goto(url);
  return p;
}
