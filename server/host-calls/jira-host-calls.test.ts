/**
 * Jira's webhooks and workflow post-function triggers: accepted only with a token Jira signed
 * for that very request (method, path and query in `qsh`), from the Jira app's own sites.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { signContextToken, signPageToken } from '../../e2e/simulator/lib/host-tokens';
import { JIRA_WEBHOOK_PATHS } from './jira-webhook-routes';
import { JIRA_POST_FUNCTION_PATHS } from './jira-workflow-routes';

const t = useTestApp(['acme', 'jira'], ['acme', 'confluence']);

/** The path under the Jira app's base URL (`/jira`), as Jira signs it. */
const relative = (path: string) => path.replace(/^\/jira/, '');

describe.each([...JIRA_WEBHOOK_PATHS, ...JIRA_POST_FUNCTION_PATHS])('POST %s', (path) => {
  it('is acknowledged when Jira signed this request', async () => {
    const token = signPageToken({
      tenant: t.tenant('acme', 'jira'),
      url: relative(path),
      method: 'POST',
    });
    await t.http.post(path).set('Authorization', `JWT ${token}`).send({}).expect(204);
  });

  it('is refused with a token for another request, a context token, another product or none', async () => {
    const jira = t.tenant('acme', 'jira');
    for (const token of [
      signPageToken({ tenant: jira, url: relative(path), method: 'GET' }),
      signPageToken({ tenant: jira, url: '/webhooks/other', method: 'POST' }),
      signContextToken({ tenant: jira, accountId: 'someone' }),
      signPageToken({
        tenant: t.tenant('acme', 'confluence'),
        url: relative(path),
        method: 'POST',
      }),
    ]) {
      const response = await t.http.post(path).set('Authorization', `JWT ${token}`).send({});
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('unauthorized');
    }
    expect((await t.http.post(path).send({})).status).toBe(401);
  });
});
