/**
 * The app under load, as its clients see it: a site installed over HTTP, checklists made
 * through the API, and the item-status write measured on items no other request holds.
 */
import type { TestHost } from '../../server/test/test-host';
import { contextAuthorization, installOverHttp } from '../../server/test/install-over-http';
import type { ChecklistDto } from '../../shared/checklists';
import { statusWrites, type LoadResult, type StatusTarget } from './load';
import { measureWithCpu, type CpuProbe } from './cpu-meter';

interface ItemTarget extends StatusTarget {
  uid: string;
  itemId: string;
}

export async function api<T>(
  url: string,
  auth: string,
  method: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { Authorization: auth, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** A Jira site with the app installed, and a context token of one of its users. */
export async function benchSite(appUrl: string, host: TestHost, site: string) {
  const tenant = await installOverHttp(appUrl, host, site, 'jira');
  return { tenant, auth: contextAuthorization(tenant) };
}

/**
 * Checklists of 30 items, one item of each to toggle; each request takes a free item, so
 * people work on different checklists and every request knows its item's version (as a real
 * client does). Requests cut off at the end of a run leave their item's version unknown, so
 * every run gets its own items: three per connection (warm-up and run).
 */
async function statusTargets(appUrl: string, auth: string, count: number): Promise<ItemTarget[]> {
  const items = Array.from({ length: 30 }, (_, i) => ({
    kind: 'task',
    text: `Step ${i + 1}`,
    mandatory: i < 10,
  }));
  const targets: ItemTarget[] = [];
  for (let i = 0; i < count; i++) {
    const checklist = await api<ChecklistDto>(`${appUrl}/api/checklists`, auth, 'POST', {
      title: `Bench ${i}`,
      items,
    });
    targets.push({
      uid: checklist.uid,
      itemId: checklist.items[15]?.id ?? '',
      version: checklist.version,
      done: false,
    });
  }
  return targets;
}

/** PATCH an item's status with a Connect token, `connections` requests at a time. */
export async function measureStatusWrites(options: {
  name: string;
  appUrl: string;
  auth: string;
  connections: number;
  durationSeconds: number;
  cpu: { app: CpuProbe; database?: CpuProbe };
}): Promise<LoadResult> {
  const free = await statusTargets(options.appUrl, options.auth, options.connections * 3);
  return measureWithCpu(
    {
      name: options.name,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      url: `${options.appUrl}/api/checklists`,
      method: 'PATCH',
      headers: { Authorization: options.auth, 'Content-Type': 'application/json' },
      ...statusWrites(free, (target) => `/api/checklists/${target.uid}/items/${target.itemId}`),
    },
    options.cpu,
  );
}
