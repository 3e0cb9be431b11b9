/**
 * The spec's whole route table (seed-spec §2), with its redirects and props. Every screen is
 * loaded lazily; the shells and layouts around them are small and load with the entry. The
 * table is plain route objects for `useRoutes` (the declarative router is 18 KB gzip smaller
 * than the data router, which the macro view's budget needs).
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import { RootRoute } from './root-route';
import { ScreenElement, type ScreenHandle } from './screen-element';
import type { ScreenId } from './screen-ids';
import { MacroViewShell } from '../shells/macro-view-shell';
import { PageViewShell } from '../shells/page-view-shell';
import { LazyOverviewLayout } from '../shells/lazy-overview-layout';

export type { ScreenHandle, ScreenProps } from './screen-element';

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
    redirect(undefined, 'templates'),
    screen('templates/edit', 'template-editor', (search) => ({
      prefill: search.get('prefill') === 'true',
    })),
    screen('templates/:templateUid/instances', 'template-checklists'),
    screen('templates/:templateUid/instances/:checklistInstanceUid', 'checklist-view'),
    screen('templates/:templateUid/instances/stats/:checklistInstanceUid', 'checklist-stats'),
    screen('templates/:templateUid/instances/auditlog/:checklistInstanceUid', 'checklist-auditlog'),
    screen('templates', 'templates-list'),
    screen('examples', 'examples-gallery'),
    ...(options.instancesList ? [screen('instances', 'checklists-list')] : []),
    screen('instances/create', 'checklist-create'),
    screen('instances/:checklistInstanceUid', 'checklist-view'),
    screen('instances/stats/:checklistInstanceUid', 'checklist-stats'),
    screen('instances/auditlog/:checklistInstanceUid', 'checklist-auditlog'),
    screen('checklist-onboarding', 'checklist-onboarding'),
    screen('templates/no-permission', 'templates-no-permission'),
    screen('usersettings', 'user-settings'),
    ...(options.testRoute ? [screen('test', 'test')] : []),
  ];
}

const sharedChildren = (): RouteObject[] => [
  screen('checklist-onboarding', 'getting-started'),
  screen('checklist-modals', 'checklist-modals'),
];

export function buildRoutes(options: { infoRoutes: boolean }): RouteObject[] {
  const testRoute = options.infoRoutes;
  return [
    {
      path: '/',
      element: <RootRoute />,
      children: [
        redirect(undefined, '/web'),
        {
          path: 'web',
          element: <PageViewShell />,
          children: [
            redirect(undefined, '/web/checklist-overview/templates'),
            {
              path: 'checklist-overview',
              element: <LazyOverviewLayout />,
              // The portal's overview has no checklists list of its own (spec §2).
              children: overviewChildren({ instancesList: false, testRoute }),
            },
          ],
        },
        {
          path: 'usersettings',
          element: <PageViewShell />,
          children: [
            redirect(undefined, '/usersettings/overview/usersettings'),
            {
              path: 'overview',
              children: [
                redirect(undefined, '/usersettings/overview/usersettings'),
                screen('usersettings', 'user-settings'),
                screen('apikeys', 'user-apikeys'),
              ],
            },
          ],
        },
        {
          path: 'macro',
          element: <MacroViewShell />,
          children: [
            screen('edit', 'macro-edit'),
            screen('editbutton', 'macro-editbutton'),
            screen('view', 'macro-view'),
            screen('template/choose', 'macro-template-choose'),
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
                redirect(undefined, '/confluence/pages/checklist-overview/templates'),
                {
                  path: 'checklist-overview',
                  element: <LazyOverviewLayout />,
                  children: overviewChildren({ instancesList: true, testRoute }),
                },
                screen('gen-on-page-contents-ai', 'ai-generator'),
              ],
            },
            {
              path: 'admin',
              children: [
                redirect(undefined, '/confluence/admin/settings'),
                screen('settings', 'global-settings'),
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
            screen('settings-not-loaded', 'settings-not-loaded'),
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
        { path: '*', element: <Navigate to="/web" replace /> },
      ],
    },
  ];
}
