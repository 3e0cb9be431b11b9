/**
 * The one client for our JSON API. It attaches the current credential, picks up renewed
 * session tokens from `X-acpt`, and inside a host retries once with a fresh context token
 * when the session has expired. Errors arrive as ApiError with the server's translated text.
 * Under Forge the calls go through the Custom UI bridge instead of `fetch` (an ApiTransport,
 * client/host/forge/forge-transport.ts, set at start): Forge adds its own token, there is no
 * session, and live events are polled (api-polling.ts).
 *
 * Only the call files use it (`client/api/*.ts`, `client/features/<feature>/api/*.ts`, one
 * function per API call; enforced by lint): screens call those functions, never a path.
 */
import i18next from 'i18next';
import {
  authorizationHeader,
  credentialHeaders,
  getSessionRenewal,
  setSessionToken,
} from './credentials';
import { SESSION_TOKEN_HEADER, type ApiErrorBody, type ErrorCode } from '../../shared/api';
import { takeEvents } from '../../shared/event-stream';
import { pollEvents } from './api-polling';

/**
 * The server's error codes, and two of the client's own: the server was not reached
 * (`network_error`), or answered with something that is not our JSON error (`http_error`).
 */
export type ApiErrorCode = ErrorCode | 'network_error' | 'http_error';

/** A field the server refused, by its path in the request (`customTaskStatuses.2.name`). */
export interface FieldError {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    /** With `validation_failed`: each refused field and what is wrong with it, translated. */
    readonly details: readonly FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call to `/api` + `path` as a transport sends it. */
export interface ApiCall {
  method: Method;
  /** Below `/api`, e.g. `/checklists/x`. */
  path: string;
  headers: Record<string, string>;
  /** The JSON body as a value (the transport encodes it). */
  body?: unknown;
}

/**
 * How calls reach the server when not by `fetch` from the page's own origin (Forge's bridge).
 * Each method resolves with the server's answer and rejects when the server was not reached.
 */
export interface ApiTransport {
  json(call: ApiCall): Promise<Response>;
  /** An answer that is not JSON (a signature image). */
  binary(call: ApiCall): Promise<Response>;
  /** Tells the app's other frames that this one changed something (they look again). */
  announceWrite(): void;
  /** Runs `listener` when another frame of the app changed something; returns an unsubscribe. */
  onWrite(listener: () => void): () => void;
}

let transport: ApiTransport | null = null;

/** Writes that change nothing another frame shows (page views): not announced. */
const UNSHOWN_WRITES = ['/analytics'];

/** Sends every call through `next` (null: `fetch`); the Forge start sets it. */
export function setApiTransport(next: ApiTransport | null): void {
  transport = next;
}

async function send(
  method: Method,
  path: string,
  body: unknown,
  kind: 'json' | 'binary' = 'json',
): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18next.language || 'en',
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // A transport carries its own credential (Forge's invocation token): none of ours.
  const authorization = transport ? null : await authorizationHeader();
  if (authorization) {
    headers.Authorization = authorization;
    Object.assign(headers, credentialHeaders());
  }
  let response: Response;
  try {
    response = transport
      ? await transport[kind]({ method, path, headers, body })
      : await fetch(`/api${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          credentials: 'omit',
        });
  } catch {
    // The browser's own text ("Failed to fetch", "NetworkError…") is English and says nothing.
    throw new ApiError(0, 'network_error', i18next.t('ui.unreachable'));
  }
  const renewed = response.headers.get(SESSION_TOKEN_HEADER);
  if (renewed) setSessionToken(renewed);
  return response;
}

async function toError(response: Response): Promise<ApiError> {
  try {
    const { error } = (await response.json()) as ApiErrorBody;
    return new ApiError(response.status, error.code, error.message, error.details ?? []);
  } catch {
    // Not our JSON (a proxy's page, a gateway timeout): the status text would be English.
    return new ApiError(
      response.status,
      'http_error',
      i18next.t('ui.requestFailed', { status: response.status }),
    );
  }
}

/** Connect only: after a 401 the session token ran out (a long-open page); true to retry. */
async function renewedSession(response: Response): Promise<boolean> {
  const renew = getSessionRenewal();
  if (response.status !== 401 || !renew || transport) return false;
  setSessionToken(await renew());
  return true;
}

export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let response = await send(method, path, body);
  if (await renewedSession(response)) response = await send(method, path, body);
  if (!response.ok) throw await toError(response);
  if (method !== 'GET' && !UNSHOWN_WRITES.includes(path)) transport?.announceWrite();
  if (response.status === 204) return undefined as T;
  return ((await response.json()) as { data: T }).data;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  put: <T>(path: string, body: unknown) => apiRequest<T>('PUT', path, body),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body),
  patch: <T>(path: string, body: unknown) => apiRequest<T>('PATCH', path, body),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};

/** A binary answer (a signature image) as an object URL the caller revokes. */
export async function apiObjectUrl(path: string): Promise<string> {
  let response = await send('GET', path, undefined, 'binary');
  if (await renewedSession(response)) response = await send('GET', path, undefined, 'binary');
  if (!response.ok) throw await toError(response);
  return URL.createObjectURL(await response.blob());
}

/**
 * An answer that will not change by asking again (404: the checklist is gone, 403, 400…); an
 * expired session (401), a timeout (408) or a busy server (429) may well pass on a retry.
 */
const isFinal = (status: number) =>
  status >= 400 && status < 500 && ![401, 408, 429].includes(status);

/**
 * Server-sent events over fetch (EventSource cannot send our Authorization header). Calls
 * `onEvent` per event and reconnects after a drop until the returned function is called; an
 * answer such as 404 that no retry would change ends it. A transport cannot stream (Forge's
 * bridge answers once): there the resource is polled instead (api-polling.ts).
 */
export function apiEvents(
  path: string,
  onEvent: (event: string, data: unknown) => void,
): () => void {
  if (transport) {
    const through = transport;
    return pollEvents(path, onEvent, {
      get: (resource) => send('GET', resource, undefined),
      onWrite: (listener) => through.onWrite(listener),
      isFinal,
    });
  }
  let stopped = false;
  let hintMs: number | undefined;
  const controller = new AbortController();
  const run = async (attempt: number): Promise<void> => {
    try {
      const authorization = await authorizationHeader();
      const response = await fetch(`/api${path}`, {
        headers: {
          Accept: 'text/event-stream',
          ...(authorization ? { Authorization: authorization } : {}),
        },
        signal: controller.signal,
        credentials: 'omit',
      });
      const renewed = response.headers.get(SESSION_TOKEN_HEADER);
      if (renewed) setSessionToken(renewed);
      if (isFinal(response.status)) {
        stopped = true;
        return;
      }
      if (!response.ok || !response.body) throw new Error(String(response.status));
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      attempt = 0;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const taken = takeEvents(buffer + value);
        buffer = taken.rest;
        if (taken.retryMs !== undefined) hintMs = taken.retryMs;
        for (const { event, data } of taken.events) onEvent(event, data);
      }
    } catch {
      // dropped, refused or aborted: retried below unless stopped
    }
    if (stopped) return;
    // A server that shut down said when to come back (to another process); else back off.
    const delayMs = hintMs ?? Math.min(30_000, 1_000 * 2 ** attempt);
    hintMs = undefined;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (!stopped) await run(attempt + 1);
  };
  void run(0);
  return () => {
    stopped = true;
    controller.abort();
  };
}
