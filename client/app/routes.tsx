/**
 * The whole route table (docs/PRODUCT.md, "Screens and routes"), with its redirects and props. Every screen is
 * loaded lazily (screens.ts); the shells and layouts around them are small and load with the
 * entry. The table is plain route objects for `useRoutes` (the declarative router is 18 KB
 * gzip smaller than the data router, which the macro view's budget needs).
 *
 * Routes the client links to or redirects to take their patterns from route-patterns.ts, as
 * the paths map (paths.ts) does, so no such string is written twice. A route below another
 * may be absolute when it starts with its parents' path (`/web` → `/web/checklist-overview`).
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import { RootRoute } from './root-route';
import { ScreenElement, type ScreenHandle } from './screen-element';
import type { ScreenId } from './screens';
import {
  CONFLUENCE_OVERVIEW,
  JIRA_OVERVIEW,
  OVERVIEW_ROUTES as O,
  PAGES,
  PORTAL_OVERVIEW,
} from '../routing/route-patterns';
import { MacroViewShell } from '../shells/macro-view-shell';
import { PortalRoute } from './portal-route';
import { PageViewShell } from '../shells/page-view-shell';
import { LazyOverviewLayout } from '../shells/lazy-overview-layout';

export type { ScreenHandle } from './screen-element';
export type { ScreenProps } from '../routing/screen-props';

function screen(
  path: string | undefined,
  id: ScreenId,
  props?: ScreenHandle['props'],
): RouteObject {
  return {
    ...(path === undefined ? { index: true } : { path }),
    element: <ScreenElement screen={id} props={props} />,
  };
}

const redirect = (path: string | undefined, to: string): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  element: <Navigate to={to} replace />,
});

/** The overview's children, shared by the portal and the Confluence pages area. */
export function overviewChildren(options: { instancesList: boolean; testRoute: boolean }) {
  return [
    redirect(undefined, O.templates),
    screen(O.templateEditor, 'template-editor', (search) => ({
      prefill: search.get('prefill') === 'true',
    })),
    screen(O.templateChecklists, 'template-checklists'),
    screen(O.templateChecklist, 'checklist-view'),
    screen(O.templateChecklistStats, 'checklist-stats'),
    screen(O.templateChecklistAuditLog, 'checklist-auditlog'),
    screen(O.templates, 'templates-list'),
    screen(O.examples, 'examples-gallery'),
    ...(options.instancesList ? [screen(O.checklists, 'checklists-list')] : []),
    screen(O.checklistCreate, 'checklist-create'),
    screen(O.checklist, 'checklist-view'),
    screen(O.checklistStats, 'checklist-stats'),
    screen(O.checklistAuditLog, 'checklist-auditlog'),
    screen(O.gettingStarted, 'checklist-onboarding'),
    screen(O.templateNoPermission, 'templates-no-permission'),
    screen(O.userSettings, 'user-settings'),
    screen(O.myItems, 'my-items'),
    ...(options.testRoute ? [screen(O.test, 'test')] : []),
  ];
}

const sharedChildren = (): RouteObject[] => [
  screen('checklist-onboarding', 'getting-started'),
  screen('checklist-modals', 'checklist-modals'),
];

export function buildRoutes(options: { infoRoutes: boolean }): RouteObject[] {
  const testRoute = options.infoRoutes;
  // The overviews open on their templates (the paths map stays out of the entry).
  const portalHome = `${PORTAL_OVERVIEW}/${O.templates}`;
  return [
    {
      path: '/',
      element: <RootRoute />,
      children: [
        redirect(undefined, portalHome),
        {
          path: 'web',
          element: <PageViewShell />,
          children: [
            {
              // The login page (docs/PORTAL.md) around the whole portal.
              element: <PortalRoute />,
              children: [
                redirect(undefined, portalHome),
                {
                  path: PORTAL_OVERVIEW,
                  element: <LazyOverviewLayout />,
                  // The portal's overview has no checklists list of its own (docs/PRODUCT.md, "Screens and routes").
                  children: overviewChildren({ instancesList: false, testRoute }),
                },
              ],
            },
          ],
        },
        {
          path: 'usersettings',
          element: <PageViewShell />,
          children: [
            {
              element: <PortalRoute />,
              children: [
                redirect(undefined, PAGES.userSettings),
                {
                  path: 'overview',
                  children: [
                    redirect(undefined, PAGES.userSettings),
                    screen(PAGES.userSettings, 'user-settings'),
                    screen('apikeys', 'user-apikeys'),
                  ],
                },
              ],
            },
          ],
        },
        {
          path: 'macro',
          element: <MacroViewShell />,
          children: [
            screen('edit', 'macro-edit', () => ({ mode: 'edit' })),
            screen('editbutton', 'macro-editbutton', () => ({ mode: 'editbutton' })),
            screen('view', 'macro-view'),
            screen('template/choose', 'macro-template-choose', () => ({ mode: 'choose' })),
            {
              path: 'list',
              children: [screen('edit', 'macro-list-edit'), screen('view', 'macro-list-view')],
            },
          ],
        },
        {
          path: 'jira',
          element: <PageViewShell />,
          children: [
            {
              // The Jira app's global page: the same overview as in Confluence.
              path: 'pages',
              children: [
                redirect(undefined, `${JIRA_OVERVIEW}/${O.templates}`),
                {
                  path: JIRA_OVERVIEW,
                  element: <LazyOverviewLayout />,
                  children: overviewChildren({ instancesList: true, testRoute }),
                },
              ],
            },
            screen('view', 'jira-issue-view'),
            screen('auditlog', 'jira-auditlog'),
            screen('adminDefaultTemplates', 'jira-default-templates'),
            screen('adminEnabledProjects', 'jira-enabled-projects'),
            ...(
              [
                'postViewSkip',
                'postCreateSkip',
                'postEditSkip',
                'postViewComplete',
                'postCreateComplete',
                'postEditComplete',
              ] as const
            ).map((name) =>
              screen(name, 'jira-post-function', () => ({
                action: name.startsWith('postView')
                  ? 'view'
                  : name.startsWith('postCreate')
                    ? 'create'
                    : 'edit',
                kind: name.endsWith('Skip') ? 'skip' : 'complete',
              })),
            ),
            ...(['validatorView', 'validatorCreate', 'validatorEdit'] as const).map((name) =>
              screen(name, 'jira-validator', () => ({
                action:
                  name === 'validatorView'
                    ? 'view'
                    : name === 'validatorCreate'
                      ? 'create'
                      : 'edit',
              })),
            ),
            screen('admin/settings', 'global-settings'),
            screen('admin/apikeys', 'apikey-settings'),
            // The Jira app's baseUrl is /jira, so its shared modules live under /jira/shared.
            { path: 'shared', children: sharedChildren() },
          ],
        },
        {
          path: 'confluence',
          element: <PageViewShell />,
          children: [
            {
              path: 'pages',
              children: [
                redirect(undefined, `${CONFLUENCE_OVERVIEW}/${O.templates}`),
                {
                  path: CONFLUENCE_OVERVIEW,
                  element: <LazyOverviewLayout />,
                  children: overviewChildren({ instancesList: true, testRoute }),
                },
                screen('gen-on-page-contents-ai', 'ai-generator'),
              ],
            },
            {
              path: 'admin',
              children: [
                redirect(undefined, PAGES.confluenceAdminSettings),
                screen(PAGES.confluenceAdminSettings, 'global-settings'),
                screen('apikeys', 'apikey-settings'),
              ],
            },
            screen('webPanels', 'confluence-web-panel'),
          ],
        },
        { path: 'shared', element: <PageViewShell />, children: sharedChildren() },
        {
          element: <PageViewShell />,
          children: [
            screen('no-overview', 'no-overview'),
            screen(PAGES.settingsNotLoaded, 'settings-not-loaded'),
            screen('examples', 'external-examples'),
            {
              path: 'external',
              children: [
                screen('checklist-instance', 'external-checklist'),
                screen('stats/:checklistInstanceUid', 'external-stats'),
                screen('create-checklist-instance', 'external-create-checklist'),
              ],
            },
            screen('s/:shareUid', 'shared-checklist'),
            ...(options.infoRoutes ? [screen('info', 'info')] : []),
          ],
        },
        redirect('*', portalHome),
      ],
    },
  ];
}
