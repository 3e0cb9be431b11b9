/**
 * Every screen of the route table, by id. A screen whose id is in NOT_BUILT_YET renders the
 * shared "not built yet" screen until its issue lands (docs/not-built-yet.md lists them).
 */
export const SCREENS = [
  'template-editor',
  'template-checklists',
  'checklist-view',
  'checklist-stats',
  'checklist-auditlog',
  'templates-list',
  'examples-gallery',
  'checklists-list',
  'checklist-create',
  'checklist-onboarding',
  'templates-no-permission',
  'user-settings',
  'user-apikeys',
  'macro-edit',
  'macro-editbutton',
  'macro-view',
  'macro-template-choose',
  'macro-list-edit',
  'macro-list-view',
  'jira-issue-view',
  'jira-auditlog',
  'jira-default-templates',
  'jira-enabled-projects',
  'jira-post-function',
  'global-settings',
  'apikey-settings',
  'ai-generator',
  'confluence-web-panel',
  'getting-started',
  'checklist-modals',
  'no-overview',
  'settings-not-loaded',
  'external-examples',
  'external-checklist',
  'external-stats',
  'external-create-checklist',
  'shared-checklist',
  'info',
  'test',
] as const;

export type ScreenId = (typeof SCREENS)[number];

/** Screens that exist as route targets but whose content is a later issue's work. */
export const NOT_BUILT_YET: ReadonlySet<ScreenId> = new Set<ScreenId>(
  SCREENS.filter(
    (id) =>
      ![
        'checklist-modals',
        'no-overview',
        'settings-not-loaded',
        'info',
        'test',
        'templates-list',
        'template-editor',
        'examples-gallery',
        'template-checklists',
        'checklists-list',
        'checklist-create',
        'checklist-view',
        'checklist-auditlog',
        'global-settings',
        'checklist-onboarding',
        'getting-started',
        'templates-no-permission',
        'user-settings',
      ].includes(id),
  ),
);
