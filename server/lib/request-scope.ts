/**
 * The request id of the work under way (AsyncLocalStorage): set for each HTTP request
 * (http/request-id.ts) and each job step, read by the logger (every line carries it) and by
 * the host transports (sent to Jira and Confluence as `X-Request-Id`, so a call can be found
 * on both sides).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

const scope = new AsyncLocalStorage<string>();

export const currentRequestId = (): string | undefined => scope.getStore();

/** Runs `work` with `id` as its request id (and everything it awaits). */
export const withRequestId = <T>(id: string, work: () => T): T => scope.run(id, work);

/** A new id, for a request that brought none and for job steps (`job-…`). */
export const newRequestId = (prefix = ''): string => `${prefix}${randomUUID()}`;

/** The header to send on a call made for the current request, if any. */
export function requestIdHeaders(): Record<string, string> {
  const id = scope.getStore();
  return id === undefined ? {} : { 'X-Request-Id': id };
}
