/**
 * For screen tests: a fake of our JSON API behind `fetch`, and a screen rendered with its own
 * jotai store and router. Routes answer by method and path (query included); what the screen
 * sent is kept in `calls`.
 */
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createStore, Provider } from 'jotai';
import { initI18n, loadFeatureStrings } from '../lib/i18n';
import { hostStatusAtom } from '../state/host-status';
import { messageStore } from '../messages/message-store';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** An answer: `data` for 2xx, or an error with its status. */
export type FakeAnswer =
  | { status?: number; data?: unknown }
  | {
      status: number;
      error: { code: string; message: string; details?: { path: string; message: string }[] };
    };

type Handler = (call: ApiCall) => FakeAnswer | Promise<FakeAnswer>;

export function fakeApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = String(url).replace(/^\/api/, '');
    const call = {
      method,
      path,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    // Live updates: a stream that never sends anything.
    if (path.endsWith('/events')) return new Promise<Response>(() => undefined);
    const handler =
      routes[`${method} ${path}`] ?? routes[`${method} ${path.split('?')[0] ?? ''}`] ?? null;
    if (!handler) {
      if (method === 'GET' && path.startsWith('/users')) return Response.json({ data: [] });
      return Response.json(
        { error: { code: 'not_found', message: `no fake for ${method} ${path}` } },
        { status: 404 },
      );
    }
    const answer = await handler(call);
    const status = answer.status ?? 200;
    if ('error' in answer) return Response.json({ error: answer.error }, { status });
    if (status === 204) return new Response(null, { status });
    return Response.json({ data: answer.data }, { status });
  });
  return calls;
}

/** i18next in English with the feature strings, as a routed feature screen has them. */
export async function featureStrings(): Promise<void> {
  await initI18n('en');
  await loadFeatureStrings();
}

/** Renders `element` at `path` (matched by `route`), with a fresh store or the one given. */
export function renderScreen(
  element: ReactElement,
  {
    path,
    route = '*',
    store = createStore(),
  }: { path: string; route?: string; store?: ReturnType<typeof createStore> },
) {
  store.set(hostStatusAtom, { kind: 'absent' });
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}

/** The in-page messages shown so far (newest first) as "title: description". */
export const shownMessages = () =>
  messageStore.current().map((m) => (m.description ? `${m.title}: ${m.description}` : m.title));
