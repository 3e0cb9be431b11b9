/**
 * Our Forge Jira app's product events and post functions (docs/FORGE.md, "Product events"):
 * the same services and audit as Connect's webhooks, idempotent across Forge's retries, and
 * never reaching a Connect tenant's data. Refused tokens: forge-event-tokens.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useForgeTestApp } from '../../test/forge-test-app';
import { tasks } from '../../test/fixtures';
import { tenantSnapshot } from '../../test/tenant-snapshot';
import { issueJson, issueCreated as connectIssueCreated } from '../../test/jira-host-calls';
import { BOB as bob, forgeJiraEvents } from '../../test/forge-jira-events';
import type { ForgeInstallation } from '../../test/forge-invocation-tokens';
import { FORGE_EVENT_PATHS as PATHS } from './event-routes';
import type { ChecklistDto } from '../../../shared/checklists';
import type { AuditLogDto } from '../../../shared/audit';

const f = useForgeTestApp(['acme', 'jira']);
let site: ForgeInstallation;

beforeAll(async () => {
  site = f.api.installation('jira');
  const release = await f
    .as(site, 'alice')
    .post('/templates', { title: 'Release', items: tasks(2) });
  const review = await f.as(site, 'alice').post('/templates', { title: 'Review', items: tasks(1) });
  const templateUids = [release.body.data.uid as string, review.body.data.uid as string];
  const defaults = await f
    .as(site, 'alice')
    .put('/jira/projects/10000/default-templates/10001', { templateUids });
  expect(defaults.status, JSON.stringify(defaults.body)).toBe(200);
});

const { created, deleted, panel, read, snapshot, checklistOn } = forgeJiraEvents(f, () => site);

describe('issue created', () => {
  it("applies the project's defaults once, as Jira for the person, however often Forge retries", async () => {
    await f.event(site, PATHS.issueCreated, created('10500')).expect(204);
    const after = await snapshot();
    await f.event(site, PATHS.issueCreated, created('10500')).expect(204);
    await Promise.all([1, 2].map(() => f.event(site, PATHS.issueCreated, created('10500'))));
    expect(await snapshot()).toEqual(after);

    const { checklists } = await panel('10500');
    expect(checklists.map((c) => c.title)).toEqual(['Release', 'Review']);
    const audit = await f.as(site, 'bob').get(`/audit?placeKind=jira_issue&placeId=10500`);
    const events = (audit.body.data as AuditLogDto).items;
    expect(events.filter((e) => e.action === 'created')).toHaveLength(2);
    expect(events[0]?.actor).toMatchObject({ kind: 'jira', id: bob });
  });

  it('asks Jira, at the apiBaseUrl with the app token, for an issue the event does not describe', async () => {
    const before = f.api.calls.length;
    await f.event(site, PATHS.issueCreated, created('10501', false)).expect(204);
    expect((await panel('10501')).checklists).toHaveLength(2);
    expect(f.api.calls.slice(before)).toContainEqual({
      method: 'GET',
      path: `/ex/jira/${site.cloudId}/rest/api/3/issue/10501`,
      status: 200,
    });
  });

  it('answers 503 when Jira cannot be asked, so that Forge retries, and changes nothing', async () => {
    const before = await snapshot();
    f.api.jira.outage = true;
    try {
      await f.event(site, PATHS.issueCreated, created('10502', false)).expect(503);
    } finally {
      f.api.jira.outage = false;
    }
    expect(await snapshot()).toEqual(before);
    // Forge's retry, once Jira is back, is handled.
    await f.event(site, PATHS.issueCreated, created('10502', false)).expect(204);
    expect((await panel('10502')).checklists).toHaveLength(2);
  });
});

describe('issue deleted', () => {
  it("archives the issue's checklists once", async () => {
    const checklist = await checklistOn('10510', 'Deploy');
    await f.event(site, PATHS.issueDeleted, deleted('10510')).expect(204);
    expect((await read(checklist.uid)).status).toBe('archived');
    const after = await snapshot();
    await f.event(site, PATHS.issueDeleted, deleted('10510')).expect(204);
    expect(await snapshot()).toEqual(after);
  });
});

describe('the post functions', () => {
  const triggered = (id: string, transitionId: string, config: object, extra: object = {}) => ({
    issue: { id, key: `SIM-${Number(id) - 10000}` },
    transition: { from: { id: '1' }, to: { id: transitionId } },
    postFunction: { id: 'rule-1' },
    config: JSON.stringify(config),
    atlassianId: bob,
    ...extra,
  });

  it('"Complete checklists" ticks the items once per delivery, as the workflow', async () => {
    const checklist = await checklistOn('10520', 'Release');
    const body = triggered('10520', '3', { tickMandatory: true });
    await f.event(site, PATHS.completeChecklists, body).expect(204);
    const done = await read(checklist.uid);
    expect(done.status).toBe('completed');

    // Someone reopens an item; Forge retries the same delivery: it is not run again.
    const item = done.items[0];
    await f
      .as(site, 'bob')
      .patch(`/checklists/${checklist.uid}/items/${item?.id}`, {
        status: 'open',
        version: item?.version,
      })
      .expect(200);
    const before = await snapshot();
    await f.event(site, PATHS.completeChecklists, body).expect(204);
    expect(await snapshot()).toEqual(before);

    // Another transition is another delivery.
    await f.event(site, PATHS.completeChecklists, triggered('10520', '4', {})).expect(204);
    expect((await read(checklist.uid)).status).toBe('completed');
    const audit = await f.as(site, 'bob').get(`/checklists/${checklist.uid}/audit`);
    const ticks = (audit.body.data as AuditLogDto).items.filter(
      (e) => e.action === 'status_changed' && e.actor.kind === 'workflow',
    );
    expect(ticks).toHaveLength(3);
  });

  it('"Skip checklists" skips with the transition as the reason (config under `configuration`)', async () => {
    const checklist = await checklistOn('10521', 'Hand-over');
    const body = triggered(
      '10521',
      '6',
      {},
      {
        config: undefined,
        configuration: JSON.stringify({ checklists: 'all' }),
        transition: {
          transitionName: 'Cancel',
          from: { id: '1', name: 'To Do' },
          to: { id: '6', name: 'Cancelled' },
        },
      },
    );
    await f.event(site, PATHS.skipChecklists, body).expect(204);
    expect(await read(checklist.uid)).toMatchObject({
      status: 'skipped',
      skipReason: 'Cancel (To Do → Cancelled)',
    });
  });
});

const installedBody = (installation: ForgeInstallation, cloudId = installation.cloudId) => ({
  id: 'event-1',
  installerAccountId: bob,
  app: { id: installation.appId, version: '1.0.0' },
  environment: { id: 'env-1' },
  context: `ari:cloud:${installation.product}::site/${cloudId}`,
});

describe('app installed', () => {
  it('records the installation once; the event must name its app and site', async () => {
    for (const product of ['jira', 'confluence'] as const) {
      const fresh = f.api.installation(product);
      const path = product === 'jira' ? PATHS.jiraInstalled : PATHS.confluenceInstalled;
      await f.event(fresh, path, installedBody(fresh)).expect(204);
      const keys = [fresh.tenantKey];
      const after = await tenantSnapshot(f.t.handle.database.db, keys);
      expect(after.tenants?.rows).toBe(1);
      await f.event(fresh, path, installedBody(fresh)).expect(204);
      expect(await tenantSnapshot(f.t.handle.database.db, keys)).toEqual(after);
    }
    const other = f.api.installation('jira');
    const mismatch = await f
      .event(other, PATHS.jiraInstalled, installedBody(other, 'another-site'))
      .set('Accept-Language', 'de');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.message).toBe(
      'Dieses Ereignis passt nicht zu der App-Installation, die es gesendet hat.',
    );
  });

  it("learns the site's URL from the first call of a person (an event's token names none)", async () => {
    const fresh = f.api.installation('confluence');
    await f.event(fresh, PATHS.confluenceInstalled, installedBody(fresh)).expect(204);
    const siteUrl = async () =>
      (
        await f.t.handle.database.db
          .selectFrom('tenants')
          .select('display_url')
          .where('client_key', '=', fresh.tenantKey)
          .executeTakeFirstOrThrow()
      ).display_url;
    expect(await siteUrl()).toBeNull();
    const found = await f.as(fresh, 'bob').get('/users/search?query=alice').expect(200);
    expect(await siteUrl()).toBe('https://acme.atlassian.net');
    expect(found.body.data[0].avatarUrl).toBe(
      'https://acme.atlassian.net/wiki/aa-avatar/alice.png',
    );
  });
});

describe('tenants under events', () => {
  it('a Forge event never touches a Connect tenant’s checklists, nor the reverse', async () => {
    const connect = await f.t
      .as('bob', 'acme', 'jira')
      .post('/checklists', {
        title: 'Connect',
        items: tasks(1),
        place: { kind: 'jira_issue', id: '10550', key: 'SIM-550' },
      })
      .expect(201);
    await f.event(site, PATHS.issueDeleted, deleted('10550')).expect(204);
    const connectUid = (connect.body.data as ChecklistDto).uid;
    const still = await f.t.as('bob', 'acme', 'jira').get(`/checklists/${connectUid}`).expect(200);
    expect((still.body.data as ChecklistDto).status).toBe('not_started');
    await f.as(site, 'bob').get(`/checklists/${connectUid}`).expect(404);

    // Connect's webhook for an issue of the same id gives the Forge site nothing.
    await connectIssueCreated(f.t, issueJson('10551', 'SIM-551')).expect(204);
    expect((await panel('10551')).checklists).toEqual([]);
  });
});
