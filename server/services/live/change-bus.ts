/**
 * Tells open checklist views that a checklist changed. In one process an EventEmitter is
 * enough; with PostgreSQL, changes go through NOTIFY inside the writing transaction (so they
 * are delivered exactly when it commits) and every process LISTENs, so a view open on one
 * server sees writes made on another.
 */
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { sql } from 'kysely';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Logger } from '../../logger';
import { TENANT_CHANGES_CHANNEL } from '../../db/repositories/tenants-repository';

export interface ChecklistChange {
  tenantKey: string;
  checklistUid: string;
  version: number;
  deleted?: boolean;
}

export type ChangeListener = (change: ChecklistChange) => void;

export interface ChangeBus {
  /** Publishes when `uow` commits. */
  publish(uow: UnitOfWork, change: ChecklistChange): Promise<void>;
  subscribe(tenantKey: string, checklistUid: string, listener: ChangeListener): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'checklist_changes';
const topic = (tenantKey: string, checklistUid: string) => `${tenantKey}\u0000${checklistUid}`;

class LocalFanOut {
  private readonly emitter = new EventEmitter();
  constructor() {
    // One listener per open view; there is no meaningful upper bound to warn about.
    this.emitter.setMaxListeners(0);
  }
  emit(change: ChecklistChange) {
    this.emitter.emit(topic(change.tenantKey, change.checklistUid), change);
  }
  subscribe(tenantKey: string, checklistUid: string, listener: ChangeListener) {
    const name = topic(tenantKey, checklistUid);
    this.emitter.on(name, listener);
    return () => {
      this.emitter.off(name, listener);
    };
  }
}

export function createLocalChangeBus(): ChangeBus {
  const fanOut = new LocalFanOut();
  return {
    async publish(uow, change) {
      uow.afterCommit(() => fanOut.emit(change));
    },
    subscribe: (tenantKey, uid, listener) => fanOut.subscribe(tenantKey, uid, listener),
    close: async () => undefined,
  };
}

/**
 * The same connection also LISTENs for tenant changes made by any process (tenant cache,
 * tenants-repository.ts): `onTenantChanged(clientKey)`, or `onTenantChanged(undefined)` after
 * a reconnect, when notifications may have been missed.
 */
export async function createPostgresChangeBus(
  url: string,
  logger: Logger,
  onTenantChanged: (clientKey: string | undefined) => void = () => undefined,
): Promise<ChangeBus> {
  const fanOut = new LocalFanOut();
  let client: pg.Client | undefined;
  let closed = false;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === TENANT_CHANGES_CHANNEL) {
        onTenantChanged(message.payload || undefined);
        return;
      }
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        fanOut.emit(JSON.parse(message.payload) as ChecklistChange);
      } catch (error) {
        logger.warn({ err: error }, 'ignoring a malformed change notification');
      }
    });
    next.on('error', (error) => {
      logger.warn({ err: error }, 'live-update connection lost; reconnecting');
      client = undefined;
      void next.end().catch(() => undefined);
      if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    await next.query(`LISTEN ${TENANT_CHANGES_CHANNEL}`);
    client = next;
    onTenantChanged(undefined);
  };
  await connect();

  return {
    async publish(uow, change) {
      await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(change)})`.execute(uow.executor);
    },
    subscribe: (tenantKey, uid, listener) => fanOut.subscribe(tenantKey, uid, listener),
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}
