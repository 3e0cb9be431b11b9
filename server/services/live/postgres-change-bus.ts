/**
 * Live updates across server processes on one PostgreSQL: every process LISTENs on one
 * connection, and a committed change is sent with NOTIFY on that same connection.
 *
 * Not inside the writing transaction: PostgreSQL serialises the commits of all transactions
 * that NOTIFY in a database (a lock held until the commit is flushed to disk), so every write
 * of every process would take turns for the disk, about 2 ms each here (docs/PERFORMANCE.md).
 * Instead a change is sent after its commit, batched with the others pending, in a
 * transaction of its own that does not wait for the disk (`synchronous_commit = off`: a
 * notification is a hint, not data). A view therefore hears of a change only once it is
 * committed; a notification lost with a connection costs a view its live update until it
 * reconnects (its `ready` event carries the current version).
 */
import pg from 'pg';
import type { Logger } from '../../logger';
import { TENANT_CHANGES_CHANNEL } from '../../db/repositories/tenants-repository';
import type { ChangeBus, ChecklistChange } from './change-types';
import { LocalFanOut } from './local-fan-out';

const CHANNEL = 'checklist_changes';
/** Notifications sent in one statement; more wait for the next. */
const BATCH_MAX = 500;
/** Held while the connection is down; the oldest go first beyond this. */
const PENDING_MAX = 10_000;
const RECONNECT_DELAY_MS = 1_000;
const NOTIFY_BATCH = `select pg_notify($1, payload) from unnest($2::text[]) with ordinality as n(payload, i) order by i`;

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
  const pending: string[] = [];
  let sending: Promise<void> | undefined;

  const flush = (): Promise<void> => {
    sending ??= sendPending().finally(() => {
      sending = undefined;
    });
    return sending;
  };

  /** Sends what is pending while connected; the rest waits for the reconnect. */
  const sendPending = async (): Promise<void> => {
    while (client && pending.length > 0) {
      const batch = pending.splice(0, BATCH_MAX);
      try {
        await client.query(NOTIFY_BATCH, [CHANNEL, batch]);
      } catch (error) {
        // Refused, or in flight when the connection broke: not sent again (see above).
        logger.warn({ err: error, lost: batch.length }, 'could not send live-update notifications');
      }
    }
  };

  const send = (change: ChecklistChange) => {
    if (pending.length >= PENDING_MAX) pending.shift();
    pending.push(JSON.stringify(change));
    void flush();
  };

  const reconnectLater = () => {
    if (closed) return;
    setTimeout(() => {
      connect().catch((error: unknown) => {
        logger.warn({ err: error }, 'live-update connection failed; trying again');
        reconnectLater();
      });
    }, RECONNECT_DELAY_MS).unref();
  };

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
    let connected = false;
    next.on('error', (error) => {
      if (!connected) return; // connect() rejects instead
      logger.warn({ err: error }, 'live-update connection lost; reconnecting');
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      reconnectLater();
    });
    try {
      await next.connect();
      // Only notifications are committed on this connection (see above).
      await next.query('set synchronous_commit = off');
      await next.query(`LISTEN ${CHANNEL}`);
      await next.query(`LISTEN ${TENANT_CHANGES_CHANNEL}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    connected = true;
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    onTenantChanged(undefined);
    void flush();
  };
  await connect();

  return {
    async publish(uow, change) {
      uow.afterCommit(() => send(change));
    },
    subscribe: (tenantKey, uid, listener) => fanOut.subscribe(tenantKey, uid, listener),
    async close() {
      closed = true;
      // Changes committed before the stop still reach the other processes.
      await flush();
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
