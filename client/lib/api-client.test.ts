import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';
import { setSessionRenewal, setSessionToken } from './credentials';
import { changeLanguage, initI18n } from './i18n';

await initI18n('en');
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error as ApiError,
  );

describe('api client errors', () => {
  it('says in the user’s language that Checklists could not be reached when the network fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(api.get('/templates'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(
      'Checklists could not be reached. Check your connection and try again.',
    );
    await changeLanguage('de');
    expect((await failure(api.get('/templates'))).message).toBe(
      'Checklists ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    );
  });

  it('translates an answer that is not our JSON error instead of showing its status text', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    const error = await failure(api.post('/checklists', {}));
    expect(error.status).toBe(502);
    expect(error.message).toBe('The request failed (HTTP 502). Try again in a moment.');
    await changeLanguage('de');
    expect((await failure(api.post('/checklists', {}))).message).toBe(
      'Die Anfrage ist fehlgeschlagen (HTTP 502). Versuchen Sie es gleich noch einmal.',
    );
  });

  it('keeps the server’s own translated message', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        Response.json(
          { error: { code: 'not_found', message: 'Diese Checkliste gibt es nicht.' } },
          { status: 404 },
        ),
      ),
    );
    expect((await failure(api.get('/checklists/x'))).message).toBe(
      'Diese Checkliste gibt es nicht.',
    );
  });
});

describe('an expired Connect session', () => {
  afterEach(() => {
    setSessionRenewal(null);
    setSessionToken(null);
  });

  it('asks the host for a fresh context token once and sends the call again with it', async () => {
    const sent: (string | null)[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      const authorization = new Headers(init.headers).get('Authorization');
      sent.push(authorization);
      return Promise.resolve(
        authorization === 'JWT fresh'
          ? Response.json({ data: { ok: true } })
          : Response.json({ error: { code: 'unauthorized', message: 'expired' } }, { status: 401 }),
      );
    });
    setSessionToken('stale');
    const renew = vi.fn(() => Promise.resolve('fresh'));
    setSessionRenewal(renew);
    expect(await api.get('/templates')).toEqual({ ok: true });
    expect(sent).toEqual(['JWT stale', 'JWT fresh']);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('gives up at once outside a Connect host (nothing to renew the session from)', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        Response.json({ error: { code: 'unauthorized', message: 'expired' } }, { status: 401 }),
      ),
    );
    expect((await failure(api.get('/templates'))).status).toBe(401);
  });
});
