import { afterEach, describe, expect, it, vi } from 'vitest';
import descriptor from '../../atlassian-connect.json';
import { connectAppKey, connectHostApi } from './connect-host-api';
import { startPageHistory } from './host-page-history';
import type { HostApi, HostHistory } from './host-api';
import { buildRoutes } from '../app/routes';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const routes = buildRoutes({ infoRoutes: false });

describe("a link to the app's overview page from a panel or a macro", () => {
  it('asks the host to open the page module with the route as custom data', () => {
    const go = vi.fn();
    window.history.replaceState(null, '', '/jira/view?issueKey=SIM-1');
    const host = connectHostApi({ navigator: { go } } as unknown as typeof window.AP);
    host.openAppPage('checklists-overview', '/checklist-overview/templates/t1/instances');
    expect(go).toHaveBeenCalledWith('addonModule', {
      addonKey: descriptor.jira.key,
      moduleKey: 'checklists-overview',
      customData: { state: '/checklist-overview/templates/t1/instances' },
    });
    expect([connectAppKey('jira'), connectAppKey('confluence')]).toEqual([
      descriptor.jira.key,
      descriptor.confluence.key,
    ]);
  });

  it.each([
    ['/jira/pages/checklist-overview', '/jira/pages'],
    ['/confluence/pages/checklist-overview', '/confluence/pages'],
  ])('the page %s opens on that route and keeps it in the host URL', async (pathname, area) => {
    const calls: string[] = [];
    const history: HostHistory = {
      getState: () => Promise.resolve(''),
      pushState: (state) => void calls.push(`push ${state}`),
      replaceState: (state) => void calls.push(`replace ${state}`),
      onPopState: () => () => undefined,
    };
    const state = '/checklist-overview/templates/t1/instances';
    const search = `?xdm_e=http%3A%2F%2Fhost&ac.state=${encodeURIComponent(state)}`;
    const start = await startPageHistory({ history } as unknown as HostApi, routes, {
      pathname,
      search,
    });
    expect(start?.initialEntries).toEqual([pathname + search, area + state]);
    expect(calls).toEqual([`replace ${state}`]);
  });

  it('ignores a route the page may not show', async () => {
    const history = {
      getState: () => Promise.resolve(''),
      replaceState: vi.fn(),
    } as unknown as HostHistory;
    const pathname = '/jira/pages/checklist-overview';
    const search = `?ac.state=${encodeURIComponent('/../admin/settings')}`;
    const start = await startPageHistory({ history } as unknown as HostApi, routes, {
      pathname,
      search,
    });
    expect(start?.initialEntries).toEqual([pathname + search]);
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});
