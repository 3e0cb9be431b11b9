import { createHash } from 'node:crypto';
import {
  AsymmetricAlgorithm,
  decodeAsymmetric,
  decodeSymmetric,
  encodeSymmetric,
  SymmetricAlgorithm,
} from 'atlassian-jwt';
import { describe, expect, it } from 'vitest';
import { createSigningKey } from './signing-key';
import {
  queryStringHash,
  relativeTo,
  signContextToken,
  signLifecycleToken,
  signPageToken,
  verifyAppToken,
  type HostTenant,
} from './host-tokens';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const tenant: HostTenant = {
  clientKey: 'client-1',
  sharedSecret: 'a-shared-secret-of-enough-length-for-hs256',
  baseUrl: 'http://127.0.0.1:3100/wiki',
  productType: 'confluence',
  appKey: 'app.checklists',
  appBaseUrl: 'http://localhost:3000',
};

describe('qsh (Atlassian canonical request)', () => {
  it('hashes METHOD&path&sorted query, without jwt', () => {
    expect(queryStringHash('get', '/macro/view?b=2&a=1&jwt=abc')).toBe(
      sha256('GET&/macro/view&a=1&b=2'),
    );
  });

  it('encodes query values as RFC 3986 and joins repeated names with commas', () => {
    expect(queryStringHash('GET', '/x?q=a%20b&tag=z&tag=y')).toBe(sha256('GET&/x&q=a%20b&tag=y,z'));
  });

  it('hashes an empty path as /', () => {
    expect(queryStringHash('POST', '')).toBe(sha256('POST&/&'));
  });

  it('takes paths relative to a base URL with a context path', () => {
    expect(relativeTo(tenant.baseUrl, 'http://127.0.0.1:3100/wiki/rest/api/user?x=1')).toBe(
      '/rest/api/user?x=1',
    );
    expect(relativeTo('http://localhost:3000/jira', 'http://localhost:3000/jira/view?a=b')).toBe(
      '/view?a=b',
    );
  });
});

describe('tokens the host signs', () => {
  it('signs lifecycle calls with RS256, its kid and the app as audience', () => {
    const key = createSigningKey('kid-1');
    const token = signLifecycleToken({ tenant, key, path: '/installed' });
    const [header] = token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toMatchObject({
      alg: 'RS256',
      kid: 'kid-1',
    });
    const claims = decodeAsymmetric(token, key.publicKeyPem, AsymmetricAlgorithm.RS256);
    expect(claims).toMatchObject({
      iss: 'client-1',
      aud: ['http://localhost:3000'],
      qsh: queryStringHash('POST', '/installed'),
    });
  });

  it('binds a page token to its URL and a context token to context-qsh', () => {
    const page = decodeSymmetric(
      signPageToken({ tenant, url: 'http://localhost:3000/macro/view?pageId=1', accountId: 'u1' }),
      tenant.sharedSecret,
      SymmetricAlgorithm.HS256,
    );
    expect(page).toMatchObject({
      iss: 'client-1',
      sub: 'u1',
      qsh: sha256('GET&/macro/view&pageId=1'),
    });
    const context = decodeSymmetric(
      signContextToken({ tenant, accountId: 'u1' }),
      tenant.sharedSecret,
      SymmetricAlgorithm.HS256,
    );
    expect(context).toMatchObject({ qsh: 'context-qsh', sub: 'u1' });
  });
});

describe('checking the JWT an app sends to the host REST API', () => {
  const url = 'http://127.0.0.1:3100/wiki/rest/api/user?accountId=1';
  const appToken = (
    overrides: Partial<{ iss: string; exp: number; qsh: string; secret: string }>,
  ) => {
    const now = Math.floor(Date.now() / 1000);
    return `JWT ${encode(
      {
        iss: overrides.iss ?? tenant.appKey,
        iat: now,
        exp: overrides.exp ?? now + 60,
        qsh: overrides.qsh ?? queryStringHash('GET', '/rest/api/user?accountId=1'),
      },
      overrides.secret ?? tenant.sharedSecret,
    )}`;
  };

  it('accepts a token signed like ACE signs it', () => {
    expect(verifyAppToken(appToken({}), tenant, 'GET', url)).toEqual({ ok: true });
  });

  it.each([
    ['missing', undefined],
    ['signature', appToken({ secret: 'another-secret-of-enough-length-xxxxxx' })],
    ['issuer', appToken({ iss: 'someone.else' })],
    ['expired', appToken({ exp: Math.floor(Date.now() / 1000) - 5 })],
    ['qsh', appToken({ qsh: queryStringHash('GET', '/rest/api/user?accountId=2') })],
  ])('refuses a token that is %s', (reason, header) => {
    expect(verifyAppToken(header, tenant, 'GET', url)).toEqual({ ok: false, reason });
  });
});

function encode(claims: Record<string, unknown>, secret: string): string {
  return encodeSymmetric(claims, secret, SymmetricAlgorithm.HS256);
}
