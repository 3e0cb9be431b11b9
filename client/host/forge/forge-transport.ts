/**
 * Our API under Forge (docs/FORGE.md, "Custom UI"): the frame runs on Forge's CDN, so it
 * cannot call our server itself. JSON calls go through `invokeRemote` (bridge call `invoke`,
 * `invokeType: 'ui-remote-fetch'`): Forge sends them to the module's resolver endpoint
 * `ui-remote` at our remote with the Forge invocation token and the app's system token, and
 * answers `{ success, payload | error }` with `{ status, headers, body }`. Binary answers
 * (a signature image) go through `requestRemote('checklists', …)` (bridge call `fetchRemote`).
 * Either way the answer becomes a `Response`, so the API client treats it as one from `fetch`.
 * Writes are announced on the bridge's events so the app's other frames look again.
 */
import type { ApiCall, ApiTransport } from '../../lib/api-client';
import { ForgeBridgeError, type ForgeBridge } from './forge-bridge';

export const REMOTE_KEY = 'checklists';
export const WRITE_EVENT = 'checklists:api-write';

/** What a remote answered, as the bridge hands it over. */
export interface RemoteAnswer {
  status?: unknown;
  statusText?: unknown;
  headers?: unknown;
  body?: unknown;
  isAttachment?: unknown;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** Headers as an object, an array of pairs or a Headers: each value a string. */
export function headersOf(raw: unknown): Headers {
  const headers = new Headers();
  const add = (name: unknown, value: unknown) => {
    if (typeof name !== 'string' || value === undefined || value === null) return;
    headers.append(name, Array.isArray(value) ? value.map(String).join(', ') : String(value));
  };
  if (raw instanceof Headers) raw.forEach((value, name) => add(name, value));
  else if (Array.isArray(raw)) raw.forEach((pair) => Array.isArray(pair) && add(pair[0], pair[1]));
  else if (raw && typeof raw === 'object')
    Object.entries(raw as Record<string, unknown>).forEach(([name, value]) => add(name, value));
  return headers;
}

function bytesOfBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function bodyOf(answer: RemoteAnswer): BodyInit | null {
  const { body } = answer;
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return answer.isAttachment === true ? bytesOfBase64(body) : body;
  if (body instanceof Blob || body instanceof ArrayBuffer || body instanceof Uint8Array)
    return body as BodyInit;
  // invokeRemote may hand over a JSON answer already parsed.
  return JSON.stringify(body);
}

/** A remote's answer as a `Response`; throws when it is not one (the call did not arrive). */
export function responseOf(answer: RemoteAnswer | null | undefined): Response {
  const status = answer?.status;
  if (!answer || typeof status !== 'number' || status < 200 || status > 599)
    throw new ForgeBridgeError('the remote did not answer');
  const headers = headersOf(answer.headers);
  const body = NULL_BODY_STATUSES.has(status) ? null : bodyOf(answer);
  if (body !== null && typeof answer.body === 'object' && !headers.has('content-type'))
    headers.set('content-type', 'application/json');
  return new Response(body, {
    status,
    statusText: typeof answer.statusText === 'string' ? answer.statusText : '',
    headers,
  });
}

interface InvokeAnswer {
  success?: boolean;
  payload?: RemoteAnswer;
  error?: RemoteAnswer & { message?: unknown };
}

export function forgeTransport(bridge: ForgeBridge): ApiTransport {
  return {
    json: async ({ method, path, headers, body }: ApiCall) => {
      const answer = (await bridge.call('invoke', {
        path: `/api${path}`,
        method,
        headers,
        ...(body === undefined ? {} : { body }),
        invokeType: 'ui-remote-fetch',
      })) as InvokeAnswer | null | undefined;
      return responseOf(answer?.success ? answer.payload : answer?.error);
    },
    binary: async ({ method, path, headers }: ApiCall) =>
      responseOf(
        (await bridge.call('fetchRemote', {
          remoteKey: REMOTE_KEY,
          fetchRequestInit: {
            path: `/api${path}`,
            method,
            headers: Object.entries(headers),
            body: null,
          },
          isMultipartFormData: false,
        })) as RemoteAnswer | null | undefined,
      ),
    announceWrite: () => {
      bridge.call('emit', { event: WRITE_EVENT, payload: {} }).catch(() => undefined);
    },
    onWrite: (listener) => {
      let unsubscribe: (() => void) | null = null;
      let stopped = false;
      bridge
        .call('on', { event: WRITE_EVENT, callback: () => listener() })
        .then((subscription) => {
          const off = (subscription as { unsubscribe?: () => void } | null)?.unsubscribe;
          if (typeof off !== 'function') return;
          if (stopped) off.call(subscription);
          else unsubscribe = () => off.call(subscription);
        })
        .catch(() => undefined);
      return () => {
        stopped = true;
        unsubscribe?.();
      };
    },
  };
}
