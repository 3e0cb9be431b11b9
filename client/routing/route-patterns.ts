/**
 * The route patterns of the screens the client links to or redirects to, written once: the
 * route table (routes.tsx) is built from them, and so is the paths map (paths.ts) that builds
 * their URLs. Only constants here: this module loads with the entry every macro loads.
 */

/** The overview's homes: the portal's, the Confluence pages area's, the Jira app's page. */
export const PORTAL_OVERVIEW = '/web/checklist-overview';
export const CONFLUENCE_OVERVIEW = '/confluence/pages/checklist-overview';
export const JIRA_OVERVIEW = '/jira/pages/checklist-overview';
export type OverviewBase =
  typeof PORTAL_OVERVIEW | typeof CONFLUENCE_OVERVIEW | typeof JIRA_OVERVIEW;

/** The overview's screens: route patterns below its base. */
export const OVERVIEW_ROUTES = {
  templates: 'templates',
  templateEditor: 'templates/edit',
  templateNoPermission: 'templates/no-permission',
  templateChecklists: 'templates/:templateUid/instances',
  templateChecklist: 'templates/:templateUid/instances/:checklistInstanceUid',
  templateChecklistStats: 'templates/:templateUid/instances/stats/:checklistInstanceUid',
  templateChecklistAuditLog: 'templates/:templateUid/instances/auditlog/:checklistInstanceUid',
  examples: 'examples',
  checklists: 'instances',
  checklistCreate: 'instances/create',
  checklist: 'instances/:checklistInstanceUid',
  checklistStats: 'instances/stats/:checklistInstanceUid',
  checklistAuditLog: 'instances/auditlog/:checklistInstanceUid',
  gettingStarted: 'checklist-onboarding',
  userSettings: 'usersettings',
  myItems: 'my-items',
  test: 'test',
} as const;

/** Screens outside the overview that the client sends people to. */
export const PAGES = {
  settingsNotLoaded: '/settings-not-loaded',
  userSettings: '/usersettings/overview/usersettings',
  userApiKeys: '/usersettings/overview/apikeys',
  confluenceAdminSettings: '/confluence/admin/settings',
} as const;
