/** What the Forge journeys share: the simulator's Forge site, its CDN frames, its controls. */
import {
  type APIRequestContext,
  type FrameLocator,
  type Locator,
  type Page,
} from '@playwright/test';
import { forgeCdnUrl, forgeSiteUrl, testProfile } from '../../../scripts/lib/stack';
import { clickWhenReady, settled } from './steady-frame';

/** The Forge-only site (initech) and the Forge CDN serving the Custom UI resources. */
export const FORGE = forgeSiteUrl(testProfile('')) ?? '';
export const CDN = forgeCdnUrl(testProfile('')) ?? '';

/** The Custom UI frame element inside `scope` (a host element, or the whole page). */
export const forgeFrameElement = (scope: Page | Locator): Locator =>
  scope.locator(`iframe[src^="${CDN}"]`).first();
export const forgeFrame = (scope: Page | Locator): FrameLocator =>
  forgeFrameElement(scope).contentFrame();
/** The frame inside the element with `testId`. */
export const forgeFrameIn = (p: Page, testId: string): FrameLocator =>
  forgeFrame(p.getByTestId(testId));
/** A Forge page module (`/forge/apps/<product>/<module>[/<route>]`) as `user`. */
export const forgeModule = (product: string, module: string, user: string, query = '') =>
  `${FORGE}/forge/apps/${product}/${module}?as=${user}${query}`;

export { settled } from './steady-frame';

/** Clicks in a frame once it is steady, on the element itself (as app-frame.ts's `tap`). */
export async function press(frame: Locator, target: Locator): Promise<void> {
  await settled(frame);
  await clickWhenReady(target);
}

/** The Forge site's Jira issue as the simulator holds it. */
export async function forgeIssue(request: APIRequestContext, key: string) {
  const response = await request.get(`${FORGE}/sim/issues/${key}`);
  return (await response.json()) as {
    status: string;
    checklists: { count: number; done: number; total: number; complete: boolean } | null;
  };
}

/** Removes every workflow rule of the Forge site (each journey starts without). */
export async function clearWorkflow(request: APIRequestContext): Promise<void> {
  const { rules } = (await (await request.get(`${FORGE}/sim/workflow`)).json()) as {
    rules: { id: string }[];
  };
  for (const rule of rules) await request.delete(`${FORGE}/sim/workflow/rules/${rule.id}`);
}
