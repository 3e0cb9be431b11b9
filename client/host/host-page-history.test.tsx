import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import {
  Link,
  MemoryRouter,
  Navigate,
  useLocation,
  useNavigate,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import {
  HostPageHistory,
  startHostPageHistory,
  startPageHistory,
  type PageHistoryLink,
} from './host-page-history';
import { hostApi, resetHostApi, type HostApi, type HostHistory } from './host-api';
import { buildRoutes } from '../app/routes';

afterEach(() => {
  cleanup();
  resetHostApi();
  delete (window as Window & { AP?: unknown }).AP;
});

/** A fake host history: what the app pushed and replaced, and a way to press Back. */
function fakeHistory(initialState = '') {
  let popListener: ((state: string) => void) | undefined;
  const calls: string[] = [];
  const history: HostHistory = {
    getState: () => Promise.resolve(initialState),
    pushState: (state) => void calls.push(`push ${state}`),
    replaceState: (state) => void calls.push(`replace ${state}`),
    onPopState: (listener) => {
      popListener = listener;
      return () => (popListener = undefined);
    },
  };
  return { history, calls, pop: (state: string) => act(() => popListener?.(state)) };
}

const hostWith = (history: HostHistory | null) => ({ history }) as unknown as HostApi;
const routes = buildRoutes({ infoRoutes: false });
const OVERVIEW = '/confluence/pages/checklist-overview';
const MODULE_URL = { pathname: OVERVIEW, search: '?xdm_e=http%3A%2F%2Fhost&cp=%2Fwiki' };

describe('a page module starting in the host', () => {
  it('opens the route the host URL names', async () => {
    const { history } = fakeHistory('/checklist-overview/instances/c1?tab=items');
    const start = await startPageHistory(hostWith(history), routes, MODULE_URL);
    // After the module's own route, so that an in-app "back" (Cancel) has somewhere to go.
    expect(start?.initialEntries).toEqual([
      OVERVIEW + MODULE_URL.search,
      `${OVERVIEW}/instances/c1?tab=items`,
    ]);
    expect(start?.link.area).toBe('/confluence/pages');
  });

  it.each([
    ['no state', ''],
    ['a route the app does not have', '/checklist-overview/nowhere'],
    ['a path out of the page area', '/../../macro/view'],
    ['a path out of the page area, with backslashes', '/..\\..\\macro\\view'],
    ['another origin', '//evil.example/x'],
    ['a URL', 'javascript:alert(1)'],
  ])('ignores %s and opens its own route', async (_what, state) => {
    const { history } = fakeHistory(state);
    const start = await startPageHistory(hostWith(history), routes, MODULE_URL);
    expect(start?.initialEntries).toEqual([OVERVIEW + MODULE_URL.search]);
  });

  it('admin pages keep their route too; macros, panels and dialogs do not', async () => {
    const { history } = fakeHistory('/apikeys');
    const admin = { pathname: '/confluence/admin/settings', search: '' };
    expect((await startPageHistory(hostWith(history), routes, admin))?.initialEntries).toEqual([
      '/confluence/admin/settings',
      '/confluence/admin/apikeys',
    ]);
    for (const pathname of ['/macro/view', '/confluence/webPanels', '/shared/checklist-modals']) {
      expect(await startPageHistory(hostWith(history), routes, { pathname, search: '' })).toBe(
        null,
      );
    }
  });

  it('does nothing where the host has no history', async () => {
    expect(await startPageHistory(hostWith(null), routes, MODULE_URL)).toBe(null);
  });
});

let currentPath = '';
function Probe() {
  const { pathname, search } = useLocation();
  currentPath = pathname + search;
  return null;
}

const testRoutes: RouteObject[] = [
  {
    path: OVERVIEW,
    children: [
      { index: true, element: <Navigate to="templates" replace /> },
      { path: 'templates', element: <Link to={`${OVERVIEW}/instances/c1?x=1`}>open</Link> },
      { path: 'instances/:uid', element: <Link to={`${OVERVIEW}/templates`}>list</Link> },
    ],
  },
  { path: `${OVERVIEW}/back`, element: <BackButton /> },
  { path: '*', element: null },
];

function BackButton() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>cancel</button>;
}

function Routes() {
  return useRoutes(testRoutes);
}

function renderPage(link: PageHistoryLink, entry: string) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <HostPageHistory link={link} routes={testRoutes} />
      <Routes />
      <Probe />
    </MemoryRouter>,
  );
}

describe('a page module in the host', () => {
  it('replaces the host state on a redirect and pushes it on every navigation', async () => {
    const fake = fakeHistory();
    renderPage(
      { history: fake.history, area: '/confluence/pages', homeRoute: OVERVIEW },
      OVERVIEW + MODULE_URL.search,
    );
    await act(async () => screen.getByText('open').click());
    expect(fake.calls).toEqual([
      'replace /checklist-overview/templates',
      'push /checklist-overview/instances/c1?x=1',
    ]);
  });

  it('follows the host back and forward, without pushing again', async () => {
    const fake = fakeHistory();
    renderPage(
      { history: fake.history, area: '/confluence/pages', homeRoute: OVERVIEW },
      `${OVERVIEW}/instances/c1`,
    );
    await act(async () => screen.getByText('list').click());
    fake.pop('/checklist-overview/instances/c1');
    expect(currentPath).toBe(`${OVERVIEW}/instances/c1`);
    expect(screen.getByText('list')).toBeTruthy();
    fake.pop('/checklist-overview/unknown/../../../../macro/view');
    expect(currentPath).toBe(`${OVERVIEW}/instances/c1`);
    fake.pop('');
    expect(currentPath).toBe(`${OVERVIEW}/templates`);
    expect(fake.calls).toEqual([
      'push /checklist-overview/templates',
      // Back to the host entry without a state: the module's own route, which redirects.
      'replace /checklist-overview/templates',
    ]);
  });
});

describe('a page module reopened on a route from the host URL', () => {
  it('has the module route behind it, so an in-app back (Cancel) leads somewhere', async () => {
    const fake = fakeHistory('/checklist-overview/back');
    const start = await startHostPageHistory(hostWith(fake.history), testRoutes, MODULE_URL);
    if (!start) throw new Error('no page history');
    render(
      <start.Router>
        {start.keeper}
        <Routes />
        <Probe />
      </start.Router>,
    );
    expect(currentPath).toBe(`${OVERVIEW}/back`);
    await act(async () => screen.getByText('cancel').click());
    expect(currentPath).toBe(`${OVERVIEW}/templates`);
    expect(fake.calls).toEqual([
      'push /checklist-overview',
      'replace /checklist-overview/templates',
    ]);
  });
});

describe('the host API facade', () => {
  it('reads the state with a callback and hears popState as the state of the new URL', async () => {
    let popCallback: ((event: { oldURL: string; newURL: string }) => void) | undefined;
    const pushState = vi.fn();
    (window as Window & { AP?: unknown }).AP = {
      history: {
        getState: (_type: string, cb: (state: string) => void) => cb('/checklist-overview/x'),
        pushState,
        replaceState: vi.fn(),
        popState: (cb: typeof popCallback) => (popCallback = cb),
      },
      events: { on: vi.fn() },
    };
    const history = hostApi()?.history;
    expect(await history?.getState()).toBe('/checklist-overview/x');
    history?.pushState('/checklist-overview/y');
    expect(pushState).toHaveBeenCalledWith('/checklist-overview/y');
    const heard: string[] = [];
    history?.onPopState((state) => heard.push(state));
    popCallback?.({
      oldURL: 'http://h/p#!/a',
      newURL: 'http://h/p#!/checklist-overview/templates',
    });
    popCallback?.({ oldURL: 'http://h/p#!/a', newURL: 'http://h/p' });
    expect(heard).toEqual(['/checklist-overview/templates', '']);
  });

  it('has no history where AP has none', () => {
    (window as Window & { AP?: unknown }).AP = { events: { on: vi.fn() } };
    expect(hostApi()?.history).toBe(null);
  });
});
