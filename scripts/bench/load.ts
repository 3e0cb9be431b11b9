/** One HTTP load run with autocannon (requests per second and latency percentiles). */
import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Answered requests in the measured run. */
  requests: number;
  /** Server CPU per request in the measured run (cpu-meter.ts), where measured. */
  appCpuMs?: number;
  /** The database server's CPU per request, where measured (PostgreSQL). */
  dbCpuMs?: number;
}

export interface LoadOptions {
  name: string;
  url: string;
  method?: 'GET' | 'PUT' | 'POST' | 'PATCH';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  durationSeconds?: number;
  /** Unmeasured warm-up first (JIT, caches). */
  warmupSeconds?: number;
  /** Called for each request with that request's context; lets a run vary the request. */
  setupRequest?: (
    request: autocannon.Request,
    context: Record<string, unknown>,
  ) => autocannon.Request;
  /** Called with each answer and the same context as its setupRequest. */
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  /** Called after the warm-up, just before the measured run. */
  beforeRun?: () => Promise<void>;
}

type Dynamic = Pick<LoadOptions, 'setupRequest' | 'onResponse'>;

/** autocannon types the context as `object`; our callbacks keep state in it. */
function dynamicRequests(options: Dynamic): autocannon.Request[] | undefined {
  if (!options.setupRequest && !options.onResponse) return undefined;
  const request: Record<string, unknown> = {};
  if (options.setupRequest) request.setupRequest = options.setupRequest;
  if (options.onResponse) request.onResponse = options.onResponse;
  return [request as autocannon.Request];
}

async function run(options: LoadOptions, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections ?? 50,
    duration,
    requests: dynamicRequests(options),
  });
}

export async function measure(options: LoadOptions): Promise<LoadResult> {
  const warmup = options.warmupSeconds ?? 2;
  if (warmup > 0) await run(options, warmup);
  await options.beforeRun?.();
  const result = await run(options, options.durationSeconds ?? 10);
  return {
    name: options.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/** An item each in-flight status write holds: the version it knows, whether it is done. */
export interface StatusTarget {
  version: number;
  done: boolean;
}

/**
 * The bench's item-status load: each request takes a free item (so no two requests race on
 * one), toggles it at the version it knows, and frees it with the new version when answered,
 * as a real client does.
 */
export function statusWrites<T extends StatusTarget>(
  free: T[],
  pathOf: (target: T) => string,
): Required<Pick<LoadOptions, 'setupRequest' | 'onResponse'>> {
  return {
    setupRequest: (request, context) => {
      const target = free.shift();
      if (!target) throw new Error('more requests in flight than items');
      context.target = target;
      return {
        ...request,
        path: pathOf(target),
        body: JSON.stringify({ status: target.done ? 'open' : 'done', version: target.version }),
      };
    },
    onResponse: (status, _body, context) => {
      const target = context.target as T | undefined;
      if (!target) return;
      if (status === 200) {
        target.version += 1;
        target.done = !target.done;
      }
      free.push(target);
    },
  };
}
