/**
 * The Confluence app's constants and helpers without zod (the client's light entries import
 * them: scripts/client-bundle.test.ts keeps zod out of the client).
 */

/** Module keys of the two macros (atlassian-connect.json, dynamicContentMacros). */
export const CHECKLIST_MACRO_KEY = 'checklist';
export const LIST_MACRO_KEY = 'checklist-list';

/** Most checklists a list macro can name one by one. */
export const LIST_MACRO_CHOSEN_MAX = 50;

/** The macro view marks when its checklist first reaches the screen (the bench reads it). */
export const MACRO_VIEW_SHOWN_MARK = 'checklists:macro-view-shown';

/** The list macro's parameters, as the editor saves them and the view's URL carries them. */
export const LIST_MACRO_PARAMS = [
  'checklists',
  'templateUid',
  'status',
  'spaceKey',
  'label',
  'assigneeId',
] as const;
export type ListMacroParam = (typeof LIST_MACRO_PARAMS)[number];

/** The uids a list macro names, from its `checklists` parameter (comma-separated). */
export function chosenUids(value: string | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, LIST_MACRO_CHOSEN_MAX);
}
