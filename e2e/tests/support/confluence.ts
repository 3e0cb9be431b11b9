/** What the Confluence journeys share: the simulator's pages, editor and macro dialogs. */
import { expect, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { APP, SIM } from './app-frame';

/** The app frame of the `index`-th macro of `moduleKey` on a host page. */
export const macroFrame = (p: Page, moduleKey: string, index = 0): FrameLocator =>
  p
    .getByTestId(`macro-${moduleKey}`)
    .nth(index)
    .locator(`iframe[src^="${APP}"]`)
    .first()
    .contentFrame();

/** The app frame in the macro editor dialog. */
export const editorFrame = (p: Page): FrameLocator =>
  p.getByTestId('sim-macro-editor').locator(`iframe[src^="${APP}"]`).first().contentFrame();

/**
 * Inserts a macro in the open page editor: the macro browser, then the macro's editor dialog;
 * `choose` fills the editor, then its Insert button saves.
 */
export async function insertMacro(
  p: Page,
  moduleKey: string,
  choose: (editor: FrameLocator) => Promise<void>,
): Promise<void> {
  await p.getByTestId('sim-insert-macro').click();
  await p.getByTestId(`sim-macro-browser-${moduleKey}`).click();
  const dialog = p.getByTestId('sim-macro-editor');
  await expect(dialog).toBeVisible();
  await choose(editorFrame(p));
  await submitMacroEditor(p);
}

/** Clicks the editor dialog's submit button once the app's frame is up; the dialog closes. */
export async function submitMacroEditor(p: Page): Promise<void> {
  const submit = p.getByTestId('sim-macro-editor-submit');
  await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
  await submit.click();
  await expect(p.getByTestId('sim-macro-editor')).toBeHidden();
}

/** A page made through the simulator's test endpoint (what a person would have published). */
export async function createPage(
  request: APIRequestContext,
  data: {
    spaceKey: string;
    title: string;
    macros: { moduleKey: string; params: Record<string, string> }[];
    /** Only these people (simulator ids) may read the page. */
    restrictedTo?: string[];
  },
): Promise<{ id: string; macros: { id: string }[] }> {
  const response = await request.post(`${SIM}/sim/pages`, { data });
  expect(response.ok()).toBe(true);
  return response.json();
}

export const wikiPage = (id: string, user: string, spaceKey = 'SIM') =>
  `${SIM}/wiki/spaces/${spaceKey}/pages/${id}?as=${user}`;
