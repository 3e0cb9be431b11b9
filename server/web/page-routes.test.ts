import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { signPageToken, type HostTenant } from '../../e2e/simulator/lib/host-tokens';
import { unsignedToken } from '../test/forge-token';
import { BOOT_ELEMENT_ID, type BootData } from '../../shared/routes';

const t = useTestApp(['acme', 'jira'], ['acme', 'confluence']);

function bootOf(html: string): BootData {
  const match = new RegExp(`id="${BOOT_ELEMENT_ID}">(.*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error('no boot data in page');
  return JSON.parse(match[1]) as BootData;
}

/** Replaces the signed URL's jwt with another token. */
const withToken = (signedPath: string, token: string) => {
  const url = new URL(signedPath, 'http://x');
  url.searchParams.set('jwt', token);
  return url.pathname + url.search;
};

describe('page loads inside Jira and Confluence', () => {
  it('serve the shell with a session token the API accepts (Jira issue panel)', async () => {
    const response = await t.http.get(
      t.signedPage('acme', 'jira', '/view?issueKey=SIM-1&issueId=10001'),
    );
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const boot = bootOf(response.text);
    expect(boot.product).toBe('jira');
    expect(boot.sessionToken).toBeTruthy();

    const api = await t.http.get('/api/me').set('Authorization', `JWT ${boot.sessionToken}`);
    expect(api.status).toBe(200);
    expect(api.body.data).toMatchObject({
      productType: 'jira',
      isAdmin: true,
      user: { displayName: 'Alice Admin' },
    });
  });

  it('serve the Confluence macro view', async () => {
    const response = await t.http.get(
      t.signedPage('acme', 'confluence', '/macro/view?pageId=10001&macroId=m1', 'bob'),
    );
    expect(response.status).toBe(200);
    expect(bootOf(response.text).product).toBe('confluence');
  });

  it('let Jira and Confluence frame host pages, and nobody frame the portal', async () => {
    const framed = await t.http.get(t.signedPage('acme', 'confluence', '/macro/view'));
    const csp = framed.headers['content-security-policy'] as string;
    expect(csp).toMatch(
      /frame-ancestors http:\/\/127\.0\.0\.1:\* https:\/\/127\.0\.0\.1:\* http:\/\/localhost:\*/,
    );
    expect(framed.headers['x-frame-options']).toBeUndefined();

    const portal = await t.http.get('/web/checklist-overview/templates');
    expect(portal.status).toBe(200);
    expect(portal.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(portal.headers['x-frame-options']).toBe('DENY');
    expect(bootOf(portal.text).sessionToken).toBeNull();
  });

  it('accept our own session token in place of a page token (an iframe reload)', async () => {
    const first = await t.http.get(t.signedPage('acme', 'jira', '/view?issueKey=SIM-1'));
    const session = bootOf(first.text).sessionToken ?? '';
    const reload = await t.http.get(`/jira/view?issueKey=SIM-1&jwt=${session}`);
    expect(reload.status).toBe(200);
  });

  describe('refuse with 401, without the shell', () => {
    const refused = async (path: string) => {
      const response = await t.http.get(path).set('Accept-Language', 'de-DE');
      expect(response.status).toBe(401);
      expect(response.text).not.toContain(BOOT_ELEMENT_ID);
      expect(response.text).toContain('Checklists konnte diese Seite nicht prüfen');
    };
    const tenant = (): HostTenant => t.tenant('acme', 'jira');
    const signed = () => t.signedPage('acme', 'jira', '/view?issueKey=SIM-1');

    it('a token signed with another secret', () =>
      refused(
        withToken(
          signed(),
          signPageToken({
            tenant: { ...tenant(), sharedSecret: 'not-the-secret-0123456789' },
            url: '/view?issueKey=SIM-1',
          }),
        ),
      ));

    it('an expired token', () =>
      refused(
        withToken(
          signed(),
          signPageToken({ tenant: tenant(), url: '/view?issueKey=SIM-1', expiresInSeconds: -5 }),
        ),
      ));

    it('an unsigned token (alg: none)', () =>
      refused(
        withToken(
          signed(),
          unsignedToken({
            iss: tenant().clientKey,
            sub: 'x',
            exp: Math.floor(Date.now() / 1000) + 60,
            qsh: 'context-qsh',
          }),
        ),
      ));

    it('a token bound to another URL (wrong qsh)', () => {
      const url = new URL(signed(), 'http://x');
      url.searchParams.set('issueKey', 'SIM-2');
      return refused(url.pathname + url.search);
    });

    it('a token from an unknown site', () =>
      refused(
        withToken(
          signed(),
          signPageToken({
            tenant: { ...tenant(), clientKey: 'unknown-site' },
            url: '/view?issueKey=SIM-1',
          }),
        ),
      ));

    it('a Jira page token used on a Confluence app route', () => {
      const token =
        new URL(t.signedPage('acme', 'jira', '/macro/view'), 'http://x').searchParams.get('jwt') ??
        '';
      return refused(`/macro/view?jwt=${token}`);
    });

    it('garbage', () => refused('/jira/view?jwt=not.a.token'));
  });
});

describe('routes outside the route table', () => {
  it('answer 404', async () => {
    expect((await t.http.get('/wp-admin')).status).toBe(404);
    const api = await t.http
      .get('/api/nothing-here')
      .set('Authorization', t.contextAuth('acme', 'jira', 'bob'));
    expect(api.status).toBe(404);
    expect(api.body.error.code).toBe('not_found');
  });
});
