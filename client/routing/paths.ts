/**
 * The paths map: every screen URL the client builds or links to, from the route patterns the
 * route table is built from too (route-patterns.ts), so no route string is written twice;
 * paths.test.tsx checks that every URL built here opens a screen of that table. Screens and
 * shells use it; the entry does not (it stays out of what every macro loads).
 */
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { withQuery, type QueryValue } from '../lib/url';
import {
  CONFLUENCE_OVERVIEW,
  JIRA_OVERVIEW,
  OVERVIEW_ROUTES,
  PORTAL_OVERVIEW,
  type OverviewBase,
} from './route-patterns';

export {
  CONFLUENCE_OVERVIEW,
  JIRA_OVERVIEW,
  PAGES,
  PORTAL_OVERVIEW,
  type OverviewBase,
} from './route-patterns';

/** In a stats route, the "checklist" that stands for the template's statistics. */
export const TEMPLATE_STATS = 'template';

/** A route pattern with its `:params` filled in, each encoded as a path segment. */
const fill = (pattern: string, params: Record<string, string>) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/**
 * The overview's URLs below `base`. A checklist opened from a template's list
 * (`templates/:templateUid/instances/…`) keeps that list around it: `fromTemplate` is the
 * template of the list it was opened from, if any.
 */
export function overviewPaths(base: OverviewBase) {
  const R = OVERVIEW_ROUTES;
  const at = (
    pattern: string,
    params: Record<string, string> = {},
    query: Record<string, QueryValue> = {},
  ) => withQuery(`${base}/${fill(pattern, params)}`, query);
  const paths = {
    base,
    templates: () => at(R.templates),
    newTemplate: () => at(R.templateEditor),
    editTemplate: (uid: string) => at(R.templateEditor, {}, { uid }),
    /** "Create template from checklist": the editor starts from the checklist's items. */
    templateFromChecklist: (checklistUid: string) =>
      at(R.templateEditor, {}, { prefill: 'true', checklistUid }),
    /** "Use this template": the editor starts from an example; nothing is saved before Save. */
    templateFromExample: (exampleId: string) =>
      at(R.templateEditor, {}, { prefill: 'true', exampleId }),
    templateNoPermission: () => at(R.templateNoPermission),
    templateChecklists: (templateUid: string) => at(R.templateChecklists, { templateUid }),
    examples: () => at(R.examples),
    /** All checklists; the portal's overview has no such list (docs/PRODUCT.md, "Screens and routes"): null there. */
    checklists: base === PORTAL_OVERVIEW ? null : () => at(R.checklists),
    createChecklist: (templateUid?: string) => at(R.checklistCreate, {}, { templateUid }),
    checklist: (uid: string, fromTemplate?: string) =>
      fromTemplate
        ? at(R.templateChecklist, { templateUid: fromTemplate, checklistInstanceUid: uid })
        : at(R.checklist, { checklistInstanceUid: uid }),
    checklistAuditLog: (uid: string, fromTemplate?: string) =>
      fromTemplate
        ? at(R.templateChecklistAuditLog, { templateUid: fromTemplate, checklistInstanceUid: uid })
        : at(R.checklistAuditLog, { checklistInstanceUid: uid }),
    checklistStatistics: (uid: string, fromTemplate?: string) =>
      fromTemplate
        ? at(R.templateChecklistStats, { templateUid: fromTemplate, checklistInstanceUid: uid })
        : at(R.checklistStats, { checklistInstanceUid: uid }),
    /**
     * A template's statistics: the stats route under its checklists with TEMPLATE_STATS in
     * place of a checklist's uid (no uid is that short, docs/STATISTICS.md).
     */
    templateStatistics: (templateUid: string) =>
      at(R.templateChecklistStats, { templateUid, checklistInstanceUid: TEMPLATE_STATS }),
    /**
     * The list a checklist belongs to: the one it was opened from, otherwise all checklists;
     * in the portal (no such list) its template's checklists, or the templates.
     */
    checklistList: (
      fromTemplate: string | undefined,
      checklistTemplate: string | null | undefined,
    ) =>
      fromTemplate
        ? paths.templateChecklists(fromTemplate)
        : paths.checklists
          ? paths.checklists()
          : checklistTemplate
            ? paths.templateChecklists(checklistTemplate)
            : paths.templates(),
    gettingStarted: () => at(R.gettingStarted),
    userSettings: () => at(R.userSettings),
    myItems: () => at(R.myItems),
  };
  return paths;
}

export type OverviewPaths = ReturnType<typeof overviewPaths>;

/** The host page module of the overview, in Jira and Confluence (atlassian-connect.json). */
export const OVERVIEW_PAGE_MODULE = 'checklists-overview';

/**
 * The host state (client/host/page-history.ts) of an overview URL: its path below the pages
 * area, the same in Jira (`/jira/pages`) and Confluence (`/confluence/pages`).
 */
export const overviewPageState = (path: string): string =>
  path.slice(JIRA_OVERVIEW.length - '/checklist-overview'.length);

/** The overview base a location is under (the portal's when it is under neither). */
const within = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

export const overviewBaseOf = (pathname: string): OverviewBase =>
  within(pathname, CONFLUENCE_OVERVIEW)
    ? CONFLUENCE_OVERVIEW
    : within(pathname, JIRA_OVERVIEW)
      ? JIRA_OVERVIEW
      : PORTAL_OVERVIEW;

/** The overview's URLs for the overview the current screen is in. */
export function useOverviewPaths(): OverviewPaths {
  const base = overviewBaseOf(useLocation().pathname);
  return useMemo(() => overviewPaths(base), [base]);
}
