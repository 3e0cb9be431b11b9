/**
 * Atlassian's authorization server for Connect's user impersonation, as the simulator and the
 * HTTP tests' stand-in play it: the JWT Bearer grant with the assertion Atlassian documents,
 * refused without the ACT_AS_USER scope, for scopes the descriptor lacks, and for an assertion
 * that is not the installation's.
 */
import { describe, expect, it } from 'vitest';
import { encodeSymmetric, SymmetricAlgorithm } from 'atlassian-jwt';
import {
  ImpersonationServer,
  JWT_BEARER_GRANT,
  type ImpersonationClient,
} from './user-impersonation';

const AUTH = 'http://127.0.0.1:3100';
const client: ImpersonationClient = {
  clientKey: 'client-1',
  sharedSecret: 'a-shared-secret-of-enough-length-for-hs256',
  baseUrl: 'http://127.0.0.1:3100/wiki',
  oauthClientId: 'oauth-client-1',
  scopes: ['READ', 'ACT_AS_USER'],
};
const readOnly: ImpersonationClient = {
  ...client,
  clientKey: 'client-2',
  oauthClientId: 'oauth-client-2',
  scopes: ['READ'],
};
let now = Date.parse('2026-11-29T10:00:00Z');
const server = new ImpersonationServer(
  () => [client, readOnly],
  () => now,
);

const assertion = (claims: Record<string, unknown> = {}, secret = client.sharedSecret) => {
  const iat = Math.floor(now / 1000);
  return encodeSymmetric(
    {
      iss: `urn:atlassian:connect:clientid:${client.oauthClientId}`,
      sub: 'urn:atlassian:connect:useraccountid:557058:sim-bob',
      tnt: client.baseUrl,
      aud: AUTH,
      iat,
      exp: iat + 60,
      ...claims,
    },
    secret,
    SymmetricAlgorithm.HS256,
  );
};
const grant = (form: Record<string, unknown>) => server.token(form, AUTH);

describe('the JWT Bearer grant', () => {
  it('answers a Bearer token for the person, which then names them until it expires', () => {
    const answer = grant({
      grant_type: JWT_BEARER_GRANT,
      assertion: assertion(),
      scope: 'READ ACT_AS_USER',
    });
    expect(answer).toMatchObject({ status: 200 });
    if (answer.status !== 200) return;
    expect(answer.body).toMatchObject({ expires_in: 900, token_type: 'Bearer' });
    expect(server.grantOf(`Bearer ${answer.body.access_token}`)).toMatchObject({
      clientKey: 'client-1',
      accountId: '557058:sim-bob',
      scopes: ['READ', 'ACT_AS_USER'],
    });
    now += 901_000;
    expect(server.grantOf(`Bearer ${answer.body.access_token}`)).toBeUndefined();
  });

  it("is refused to an app whose descriptor lacks ACT_AS_USER, and for scopes beyond its descriptor's", () => {
    const iat = Math.floor(now / 1000);
    const theirs = encodeSymmetric(
      {
        iss: `urn:atlassian:connect:clientid:${readOnly.oauthClientId}`,
        sub: 'urn:atlassian:connect:useraccountid:557058:sim-bob',
        tnt: readOnly.baseUrl,
        aud: AUTH,
        iat,
        exp: iat + 60,
      },
      readOnly.sharedSecret,
      SymmetricAlgorithm.HS256,
    );
    expect(grant({ grant_type: JWT_BEARER_GRANT, assertion: theirs })).toMatchObject({
      status: 400,
      body: { error: 'unauthorized_client' },
    });
    expect(
      grant({ grant_type: JWT_BEARER_GRANT, assertion: assertion(), scope: 'READ WRITE' }),
    ).toMatchObject({ status: 400, body: { error: 'invalid_scope' } });
  });

  it('is refused for an assertion that is not exactly the documented one', () => {
    const refused = (form: Record<string, unknown>, error: string) =>
      expect(grant(form)).toMatchObject({ body: { error } });
    refused({ grant_type: 'client_credentials', assertion: assertion() }, 'unsupported_grant_type');
    refused({ grant_type: JWT_BEARER_GRANT, assertion: 'not-a-jwt' }, 'invalid_request');
    const bad = (claims: Record<string, unknown>, secret?: string) =>
      ({ grant_type: JWT_BEARER_GRANT, assertion: assertion(claims, secret) }) as const;
    refused(bad({ iss: 'urn:atlassian:connect:clientid:unknown' }), 'invalid_client');
    refused(bad({}, 'another-secret-of-enough-length-for-hs256'), 'invalid_grant');
    refused(
      bad({ aud: 'https://oauth-2-authorization-server.services.atlassian.com' }),
      'invalid_grant',
    );
    refused(bad({ tnt: 'http://127.0.0.1:3100' }), 'invalid_grant');
    refused(bad({ sub: 'urn:atlassian:connect:userkey:bob' }), 'invalid_grant');
    refused(bad({ sub: 'urn:atlassian:connect:useraccountid:557058:nobody' }), 'invalid_grant');
    refused(bad({ exp: Math.floor(now / 1000) - 1 }), 'invalid_grant');
    expect(server.grantOf('Bearer made-up')).toBeUndefined();
  });
});
