/**
 * Forge invocation tokens without a database: which Bearer tokens the verifier takes, every
 * check of the token against a JWKS served locally, and the key cache. The HTTP side (tenants,
 * isolation) is in server/api/forge-remote.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError, TokenError } from '../../errors';
import { unsignedToken } from '../../test/forge-token';
import {
  forgeClaims,
  forgeInstallation,
  forgeSigner,
  JIRA_FORGE_APP_ID,
  OTHER_FORGE_APP_ID,
  signForgeToken,
  signHs256WithPublicKey,
  startTestJwks,
  type TestJwks,
} from '../../test/forge-invocation-tokens';
import { CLOCK_LEEWAY_SECONDS, verifyInvocationToken } from './invocation-claims';
import { createForgeKeys, JWKS_REFETCH_INTERVAL_MS, type ForgeKeys } from './jwks';
import { forgeInvocationTokenOf } from './invocation-token';

const signer = forgeSigner();
const stranger = forgeSigner();
const installation = forgeInstallation('jira');
const alice = '557058:alice';
let jwks: TestJwks;
let clock: number;
let keys: ForgeKeys;

beforeAll(async () => {
  jwks = await startTestJwks([signer]);
});
afterAll(() => jwks?.close());
beforeEach(() => {
  clock = Date.now();
  jwks.serve([signer]);
  jwks.failWith(null);
  keys = createForgeKeys({ url: jwks.url, now: () => clock });
});

const nowSeconds = () => Math.floor(clock / 1000);
const claims = (overrides: Record<string, unknown> = {}) => ({
  ...forgeClaims(installation, alice, nowSeconds()),
  ...overrides,
});
const verify = (token: string) =>
  verifyInvocationToken(token, { keys, appIds: [JIRA_FORGE_APP_ID], now: () => clock });

async function refusal(token: string): Promise<TokenError> {
  const error: unknown = await verify(token).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TokenError);
  return error as TokenError;
}

describe('which Bearer credentials are Forge invocation tokens', () => {
  it('takes a JWT whose unverified iss is forge/invocation-token, and nothing else', () => {
    const fit = signForgeToken(signer, claims());
    expect(forgeInvocationTokenOf(`Bearer ${fit}`)).toBe(fit);
    expect(forgeInvocationTokenOf(`bearer  ${fit}`)).toBe(fit);
    const firebase = signForgeToken(signer, {
      iss: 'https://securetoken.google.com/demo-checklists',
      aud: 'demo-checklists',
    });
    for (const other of [
      `Bearer ${firebase}`,
      'Bearer ck_live_0123456789abcdef0123456789abcdef',
      `JWT ${fit}`,
      fit,
      'Bearer not.a.jwt!',
      `Bearer ${'a'.repeat(20_000)}.${fit.split('.')[1]}.x`,
      '',
    ]) {
      expect(forgeInvocationTokenOf(other)).toBeNull();
    }
  });
});

describe('a Forge invocation token', () => {
  it('verifies with the key of its kid and names the installation, site, product and user', async () => {
    const invocation = await verify(signForgeToken(signer, claims()));
    expect(invocation).toMatchObject({
      appId: JIRA_FORGE_APP_ID,
      installationId: installation.installationId,
      installationKey: installation.tenantKey.slice('forge:'.length),
      apiBaseUrl: `https://api.atlassian.com/ex/jira/${installation.cloudId}`,
      product: 'jira',
      cloudId: installation.cloudId,
      siteUrl: 'https://acme.atlassian.net',
      principal: alice,
      moduleKey: 'issue-panel',
    });
    expect(invocation.environment?.type).toBe('DEVELOPMENT');
  });

  it('may come without a principal (events, backend calls) and without a context', async () => {
    const { context: _context, principal: _principal, ...rest } = claims();
    const invocation = await verify(signForgeToken(signer, rest));
    expect(invocation.principal).toBeNull();
    expect(invocation.context).toEqual({});
  });

  it('accepts an aud list that names our app', async () => {
    const token = signForgeToken(signer, claims({ aud: [OTHER_FORGE_APP_ID, JIRA_FORGE_APP_ID] }));
    expect((await verify(token)).appId).toBe(JIRA_FORGE_APP_ID);
  });

  it('tolerates a little clock difference', async () => {
    const late = claims({ exp: nowSeconds() - CLOCK_LEEWAY_SECONDS + 5 });
    const early = claims({ nbf: nowSeconds() + CLOCK_LEEWAY_SECONDS - 5 });
    await expect(verify(signForgeToken(signer, late))).resolves.toBeDefined();
    await expect(verify(signForgeToken(signer, early))).resolves.toBeDefined();
  });

  const app = (changes: Record<string, unknown>) => ({
    app: { ...(claims().app as object), ...changes },
  });
  const refused: [string, () => string, string, string?][] = [
    ['unsigned (alg none)', () => unsignedToken(claims()), 'algorithm'],
    [
      'alg none with a signature',
      () => signForgeToken(signer, claims(), { alg: 'none' }),
      'algorithm',
    ],
    [
      'HS256 keyed with the public key',
      () => signHs256WithPublicKey(signer, claims()),
      'algorithm',
    ],
    ['RS512', () => signForgeToken(signer, claims(), { alg: 'RS512' }), 'algorithm'],
    [
      'signed by another key under our kid',
      () => signForgeToken(stranger, claims(), { kid: signer.kid }),
      'signature',
    ],
    ['signed by a key the JWKS lacks', () => signForgeToken(stranger, claims()), 'signature'],
    ['without a kid', () => signForgeToken(signer, claims(), { kid: undefined }), 'malformed'],
    [
      'with a changed payload',
      () => {
        const [h, , s] = signForgeToken(signer, claims()).split('.');
        return `${h}.${Buffer.from(JSON.stringify(claims({ principal: 'mallory' }))).toString('base64url')}.${s}`;
      },
      'signature',
    ],
    [
      'expired',
      () => signForgeToken(signer, claims({ exp: nowSeconds() - CLOCK_LEEWAY_SECONDS - 1 })),
      'expired',
      'errors.forgeTokenExpired',
    ],
    [
      'not yet valid',
      () => signForgeToken(signer, claims({ nbf: nowSeconds() + CLOCK_LEEWAY_SECONDS + 60 })),
      'not_yet_valid',
    ],
    [
      'issued in the future',
      () => signForgeToken(signer, claims({ iat: nowSeconds() + 3600 })),
      'not_yet_valid',
    ],
    ['without exp', () => signForgeToken(signer, claims({ exp: undefined })), 'claims'],
    ['without nbf', () => signForgeToken(signer, claims({ nbf: undefined })), 'claims'],
    [
      'of another issuer',
      () => signForgeToken(signer, claims({ iss: 'https://securetoken.google.com/x' })),
      'unknown_issuer',
    ],
    [
      'for another app',
      () => signForgeToken(signer, claims({ aud: OTHER_FORGE_APP_ID })),
      'audience',
      'errors.forgeOtherApp',
    ],
    [
      'whose app.id is another app',
      () => signForgeToken(signer, claims(app({ id: OTHER_FORGE_APP_ID }))),
      'audience',
    ],
    [
      'without an installation',
      () => signForgeToken(signer, claims(app({ installationId: undefined }))),
      'claims',
    ],
    [
      'with an installation that is no ARI',
      () => signForgeToken(signer, claims(app({ installationId: 'forge:x' }))),
      'claims',
    ],
    ['without app claims', () => signForgeToken(signer, claims({ app: undefined })), 'claims'],
    [
      'whose apiBaseUrl names no product site',
      () => signForgeToken(signer, claims(app({ apiBaseUrl: 'https://api.atlassian.com/' }))),
      'claims',
    ],
    [
      'whose context names another site',
      () => signForgeToken(signer, claims({ context: { cloudId: 'other' } })),
      'claims',
    ],
    [
      'whose principal is no string',
      () => signForgeToken(signer, claims({ principal: { accountId: alice } })),
      'claims',
    ],
  ];
  it.each(refused)('is refused when %s', async (_name, token, reason, messageKey) => {
    const error = await refusal(token());
    expect(error.reason).toBe(reason);
    if (messageKey) expect(error.messageKey).toBe(messageKey);
  });
});

describe("Atlassian's keys", () => {
  it('are fetched once and kept by kid', async () => {
    const before = jwks.fetches();
    await verify(signForgeToken(signer, claims()));
    await verify(signForgeToken(signer, claims()));
    expect(jwks.fetches() - before).toBe(1);
  });

  it('are fetched again for an unknown kid, at most once a minute', async () => {
    const rotated = forgeSigner();
    const before = jwks.fetches();
    await verify(signForgeToken(signer, claims()));
    jwks.serve([signer, rotated]);
    clock += JWKS_REFETCH_INTERVAL_MS;
    await expect(verify(signForgeToken(rotated, claims()))).resolves.toBeDefined();
    expect(jwks.fetches() - before).toBe(2);
    // Made-up kids cannot make us fetch again within the minute.
    for (const kid of ['a', 'b', 'c']) {
      expect((await refusal(signForgeToken(stranger, claims(), { kid }))).reason).toBe('signature');
    }
    expect(jwks.fetches() - before).toBe(2);
    clock += JWKS_REFETCH_INTERVAL_MS;
    await refusal(signForgeToken(stranger, claims(), { kid: 'd' }));
    expect(jwks.fetches() - before).toBe(3);
  });

  it('being unreachable is a 503, not a refusal of the token', async () => {
    jwks.failWith(500);
    const error: unknown = await verify(signForgeToken(signer, claims())).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(503);
  });
});
