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

/**
 * The checklist macro's parameters by their identifiers: the names Confluence stores them
 * under and the descriptor declares (atlassian-connect.json). Atlassian's pattern for a macro
 * parameter's `identifier` is `[-_a-z0-9\.]+`, lowercase only, so they differ from the field
 * names the app uses everywhere else (`ChecklistMacroParams`, the frames' URL parameters).
 */
export const CHECKLIST_MACRO_IDENTIFIERS = {
  checklistInstanceUid: 'checklist-uid',
  templateUid: 'template-uid',
  title: 'title',
} as const;

/** The list macro's parameters, as the app names them and the view's URL carries them. */
export const LIST_MACRO_PARAMS = [
  'checklists',
  'templateUid',
  'status',
  'spaceKey',
  'label',
  'assigneeId',
] as const;
export type ListMacroParam = (typeof LIST_MACRO_PARAMS)[number];

/** The list macro's parameters by their identifiers, as Confluence stores them (see above). */
export const LIST_MACRO_IDENTIFIERS: Readonly<Record<ListMacroParam, string>> = {
  checklists: 'checklists',
  templateUid: 'template-uid',
  status: 'status',
  spaceKey: 'space-key',
  label: 'label',
  assigneeId: 'assignee-id',
};

/** A macro's parameters as Confluence stores them (by identifier), from the app's names. */
export function toMacroIdentifiers<K extends string>(
  identifiers: Readonly<Record<K, string>>,
  params: Partial<Record<K, string>>,
): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(identifiers) as K[]).flatMap((name) => {
      const value = params[name];
      return value ? [[identifiers[name], value]] : [];
    }),
  );
}

/** The app's names for a macro's stored parameters; unknown identifiers are dropped. */
export function fromMacroIdentifiers<K extends string>(
  identifiers: Readonly<Record<K, string>>,
  stored: Readonly<Record<string, string>>,
): Partial<Record<K, string>> {
  return Object.fromEntries(
    (Object.keys(identifiers) as K[]).flatMap((name) => {
      const value = stored[identifiers[name]];
      return typeof value === 'string' && value !== '' ? [[name, value]] : [];
    }),
  ) as Partial<Record<K, string>>;
}

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
