/**
 * Keeps Jira's issue property `checklists` (and the glance's lozenge) in step with the issue's
 * checklists. A change marks the issue in an outbox inside its own transaction
 * (`jira_issue_sync`); after the commit this worker writes the property as the app. A user's
 * write never waits for Jira: when Jira is down the entry is retried with backoff (1 s, 2 s,
 * 4 s … 5 min) until it goes through. Several server processes share the outbox: an entry is
 * taken with a lease (on PostgreSQL with SKIP LOCKED, so each entry goes to one process), and
 * a change made meanwhile leaves it due again (its generation moved).
 */
import type { Repositories } from '../../db/unit-of-work';
import type { SyncRow } from '../../db/repositories/jira-repository';
import type { TenantsRepository } from '../../db/repositories/tenants-repository';
import type { Logger } from '../../logger';
import type { PlaceChanges } from '../places/place-changes';
import type { JiraSite } from '../../products/jira-site';
import { ISSUE_PROPERTY_KEY, glancePropertyKey } from '../../../shared/jira';
import { glanceStatus, issueProperty } from './issue-property';
import { newRequestId, withRequestId } from '../../lib/request-scope';

export const SYNC_BATCH = 20;
export const SYNC_LEASE_MS = 60_000;
export const SYNC_POLL_MS = 2_000;
export const SYNC_BACKOFF_MAX_MS = 5 * 60_000;
/** About a day of retries at the longest backoff; then the entry is dropped and logged. */
export const SYNC_ATTEMPTS_MAX = 300;

export const syncBackoffMs = (attempts: number) =>
  Math.min(SYNC_BACKOFF_MAX_MS, 1000 * 2 ** Math.min(attempts, 20));

export interface IssueSyncDeps {
  repos: Repositories;
  tenants: TenantsRepository;
  jira: JiraSite;
  logger: Logger;
  /** The Jira app's key: the glance's property names carry it. */
  appKey: string;
  now?: () => number;
  /** Each synced entry's duration in ms (metrics). */
  onSynced?: (ms: number) => void;
  /** An entry that failed and waits for another try (metrics). */
  onRetry?: () => void;
}

export interface IssueSync extends PlaceChanges {
  /** Looks for due entries now (after a commit that marked one). */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
  /** Runs until nothing is due now (tests, shutdown). */
  flush(): Promise<void>;
}

export function createIssueSync(deps: IssueSyncDeps): IssueSync {
  const now = deps.now ?? Date.now;
  const iso = (ms: number) => new Date(ms).toISOString();
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  /** Syncs one claimed entry (leased to this process until `claimed.dueAt`). */
  const syncOne = async (row: SyncRow): Promise<void> => {
    const claimed = row;
    const tenant = await deps.tenants.find(row.tenantKey);
    if (!tenant || tenant.state === 'uninstalled' || tenant.productType !== 'jira') {
      await deps.repos.jira.finishSync(claimed);
      return;
    }
    try {
      if (tenant.state === 'disabled') throw new Error('the app is disabled on this site');
      const property = await issueProperty(deps.repos, row.tenantKey, row.issueId);
      const glance = glancePropertyKey(deps.appKey, 'status');
      if (property) {
        // A deleted issue takes no property: nothing left to do.
        const written = await deps.jira.putIssueProperty(
          tenant,
          row.issueId,
          ISSUE_PROPERTY_KEY,
          property,
        );
        if (written === 'written') {
          await deps.jira.putIssueProperty(tenant, row.issueId, glance, glanceStatus(property));
        }
      } else {
        await deps.jira.deleteIssueProperty(tenant, row.issueId, ISSUE_PROPERTY_KEY);
        await deps.jira.deleteIssueProperty(tenant, row.issueId, glance);
      }
      await deps.repos.jira.finishSync(claimed);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (row.attempts + 1 >= SYNC_ATTEMPTS_MAX) {
        deps.logger.error(
          { tenant: row.tenantKey, issueId: row.issueId, err: message },
          'giving up on the issue property after a day of retries',
        );
        await deps.repos.jira.finishSync(claimed);
        return;
      }
      const delay = syncBackoffMs(row.attempts);
      deps.logger.warn(
        {
          tenant: row.tenantKey,
          issueId: row.issueId,
          attempt: row.attempts + 1,
          retryInMs: delay,
          err: message,
        },
        'could not write the issue property; retrying',
      );
      await deps.repos.jira.retrySync(claimed, iso(now() + delay), message);
      deps.onRetry?.();
    }
  };

  /**
   * Up to a batch of due entries, each claimed (one process per entry: SKIP LOCKED on
   * PostgreSQL) and synced in turn; true when it did a full batch (more may wait). A stop
   * lets the entry being synced finish and takes no other.
   */
  const pass = async (): Promise<boolean> => {
    for (let done = 0; done < SYNC_BATCH; done++) {
      if (stopped) return false;
      const claimed = await deps.repos.jira.claimNextSync(iso(now()), iso(now() + SYNC_LEASE_MS));
      if (!claimed) return false;
      const started = now();
      // The step's log lines and its calls to Jira carry an id of their own.
      await withRequestId(newRequestId('job-'), () => syncOne(claimed));
      deps.onSynced?.(now() - started);
    }
    return true;
  };

  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while (await pass()) {
            /* a full batch: look again */
          }
        } while (again);
      } catch (error) {
        deps.logger.error({ err: error }, 'issue property sync failed');
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  return {
    async changed(uow, row, _at) {
      if (row.place_kind !== 'jira_issue' || !row.place_id) return;
      await uow.repos.jira.markSync(row.tenant_key, row.place_id, _at);
      uow.afterCommit(() => void run());
    },
    kick: () => void run(),
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => void run(), SYNC_POLL_MS);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
    async flush() {
      await run();
      while (running) await running;
    },
  };
}
