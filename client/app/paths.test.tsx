import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { buildRoutes } from './routes';
import { ScreenElement } from './screen-element';
import {
  CONFLUENCE_OVERVIEW,
  PAGES,
  PORTAL_OVERVIEW,
  overviewPaths,
  type OverviewBase,
  type OverviewPaths,
} from '../routing/paths';

const routes = buildRoutes({ infoRoutes: false });

/** The screen a URL opens in the route table, or null (a redirect, the catch-all). */
function screenAt(url: string, table: RouteObject[] = routes): string | null {
  const { pathname } = new URL(url, 'http://app.invalid');
  const last = matchRoutes(table, pathname)?.at(-1)?.route;
  if (!last || last.path === '*') return null;
  const element = last.element as { type?: unknown; props?: { screen?: string } } | undefined;
  return element?.type === ScreenElement ? (element.props?.screen ?? null) : null;
}

/** Every URL each builder of the map makes, with and without its optional parts. */
function everyUrl(to: OverviewPaths): Record<keyof OverviewPaths, string[]> {
  return {
    base: [],
    templates: [to.templates()],
    newTemplate: [to.newTemplate()],
    editTemplate: [to.editTemplate('t-1')],
    templateFromChecklist: [to.templateFromChecklist('c-1')],
    templateFromExample: [to.templateFromExample('code-review')],
    templateNoPermission: [to.templateNoPermission()],
    templateChecklists: [to.templateChecklists('t-1')],
    examples: [to.examples()],
    checklists: to.checklists ? [to.checklists()] : [],
    createChecklist: [to.createChecklist(), to.createChecklist('t-1')],
    checklist: [to.checklist('c-1'), to.checklist('c-1', 't-1')],
    checklistAuditLog: [to.checklistAuditLog('c-1'), to.checklistAuditLog('c-1', 't-1')],
    checklistStatistics: [to.checklistStatistics('c-1'), to.checklistStatistics('c-1', 't-1')],
    templateStatistics: [to.templateStatistics('t-1')],
    checklistList: [
      to.checklistList('t-1', 't-2'),
      to.checklistList(undefined, 't-2'),
      to.checklistList(undefined, null),
    ],
    gettingStarted: [to.gettingStarted()],
    userSettings: [to.userSettings()],
    myItems: [to.myItems()],
  };
}

describe('the paths map', () => {
  it.each<OverviewBase>([PORTAL_OVERVIEW, CONFLUENCE_OVERVIEW])(
    'builds only URLs that open a screen of the route table (%s)',
    (base) => {
      const urls = Object.values(everyUrl(overviewPaths(base))).flat();
      for (const url of urls) expect([url, screenAt(url)]).toEqual([url, expect.any(String)]);
    },
  );

  it('has a test case for every builder', () => {
    const to = overviewPaths(CONFLUENCE_OVERVIEW);
    expect(Object.keys(everyUrl(to)).sort()).toEqual(Object.keys(to).sort());
  });

  it('builds the pages outside the overview the table has', () => {
    expect(Object.values(PAGES).map((url) => screenAt(url))).toEqual([
      'settings-not-loaded',
      'user-settings',
      'user-apikeys',
      'global-settings',
    ]);
  });

  it('opens the screens it names', () => {
    const to = overviewPaths(CONFLUENCE_OVERVIEW);
    expect(screenAt(to.checklist('c-1', 't-1'))).toBe('checklist-view');
    expect(screenAt(to.checklistAuditLog('c-1'))).toBe('checklist-auditlog');
    expect(screenAt(to.templateFromChecklist('c-1'))).toBe('template-editor');
    expect(screenAt(to.checklists?.() ?? '')).toBe('checklists-list');
  });

  it('has no list of all checklists in the portal', () => {
    const to = overviewPaths(PORTAL_OVERVIEW);
    expect(to.checklists).toBeNull();
    expect(to.checklistList(undefined, 't-2')).toBe(`${PORTAL_OVERVIEW}/templates/t-2/instances`);
    expect(to.checklistList(undefined, null)).toBe(`${PORTAL_OVERVIEW}/templates`);
    expect(overviewPaths(CONFLUENCE_OVERVIEW).checklistList(undefined, 't-2')).toBe(
      `${CONFLUENCE_OVERVIEW}/instances`,
    );
  });

  it('encodes ids, so an id never reaches another route', () => {
    const to = overviewPaths(PORTAL_OVERVIEW);
    expect(to.checklist('a/b?c')).toBe(`${PORTAL_OVERVIEW}/instances/a%2Fb%3Fc`);
    expect(screenAt(to.checklist('auditlog/x'))).toBe('checklist-view');
    expect(to.createChecklist('t&x=1')).toBe(
      `${PORTAL_OVERVIEW}/instances/create?templateUid=t%26x%3D1`,
    );
  });
});
