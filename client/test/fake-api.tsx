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
import { callerPermissionsAtom } from '../state/atoms';
import { messageStore } from '../messages/message-store';
import type { CallerPermissions } from '../../shared/me';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** An answer: `data` for 2xx, an error with its status, or a stream of server-sent events. */
export type FakeAnswer =
  | { status?: number; data?: unknown }
  | {
      status: number;
      error: { code: string; message: string; details?: { path: string; message: string }[] };
    }
  | { stream: ReadableStream<Uint8Array> };

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
    const handler =
      routes[`${method} ${path}`] ?? routes[`${method} ${path.split('?')[0] ?? ''}`] ?? null;
    // Live updates: unless a test streams them (`liveEvents`), a stream that sends nothing.
    if (path.endsWith('/events') && !handler) return new Promise<Response>(() => undefined);
    if (!handler) {
      if (method === 'GET' && path.startsWith('/users')) return Response.json({ data: [] });
      return Response.json(
        { error: { code: 'not_found', message: `no fake for ${method} ${path}` } },
        { status: 404 },
      );
    }
    const answer = await handler(call);
    if ('stream' in answer)
      return new Response(answer.stream, { headers: { 'Content-Type': 'text/event-stream' } });
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

/** What GET /api/me tells a member of a Jira or Confluence site (the screens' default here). */
export const MEMBER_PERMISSIONS: CallerPermissions = {
  canCreateTemplates: true,
  canSearchPeople: true,
};

/**
 * Renders `element` at `path` (matched by `route`), with a fresh store or the one given; the
 * caller's site permissions are a member's unless `caller` says otherwise (null: not known
 * yet, the screen asks GET /api/me).
 */
export function renderScreen(
  element: ReactElement,
  {
    path,
    route = '*',
    store = createStore(),
    caller = MEMBER_PERMISSIONS,
  }: {
    path: string;
    route?: string;
    store?: ReturnType<typeof createStore>;
    caller?: CallerPermissions | null;
  },
) {
  store.set(hostStatusAtom, { kind: 'absent' });
  if (caller) store.set(callerPermissionsAtom, caller);
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

/**
 * A checklist's live events as the server streams them: `answer` is the route's handler (one
 * stream per subscription), `send` writes an event to every stream open.
 */
export function liveEvents() {
  const encoder = new TextEncoder();
  const open: ReadableStreamDefaultController<Uint8Array>[] = [];
  return {
    answer: (): FakeAnswer => ({
      stream: new ReadableStream<Uint8Array>({ start: (controller) => void open.push(controller) }),
    }),
    send(event: string, data: unknown = {}) {
      for (const controller of open)
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
  };
}
