/**
 * Promise wrapper around ACE's signed http client (callback-style `request` underneath;
 * its typings claim a Promise of the body, which is wrong). Every call is signed with the
 * tenant's shared secret and a `qsh` for exactly that request.
 */
import type { AddOn } from 'atlassian-connect-express';
import type { IncomingMessage } from 'node:http';

export interface HostResponse<T> {
  status: number;
  body: T;
}

export class HostRequestError extends Error {
  constructor(
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'HostRequestError';
  }
}

type Method = 'get' | 'post' | 'put' | 'del';

const TIMEOUT_MS = 10_000;

export function hostRequest<T>(
  addon: AddOn,
  clientKey: string,
  method: Method,
  url: string,
  body?: unknown,
): Promise<HostResponse<T>> {
  const client = addon.httpClient({ clientKey });
  return new Promise((resolve, reject) => {
    const options = {
      url,
      timeout: TIMEOUT_MS,
      headers: { Accept: 'application/json' },
      ...(body === undefined ? { json: true } : { json: body }),
    };
    const callback = (error: unknown, response: IncomingMessage | undefined, data: unknown) => {
      if (error || !response) {
        reject(new HostRequestError(undefined, `host request failed: ${String(error)}`));
        return;
      }
      resolve({ status: response.statusCode ?? 0, body: data as T });
    };
    // The client's own rejections (e.g. an unknown tenant) arrive on the returned promise.
    void (client[method] as (o: object, cb: typeof callback) => Promise<unknown>)(
      options,
      callback,
    ).catch((error: unknown) => reject(new HostRequestError(undefined, String(error))));
  });
}

/** Like hostRequest, but a non-2xx answer is an error. */
export async function hostRequestOk<T>(
  addon: AddOn,
  clientKey: string,
  method: Method,
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await hostRequest<T>(addon, clientKey, method, url, body);
  if (response.status < 200 || response.status >= 300) {
    throw new HostRequestError(
      response.status,
      `${method.toUpperCase()} ${url} → ${response.status}`,
    );
  }
  return response.body;
}
