/**
 * The one client for our JSON API. It attaches the current credential, picks up renewed
 * session tokens from `X-acpt`, and inside a host retries once with a fresh context token
 * when the session has expired. Errors arrive as ApiError with the server's translated text.
 */
import i18next from 'i18next';
import { getSessionToken, setSessionToken } from './credentials';
import { hostApi } from '../host/host-api';
import { SESSION_TOKEN_HEADER, type ApiErrorBody } from '../../shared/api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function send(method: Method, path: string, body: unknown): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18next.language || 'en',
  };
  const token = getSessionToken();
  if (token) headers.Authorization = `JWT ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'omit',
  });
  const renewed = response.headers.get(SESSION_TOKEN_HEADER);
  if (renewed) setSessionToken(renewed);
  return response;
}

async function toError(response: Response): Promise<ApiError> {
  try {
    const { error } = (await response.json()) as ApiErrorBody;
    return new ApiError(response.status, error.code, error.message);
  } catch {
    return new ApiError(response.status, 'http_error', response.statusText || 'Request failed');
  }
}

export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let response = await send(method, path, body);
  const host = hostApi();
  if (response.status === 401 && host) {
    // The session token ran out (a long-open page): ask the host for a new context token.
    setSessionToken(await host.getContextToken());
    response = await send(method, path, body);
  }
  if (!response.ok) throw await toError(response);
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
