/**
 * The screen registry: every screen of the route table by id, with the code that draws it
 * (loaded lazily, each screen a chunk of its own) or NOT_BUILT_YET for a screen whose
 * capability has not landed, whose routes show the shared "not built yet" screen
 * (docs/not-built-yet.md lists them; screens.test.ts keeps the two in step). Adding a screen
 * is one entry here and its routes in routes.tsx.
 */
import type { ComponentType } from 'react';
import type { RoutedScreenProps } from '../routing/screen-props';
import { loadFeatureStrings, loadStatisticsStrings } from '../lib/i18n';

export type ScreenLoader = () => Promise<{ default: ComponentType<RoutedScreenProps> }>;

/** A route target whose screen is a later capability's work. */
export const NOT_BUILT_YET = 'not-built-yet';

/** A feature screen arrives with the feature strings (client/lib/i18n.ts, loadFeatureStrings). */
const feature =
  (load: ScreenLoader): ScreenLoader =>
  () =>
    Promise.all([load(), loadFeatureStrings()]).then(([module]) => module);

export const SCREENS = {
  // The overview: templates, checklists, getting started, user settings.
  'templates-list': feature(() => import('../features/templates/templates-list')),
  'template-editor': feature(() => import('../features/templates/template-editor')),
  'templates-no-permission': feature(() => import('../features/templates/no-permission')),
  'template-checklists': feature(() => import('../features/checklists/checklists-list')),
  'examples-gallery': feature(() => import('../features/examples/examples-gallery')),
  'checklists-list': feature(() => import('../features/checklists/checklists-list')),
  'checklist-create': feature(() => import('../features/checklists/checklist-create')),
  'checklist-view': feature(() => import('../features/checklists/checklist-view')),
  'checklist-stats': feature(() =>
    loadStatisticsStrings().then(() => import('../features/statistics/statistics-screen')),
  ),
  'checklist-auditlog': feature(() => import('../features/audit/audit-log')),
  'checklist-onboarding': feature(() => import('../features/onboarding/onboarding')),
  'user-settings': feature(() => import('../features/user-settings/user-settings')),
  'user-apikeys': feature(() => import('../features/api-keys/user-api-keys')),
  'my-items': feature(() => import('../features/my-items/my-items')),
  // Confluence: macros, the web panel, the AI generator.
  'macro-edit': feature(() => import('../features/confluence/macro-editor')),
  'macro-editbutton': feature(() => import('../features/confluence/macro-editor')),
  'macro-view': feature(() => import('../features/checklists/macro-view')),
  'macro-template-choose': feature(() => import('../features/confluence/macro-editor')),
  'macro-list-edit': feature(() => import('../features/confluence/list-macro-editor')),
  'macro-list-view': feature(() => import('../features/confluence/list-macro-view')),
  'confluence-web-panel': feature(() => import('../features/confluence/web-panel')),
  'ai-generator': NOT_BUILT_YET,
  // Jira: the issue panel, its audit log tab, the admin pages and the post functions.
  'jira-issue-view': feature(() => import('../features/checklists/issue-panel')),
  'jira-auditlog': feature(() => import('../features/audit/issue-audit-log')),
  'jira-default-templates': feature(() => import('../features/jira/default-templates')),
  'jira-enabled-projects': feature(() => import('../features/jira/enabled-projects')),
  'jira-post-function': feature(() => import('../features/jira/post-function-config')),
  'jira-validator': feature(() => import('../features/jira/validator-config')),
  // Both products' admin pages.
  'global-settings': feature(() => import('../features/settings/global-settings')),
  'apikey-settings': feature(() => import('../features/api-keys/apikey-settings')),
  // Shared modules: getting started outside the overview, the dialog panel.
  'getting-started': feature(() => import('../features/onboarding/onboarding')),
  'checklist-modals': () => import('../screens/checklist-modals'),
  // The shell's own screens.
  'no-overview': () => import('../screens/no-overview'),
  'settings-not-loaded': () => import('../screens/settings-not-loaded'),
  info: () => import('../screens/info'),
  test: () => import('../screens/test-screen'),
  // The portal outside the overview: share links and the external pages.
  'external-examples': NOT_BUILT_YET,
  'external-checklist': NOT_BUILT_YET,
  'external-stats': feature(() =>
    loadStatisticsStrings().then(() => import('../features/statistics/external-statistics-screen')),
  ),
  'external-create-checklist': NOT_BUILT_YET,
  'shared-checklist': NOT_BUILT_YET,
} satisfies Record<string, ScreenLoader | typeof NOT_BUILT_YET>;

export type ScreenId = keyof typeof SCREENS;
