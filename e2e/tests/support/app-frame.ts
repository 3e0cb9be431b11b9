/** What the journeys share: the simulator's URLs, the app's frame, steady clicks. */
import { expect, type Browser, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { appUrl, simulatorUrl, testProfile } from '../../../scripts/lib/stack';
import { clickWhenReady, settled } from './steady-frame';

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
  await settled(p.locator(`iframe[src^="${APP}"]`).first());
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
  await clickWhenReady(target);
}

/** A new browser context in `locale` (a person of their own) with `url` open. */
export async function openAs(browser: Browser, locale: string, url: string): Promise<Page> {
  const context = await browser.newContext({ locale });
  const p = await context.newPage();
  await p.goto(url);
  return p;
}
