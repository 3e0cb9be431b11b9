/**
 * The server's Prometheus metrics (prom-client), one registry per app: served at /metrics
 * behind METRICS_TOKEN (http/metrics-routes.ts). docs/OPERATIONS.md, "Metrics", lists them.
 * Gauges that describe a state (live connections, the database pool, the outbox) are read
 * when scraped, from the sources `watch` names.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricSources {
  liveConnections(): number;
  /** The PostgreSQL pool (undefined on SQLite: one connection, no pool). */
  pool(): { total: number; idle: number; waiting: number } | undefined;
  /** The issue-property outbox: entries, and how long the oldest due one has waited. */
  outbox(): Promise<{ entries: number; lagMs: number }>;
}

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'checklists_' });
  const registers = [registry];
  let sources: MetricSources | undefined;

  const metrics = {
    registry,
    httpDuration: new Histogram({
      name: 'checklists_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status class',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: SECONDS,
      registers,
    }),
    hostRequests: new Histogram({
      name: 'checklists_host_request_duration_seconds',
      help: "Our calls to Jira's and Confluence's REST APIs by host kind, product and outcome (2xx..5xx, error: no answer)",
      labelNames: ['host', 'product', 'outcome'] as const,
      buckets: SECONDS,
      registers,
    }),
    hostRetries: new Counter({
      name: 'checklists_host_retries_total',
      help: 'Host REST writes scheduled again after a failure (the issue-property outbox)',
      labelNames: ['job'] as const,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'checklists_rate_limit_refusals_total',
      help: 'Requests refused with 429 by a rate limit',
      labelNames: ['limit'] as const,
      registers,
    }),
    jobDuration: new Histogram({
      name: 'checklists_job_duration_seconds',
      help: 'Background job steps: one issue property written, one housekeeping run',
      labelNames: ['job'] as const,
      buckets: SECONDS,
      registers,
    }),
    /** Names where the scraped gauges read from (once the app is assembled). */
    watch(from: MetricSources) {
      sources = from;
    },
  };

  new Gauge({
    name: 'checklists_live_connections',
    help: 'Open live-update streams (server-sent events) of this process',
    registers,
    collect() {
      this.set(sources?.liveConnections() ?? 0);
    },
  });
  new Gauge({
    name: 'checklists_db_pool_connections',
    help: 'PostgreSQL pool connections of this process by state (total, idle, waiting clients)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = sources?.pool();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'checklists_outbox_entries',
    help: "Entries in Jira's issue-property outbox (shared by every process)",
    registers,
    async collect() {
      if (sources) this.set((await sources.outbox()).entries);
    },
  });
  new Gauge({
    name: 'checklists_outbox_lag_seconds',
    help: 'How long the oldest due outbox entry has waited (0: none is due)',
    registers,
    async collect() {
      if (sources) this.set((await sources.outbox()).lagMs / 1000);
    },
  });
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;
