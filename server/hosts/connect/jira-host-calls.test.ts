/**
 * Jira's webhooks and workflow post-function triggers: accepted only with a token Jira signed
 * for that very request (method, path and query in `qsh`), from the Jira app's own sites; a
 * refused call changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { signContextToken, signPageToken } from '../../../e2e/simulator/lib/host-tokens';
import { tenantSnapshot } from '../../test/tenant-snapshot';
import { issueJson, jiraCall } from '../../test/jira-host-calls';
import { JIRA_POST_FUNCTION_PATHS, JIRA_WEBHOOK_PATHS } from './jira-event-routes';

const t = useTestApp(['acme', 'jira'], ['acme', 'confluence']);

/** The path under the Jira app's base URL (`/jira`), as Jira signs it. */
const relative = (path: string) => path.replace(/^\/jira/, '');

const bodyFor = (path: string) =>
  path.includes('webhooks')
    ? {
        webhookEvent: path.endsWith('created') ? 'jira:issue_created' : 'jira:issue_deleted',
        issue: issueJson('10900', 'SIM-900'),
      }
    : { configuration: { value: '{}' }, issue: { id: '10900', key: 'SIM-900' } };

describe.each([...JIRA_WEBHOOK_PATHS, ...Object.values(JIRA_POST_FUNCTION_PATHS)])(
  'POST %s',
  (path) => {
    it('is acknowledged when Jira signed this request', async () => {
      await jiraCall(t, path, bodyFor(path)).expect(204);
    });

    it('refuses a body that is not what Jira sends, changing nothing', async () => {
      const response = await jiraCall(t, path, { issue: { id: 'x' } });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('validation_failed');
    });

    it('is refused with a token for another request, expired, forged, a context token, another product or none', async () => {
      const jira = t.tenant('acme', 'jira');
      const before = await tenantSnapshot(t.handle.database.db, [jira.clientKey]);
      for (const token of [
        signPageToken({ tenant: jira, url: relative(path), method: 'GET' }),
        signPageToken({ tenant: jira, url: '/webhooks/other', method: 'POST' }),
        signPageToken({
          tenant: jira,
          url: relative(path),
          method: 'POST',
          expiresInSeconds: -600,
        }),
        signPageToken({
          tenant: { ...jira, sharedSecret: 'not-the-secret-not-the-secret-00' },
          url: relative(path),
          method: 'POST',
        }),
        signContextToken({ tenant: jira, accountId: 'someone' }),
        signPageToken({
          tenant: t.tenant('acme', 'confluence'),
          url: relative(path),
          method: 'POST',
        }),
      ]) {
        const response = await jiraCall(t, path, bodyFor(path), { token });
        expect(response.status).toBe(401);
        expect(response.body.error.code).toBe('unauthorized');
      }
      expect((await t.http.post(path).send(bodyFor(path))).status).toBe(401);
      expect(await tenantSnapshot(t.handle.database.db, [jira.clientKey])).toEqual(before);
    });
  },
);
