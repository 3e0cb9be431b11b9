/**
 * Forge event routes refuse what is not one of our installations' events (docs/SECURITY.md,
 * "Forge invocation tokens"): no token, unsigned, another key, expired, another app, another
 * installation or site, the other product's app, an uninstalled installation: 401 and nothing
 * changes; a body that is not the event: 400 in the caller's language.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useForgeTestApp } from '../../test/forge-test-app';
import { tenantSnapshot } from '../../test/tenant-snapshot';
import { unsignedToken } from '../../test/forge-token';
import { forgeJiraEvents } from '../../test/forge-jira-events';
import {
  forgeClaims,
  forgeSigner,
  OTHER_FORGE_APP_ID,
  signForgeToken,
  type ForgeInstallation,
} from '../../test/forge-invocation-tokens';
import { FORGE_EVENT_PATHS as PATHS } from './event-routes';

const f = useForgeTestApp();
let site: ForgeInstallation;
beforeAll(async () => {
  site = f.api.installation('jira');
  await f.as(site, 'bob').get('/me').expect(200);
});
const { created, deleted, read, snapshot, checklistOn } = forgeJiraEvents(f, () => site);

describe('refused events', () => {
  const stranger = forgeSigner();
  const now = () => Math.floor(Date.now() / 1000);
  const eventClaims = (overrides: Record<string, unknown> = {}, installation = site) => {
    const { context: _context, principal: _principal, ...claims } = forgeClaims(installation, null);
    return { ...claims, ...overrides };
  };
  const cases: [string, () => string | undefined][] = [
    ['without a token', () => undefined],
    ['unsigned', () => unsignedToken(eventClaims())],
    ['signed by another key', () => signForgeToken(stranger, eventClaims(), { kid: f.signer.kid })],
    ['expired', () => signForgeToken(f.signer, eventClaims({ exp: now() - 3600 }))],
    ['for another app', () => signForgeToken(f.signer, eventClaims({ aud: OTHER_FORGE_APP_ID }))],
    [
      "for the installation, but another site's",
      () => signForgeToken(f.signer, eventClaims({}, { ...site, cloudId: 'another-site' })),
    ],
    [
      'of the Confluence app',
      () => signForgeToken(f.signer, eventClaims({}, { ...site, product: 'confluence' })),
    ],
  ];

  it.each(cases)('%s: 401, and nothing changes', async (_name, token) => {
    const checklist = await checklistOn('10530', 'Still here');
    const before = await snapshot();
    const sent = token();
    for (const [path, body] of [
      [PATHS.issueCreated, created('10531')],
      [PATHS.issueDeleted, deleted('10530')],
      [PATHS.completeChecklists, { issue: { id: '10530', key: 'SIM-530' } }],
      [
        PATHS.jiraInstalled,
        { app: { id: site.appId }, context: `ari:cloud:jira::site/${site.cloudId}` },
      ],
    ] as const) {
      const request = f.t.http.post(path).set('x-forge-oauth-system', f.api.systemToken(site));
      const response = await (sent ? request.set('Authorization', `Bearer ${sent}`) : request).send(
        body,
      );
      expect(response.status, path).toBe(401);
      expect(response.body.error.code).toBe('unauthorized');
    }
    expect(await snapshot()).toEqual(before);
    expect((await read(checklist.uid)).status).toBe('not_started');
  });

  it('of an uninstalled installation: 401, and nothing changes', async () => {
    const gone = f.api.installation('jira');
    await f
      .event(gone, PATHS.jiraInstalled, {
        app: { id: gone.appId },
        context: `ari:cloud:jira::site/${gone.cloudId}`,
      })
      .expect(204);
    expect(await f.t.handle.lifecycle.changeState(gone.tenantKey, 'uninstalled')).toBe(true);
    const keys = [gone.tenantKey];
    const before = await tenantSnapshot(f.t.handle.database.db, keys);
    await f.event(gone, PATHS.issueCreated, created('10540')).expect(401);
    expect(await tenantSnapshot(f.t.handle.database.db, keys)).toEqual(before);
  });

  it('with a body that is not the event: 400 in the caller’s language, nothing changed', async () => {
    const before = await snapshot();
    const response = await f
      .event(site, PATHS.issueCreated, { eventType: 'avi:jira:deleted:issue', issue: { id: 'x' } })
      .set('Accept-Language', 'de');
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.message).toMatch(/^Einige Werte sind ungültig/);
    expect(await snapshot()).toEqual(before);
  });
});

describe('bad input on every event route', () => {
  const huge = 'x'.repeat(300_000);
  const bodies: [string, object][] = [
    ['an empty body', {}],
    ['an array', [1, 2]],
    ['wrong types', { eventType: 7, issue: { id: ['10001'], key: {} }, transition: 'x' }],
    ['an id that is not an id', { eventType: 'avi:jira:created:issue', issue: { id: '../../x' } }],
    ['NUL in the key', { eventType: 'avi:jira:created:issue', issue: { id: '1', key: 'A\u0000' } }],
    ['a huge value', { eventType: 'avi:jira:created:issue', issue: { id: huge, key: huge } }],
    ['another site as context', { app: { id: 'x' }, context: 'ari:cloud:jira::site/other' }],
  ];
  for (const path of Object.values(PATHS)) {
    it(`${path}: 4xx, never 500, and nothing changes`, async () => {
      const installation = path.startsWith('/forge/confluence')
        ? f.api.installation('confluence')
        : site;
      const before = await snapshot();
      for (const [what, body] of bodies) {
        const response = await f.event(installation, path, body);
        expect(response.status, what).toBeGreaterThanOrEqual(400);
        expect(response.status, what).toBeLessThan(500);
        expect(response.body.error?.code, what).toBeTruthy();
      }
      expect(await snapshot()).toEqual(before);
    });
  }
});
