import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeBridge, type BridgeAnswers, type FakeBridge } from '../test/fake-forge-bridge';
import { api, apiEvents, ApiError, apiObjectUrl, setApiTransport } from './api-client';
import { initI18n } from './i18n';
import { setSessionToken } from './credentials';
import { POLL_INTERVAL_MS } from './api-polling';
import { findCallBridge, forgeBridge } from '../host/forge/forge-bridge';
import { forgeTransport, responseOf, WRITE_EVENT } from '../host/forge/forge-transport';

await initI18n('en');
let bridge: FakeBridge;

/** A fake bridge answering as given, and the Forge transport on it. */
function connect(answers: BridgeAnswers): void {
  bridge = installFakeBridge({ moduleKey: 'm' }, answers);
  const call = findCallBridge();
  if (!call) throw new Error('no bridge');
  setApiTransport(forgeTransport(forgeBridge(call)));
}
/** Our server's answers as invokeRemote hands them over, by method and path. */
const serve = (answers: Record<string, unknown>) =>
  connect({ invoke: (payload) => answers[key(payload)] });
const key = (payload: unknown) => {
  const { method, path } = payload as { method: string; path: string };
  return `${method} ${path}`;
};
const ok = (status: number, body: unknown, headers: unknown = {}) => ({
  success: true,
  payload: { status, headers, body },
});
const failed = (status: number, body: unknown, headers: unknown = {}) => ({
  success: false,
  error: { status, headers, body },
});

beforeEach(() => setSessionToken('a-connect-session'));
afterEach(() => {
  bridge.remove();
  setApiTransport(null);
  setSessionToken(null);
  vi.useRealTimers();
});

const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error as ApiError,
  );

describe('our API through invokeRemote', () => {
  it('sends /api + path with our headers and the body as JSON, no Authorization of ours', async () => {
    serve({
      'POST /api/checklists': ok(201, { data: { uid: 'c1' } }),
      'POST /api/analytics': ok(200, { data: { accepted: 1 } }),
    });
    expect(await api.post('/checklists', { title: 'Go live' })).toEqual({ uid: 'c1' });
    expect(bridge.payloads('invoke').slice(0, 1)).toEqual([
      {
        path: '/api/checklists',
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Accept-Language': 'en',
          'Content-Type': 'application/json',
        },
        body: { title: 'Go live' },
        invokeType: 'ui-remote-fetch',
      },
    ]);
    // A write tells the app's other frames (they look again); page views do not.
    expect(bridge.payloads('emit')).toEqual([{ event: WRITE_EVENT, payload: {} }]);
    await api.post('/analytics', { events: [] });
    expect(bridge.payloads('emit')).toHaveLength(1);
  });

  it('reads a body given as JSON text, and a 204 without one', async () => {
    serve({
      'GET /api/me': ok(200, '{"data":{"id":"u1"}}', { 'content-type': ['application/json'] }),
      'DELETE /api/checklists/c1': ok(204, ''),
    });
    expect(await api.get('/me')).toEqual({ id: 'u1' });
    expect(await api.delete('/checklists/c1')).toBeUndefined();
  });

  it('turns the server’s error answer into an ApiError with its translated message', async () => {
    serve({
      'GET /api/checklists/x': failed(404, {
        error: { code: 'not_found', message: 'Diese Checkliste gibt es nicht.' },
      }),
      'GET /api/settings': failed(502, '<html>bad gateway</html>', [['content-type', 'text/html']]),
      'GET /api/templates': failed(401, { error: { code: 'unauthorized', message: 'No.' } }),
    });
    const notFound = await failure(api.get('/checklists/x'));
    expect(notFound).toBeInstanceOf(ApiError);
    expect([notFound.status, notFound.code, notFound.message]).toEqual([
      404,
      'not_found',
      'Diese Checkliste gibt es nicht.',
    ]);
    const gateway = await failure(api.get('/settings'));
    expect([gateway.status, gateway.code]).toEqual([502, 'http_error']);
    // No Connect session to renew under Forge: a 401 is final, asked once.
    expect((await failure(api.get('/templates'))).status).toBe(401);
    expect(bridge.payloads('invoke').filter((p) => key(p) === 'GET /api/templates')).toHaveLength(
      1,
    );
  });

  it('says Checklists could not be reached when Forge did not get an answer', async () => {
    serve({ 'GET /api/a': { success: false, error: { message: 'timeout' } } });
    expect((await failure(api.get('/a'))).code).toBe('network_error');
    bridge.remove();
    connect({
      invoke: () => {
        throw new Error('rate limited');
      },
    });
    const error = await failure(api.get('/a'));
    expect([error.status, error.code, error.message]).toEqual([
      0,
      'network_error',
      'Checklists could not be reached. Check your connection and try again.',
    ]);
  });
});

describe('binary answers through requestRemote', () => {
  it('asks the checklists remote and decodes an attachment', async () => {
    connect({
      fetchRemote: () => ({
        status: 200,
        statusText: 'OK',
        headers: { 'content-type': 'image/png' },
        body: btoa('\x89PNG'),
        isAttachment: true,
      }),
    });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:signature');
    expect(await apiObjectUrl('/checklists/c1/items/i1/signature')).toBe('blob:signature');
    expect(bridge.payloads('fetchRemote')).toEqual([
      {
        remoteKey: 'checklists',
        fetchRequestInit: {
          path: '/api/checklists/c1/items/i1/signature',
          method: 'GET',
          headers: [
            ['Accept', 'application/json'],
            ['Accept-Language', 'en'],
          ],
          body: null,
        },
        isMultipartFormData: false,
      },
    ]);
    const image = new Uint8Array(await (created.mock.calls[0]?.[0] as Blob).arrayBuffer());
    expect([...image]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    created.mockRestore();
  });

  it('refuses an answer without a status', () => {
    expect(() => responseOf({ body: 'x' })).toThrow();
    expect(() => responseOf(undefined)).toThrow();
  });
});

describe('live events under Forge: polled', () => {
  it('reads the checklist, says ready, changed when its version moves, deleted once gone', async () => {
    vi.useFakeTimers();
    let answer: unknown = ok(200, { data: { uid: 'c1', version: 3 } });
    connect({ invoke: () => answer });
    const events: [string, unknown][] = [];
    const stop = apiEvents('/checklists/c1/events', (event, data) => events.push([event, data]));
    await vi.advanceTimersByTimeAsync(10);
    expect(events).toEqual([['ready', { version: 3 }]]);
    expect(bridge.payloads('invoke').map(key)).toEqual(['GET /api/checklists/c1']);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(events).toHaveLength(1);
    // Another frame wrote: read at once.
    answer = ok(200, { data: { uid: 'c1', version: 4 } });
    bridge.listeners.get(WRITE_EVENT)?.forEach((listener) => listener({}));
    await vi.advanceTimersByTimeAsync(10);
    expect(events.at(-1)).toEqual(['changed', { version: 4 }]);
    answer = failed(404, { error: { code: 'not_found', message: 'gone' } });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(events.at(-1)).toEqual(['deleted', {}]);
    const asked = bridge.payloads('invoke').length;
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(bridge.payloads('invoke')).toHaveLength(asked);
    stop();
  });
});
