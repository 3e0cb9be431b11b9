import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen as find, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createStore, Provider } from 'jotai';
import { buildRoutes } from './routes';
import { AppRoutes, navigationEventName } from './app-router';
import { appLoadedAtom } from '../state/atoms';
import { hostStatusAtom } from '../state/host-status';
import { initI18n } from '../lib/i18n';

await initI18n('en');
afterEach(cleanup);
// Screens that load data meet an API that is not there: they show their error state.
vi.stubGlobal('fetch', () => Promise.reject(new Error('no API in this test')));
// The portal's login page has its own tests (client/features/portal/); here it lets through.
vi.mock('../features/portal/portal-gate', () => ({
  default: ({ children }: { children: ReactNode }) => (
    <div data-testid="portal-gate">{children}</div>
  ),
}));

let currentPath = '';
function LocationProbe() {
  currentPath = useLocation().pathname;
  return null;
}

function open(path: string, options = { infoRoutes: false, loaded: true }) {
  const store = createStore();
  store.set(appLoadedAtom, options.loaded);
  store.set(hostStatusAtom, { kind: 'absent' });
  const tracked: string[] = [];
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes
          routes={buildRoutes({ infoRoutes: options.infoRoutes })}
          tracker={{ track: (name) => tracked.push(name) }}
        />
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { tracked };
}

async function screenAt(path: string, infoRoutes = false) {
  open(path, { infoRoutes, loaded: true });
  const element = await waitFor(() => {
    const found = document.querySelector(
      '[data-screen], [data-testid="settings-not-loaded"], [data-testid="no-overview"], [data-testid="info"], [data-testid="test-screen"]',
    );
    if (!found) throw new Error(`nothing rendered at ${path}`);
    return found;
  });
  return {
    pathname: currentPath,
    screen: element.getAttribute('data-screen'),
    props: element.getAttribute('data-props'),
  };
}

describe('redirects', () => {
  it.each([
    ['/', '/web/checklist-overview/templates'],
    ['/web', '/web/checklist-overview/templates'],
    ['/web/checklist-overview', '/web/checklist-overview/templates'],
    ['/usersettings', '/usersettings/overview/usersettings'],
    ['/usersettings/overview', '/usersettings/overview/usersettings'],
    ['/confluence/pages', '/confluence/pages/checklist-overview/templates'],
    ['/confluence/pages/checklist-overview', '/confluence/pages/checklist-overview/templates'],
    ['/nowhere', '/web/checklist-overview/templates'],
  ])('%s → %s', async (from, to) => {
    expect((await screenAt(from)).pathname).toBe(to);
  });
});

const overview = (base: string) => [
  [`${base}/templates`, 'templates-list'],
  [`${base}/templates/edit`, 'template-editor'],
  [`${base}/templates/t1/instances`, 'template-checklists'],
  [`${base}/templates/t1/instances/c1`, 'checklist-view'],
  [`${base}/templates/t1/instances/stats/c1`, 'checklist-stats'],
  [`${base}/templates/t1/instances/auditlog/c1`, 'checklist-auditlog'],
  [`${base}/examples`, 'examples-gallery'],
  [`${base}/instances/create`, 'checklist-create'],
  [`${base}/instances/c1`, 'checklist-view'],
  [`${base}/instances/stats/c1`, 'checklist-stats'],
  [`${base}/instances/auditlog/c1`, 'checklist-auditlog'],
  [`${base}/checklist-onboarding`, 'checklist-onboarding'],
  [`${base}/templates/no-permission`, 'templates-no-permission'],
  [`${base}/usersettings`, 'user-settings'],
];

describe('every route renders its screen', () => {
  it.each([
    ...overview('/web/checklist-overview'),
    ...overview('/confluence/pages/checklist-overview'),
    ['/confluence/pages/checklist-overview/instances', 'checklists-list'],
    ['/usersettings/overview/usersettings', 'user-settings'],
    ['/usersettings/overview/apikeys', 'user-apikeys'],
    ['/macro/edit', 'macro-edit'],
    ['/macro/editbutton', 'macro-editbutton'],
    ['/macro/view', 'macro-view'],
    ['/macro/template/choose', 'macro-template-choose'],
    ['/macro/list/edit', 'macro-list-edit'],
    ['/macro/list/view', 'macro-list-view'],
    ['/jira/view', 'jira-issue-view'],
    ['/jira/auditlog', 'jira-auditlog'],
    ['/jira/adminDefaultTemplates', 'jira-default-templates'],
    ['/jira/adminEnabledProjects', 'jira-enabled-projects'],
    ['/jira/postViewSkip', 'jira-post-function'],
    ['/jira/postEditComplete', 'jira-post-function'],
    ['/jira/validatorCreate', 'jira-validator'],
    ['/jira/validatorView', 'jira-validator'],
    ['/jira/admin/settings', 'global-settings'],
    ['/jira/admin/apikeys', 'apikey-settings'],
    ['/jira/shared/checklist-onboarding', 'getting-started'],
    ['/confluence/pages/gen-on-page-contents-ai', 'ai-generator'],
    ['/confluence/admin/settings', 'global-settings'],
    ['/confluence/admin/apikeys', 'apikey-settings'],
    ['/confluence/webPanels', 'confluence-web-panel'],
    ['/shared/checklist-onboarding', 'getting-started'],
    ['/no-overview', 'no-overview'],
    ['/settings-not-loaded', 'settings-not-loaded'],
    ['/examples', 'external-examples'],
    ['/external/checklist-instance', 'external-checklist'],
    ['/external/stats/c1', 'external-stats'],
    ['/external/create-checklist-instance', 'external-create-checklist'],
    ['/s/share-1', 'shared-checklist'],
  ])('%s → %s', async (path, expected) => {
    expect((await screenAt(path)).screen).toBe(expected);
  });

  it('the portal overview has no checklists list of its own', async () => {
    expect((await screenAt('/web/checklist-overview/instances')).pathname).toBe(
      '/web/checklist-overview/templates',
    );
  });

  it('puts the portal and the user settings outside a host behind the login page', async () => {
    await screenAt('/web/checklist-overview/templates');
    const screenElement = document.querySelector('[data-screen]');
    expect(find.getByTestId('portal-gate').contains(screenElement)).toBe(true);
    cleanup();
    await screenAt('/usersettings/overview/apikeys');
    expect(find.getByTestId('portal-gate')).toBeTruthy();
    cleanup();
    await screenAt('/confluence/pages/checklist-overview/templates');
    expect(find.queryByTestId('portal-gate')).toBeNull();
  });
});

describe('route props', () => {
  it('gives the template editor prefill only for prefill=true', async () => {
    expect((await screenAt('/web/checklist-overview/templates/edit?prefill=true')).props).toBe(
      '{"prefill":true}',
    );
    cleanup();
    expect((await screenAt('/web/checklist-overview/templates/edit?prefill=yes')).props).toBe(
      '{"prefill":false}',
    );
  });

  it('tells a post-function screen its action and kind', async () => {
    expect((await screenAt('/jira/postCreateSkip')).props).toBe(
      '{"action":"create","kind":"skip"}',
    );
  });
});

describe('the info routes', () => {
  it('exist only in the special mode', async () => {
    expect((await screenAt('/info')).pathname).toBe('/web/checklist-overview/templates');
    cleanup();
    expect((await screenAt('/info', true)).screen).toBe('info');
    cleanup();
    expect((await screenAt('/web/checklist-overview/test', true)).screen).toBe('test');
  });
});

describe('the root', () => {
  it('renders the routed view only once the app is loaded', async () => {
    open('/no-overview', { infoRoutes: false, loaded: false });
    expect(await find.findByRole('status')).toBeTruthy();
    expect(document.querySelector('[data-testid="no-overview"]')).toBeNull();
  });
});

describe('analytics after navigation', () => {
  it('logs an event named for the route pattern, without ids', async () => {
    const { tracked } = open('/confluence/pages/checklist-overview/templates/t-123/instances/c-9');
    await waitFor(() => expect(document.querySelector('[data-screen]')).not.toBeNull());
    expect(tracked).toContain(
      '/confluence/pages/checklist-overview/templates/:templateUid/instances/:checklistInstanceUid',
    );
    expect(tracked.join()).not.toContain('t-123');
  });

  it('names the event of an unknown path for the catch-all', () => {
    expect(navigationEventName(buildRoutes({ infoRoutes: false }), '/jira/view')).toBe(
      '/jira/view',
    );
  });
});
