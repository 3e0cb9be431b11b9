/**
 * Credentials an attacker makes up never reach a 500: a token naming a tenant key the
 * database cannot even look up (NUL, broken Unicode, far too long) is refused like any other.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';

const t = useTestApp(['acme', 'jira']);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hs256 = (claims: Record<string, unknown>) =>
  `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.c2lnbmF0dXJl`;

const KEYS = ['a\u0000b', '\ud800', 'k'.repeat(4000), '', '../../etc'];

describe('a forged token naming an impossible tenant', () => {
  it('is 401 on the API, whether it names the tenant as issuer or audience', async () => {
    for (const key of KEYS) {
      const now = Math.floor(Date.now() / 1000);
      for (const claims of [
        { iss: key, qsh: 'context-qsh', sub: 'x', iat: now, exp: now + 60 },
        { iss: 'com.example.checklists', aud: [key], sub: 'x', iat: now, exp: now + 60 },
      ]) {
        const response = await t.http.get('/api/me').set('Authorization', `JWT ${hs256(claims)}`);
        expect(response.status, JSON.stringify(key).slice(0, 40)).toBe(401);
        expect(response.body.error.code).toBe('unauthorized');
      }
    }
  });

  it('is refused on page loads and host callbacks', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = hs256({ iss: 'a\u0000b', qsh: 'x', iat: now, exp: now + 60 });
    const page = await t.http.get(`/jira/view?jwt=${token}`);
    expect(page.status).toBe(401);
    const hook = await t.http
      .post('/jira/webhooks/issue-created')
      .set('Authorization', `JWT ${token}`)
      .send({});
    expect(hook.status).toBe(401);
  });

  it('is refused on lifecycle callbacks, whatever the body names', async () => {
    const tenant = t.tenant('acme', 'jira');
    for (const event of ['installed', 'uninstalled'] as const) {
      for (const clientKey of KEYS) {
        const response = await t.lifecycle('acme', 'jira', event, {
          token: hs256({ iss: clientKey, aud: tenant.appBaseUrl }),
          body: { ...t.lifecyclePayload(tenant, event), clientKey },
        });
        expect([400, 401], `${event} ${JSON.stringify(clientKey).slice(0, 20)}`).toContain(
          response.status,
        );
      }
    }
    expect((await t.as('alice', 'acme', 'jira').get('/me')).status).toBe(200);
  });
});
