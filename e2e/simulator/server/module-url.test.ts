import { describe, expect, it } from 'vitest';
import { decodeSymmetric, SymmetricAlgorithm } from 'atlassian-jwt';
import { queryStringHash, type HostTenant } from '../lib/host-tokens';
import { buildModuleUrl, substituteVariables } from './module-url';

const tenant: HostTenant = {
  clientKey: 'client-1',
  sharedSecret: 'a-shared-secret-of-enough-length-for-hs256',
  baseUrl: 'http://127.0.0.1:3100',
  productType: 'jira',
  appKey: 'app.checklists.jira',
  appBaseUrl: 'http://localhost:3000/jira',
};

describe('context variables in module URLs', () => {
  it('form-encodes query values and leaves unknown variables empty', () => {
    expect(
      substituteVariables('/view?issueKey={issue.key}&title={page.title}&x={unknown}', {
        'issue.key': 'SIM-1',
        'page.title': 'Release & ship it',
      }),
    ).toBe('/view?issueKey=SIM-1&title=Release+%26+ship+it&x=');
  });

  it('percent-encodes path segments', () => {
    expect(substituteVariables('/pages/{page.title}', { 'page.title': 'a b/c' })).toBe(
      '/pages/a%20b%2Fc',
    );
  });
});

describe('a module iframe URL', () => {
  const url = new URL(
    buildModuleUrl({
      tenant,
      product: 'jira',
      moduleKey: 'checklists-issue-content',
      template: '/view?issueKey={issue.key}',
      context: { 'issue.key': 'SIM-1' },
      accountId: '557058:sim-alice',
    }),
  );

  it('carries the standard host parameters', () => {
    expect(url.origin + url.pathname).toBe('http://localhost:3000/jira/view');
    expect(url.searchParams.get('issueKey')).toBe('SIM-1');
    expect(url.searchParams.get('xdm_e')).toBe('http://127.0.0.1:3100');
    expect(url.searchParams.get('cp')).toBe('');
    expect(url.searchParams.get('lic')).toBe('none');
    expect(url.searchParams.get('xdm_c')).toBe(
      'channel-app.checklists.jira__checklists-issue-content',
    );
  });

  it('is signed by a page token bound to exactly this URL and user', () => {
    const claims = decodeSymmetric(
      url.searchParams.get('jwt') ?? '',
      tenant.sharedSecret,
      SymmetricAlgorithm.HS256,
    ) as { qsh: string; sub: string; iss: string };
    const relative = new URL(url);
    relative.searchParams.delete('jwt');
    expect(claims).toMatchObject({ iss: 'client-1', sub: '557058:sim-alice' });
    expect(claims.qsh).toBe(
      queryStringHash('GET', relative.pathname.replace(/^\/jira/, '') + relative.search),
    );
  });
});
