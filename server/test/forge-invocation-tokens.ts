/**
 * Forge invocation tokens for tests, signed the way Atlassian signs them: RS256 key pairs made
 * with node:crypto, their JWKS served by a local HTTP server (which counts its fetches and can
 * be told to fail), and the claims of a Forge Remote call from a UI module.
 */
import { createHmac, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const JIRA_FORGE_APP_ID = 'ari:cloud:ecosystem::app/6d1b0a6e-3f0c-4c55-9a0e-0f5c2a1b7d01';
export const CONFLUENCE_FORGE_APP_ID =
  'ari:cloud:ecosystem::app/0b8e7c1a-52d4-4f3e-8c6b-9a2d1e3f4a02';
/** A Forge app that is not ours. */
export const OTHER_FORGE_APP_ID = 'ari:cloud:ecosystem::app/f00dfeed-0000-4000-8000-000000000003';

export interface ForgeSigner {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export function forgeSigner(kid: string = randomUUID()): ForgeSigner {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, privateKey, publicKey };
}

export interface TestJwks {
  url: string;
  /** How many times the set was fetched. */
  fetches(): number;
  /** The keys served from now on. */
  serve(signers: readonly ForgeSigner[]): void;
  /** Answer every fetch with this status (null: serve the keys again). */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

export async function startTestJwks(signers: readonly ForgeSigner[]): Promise<TestJwks> {
  let served = signers;
  let failure: number | null = null;
  let fetches = 0;
  const server = createServer((_req, res) => {
    fetches += 1;
    if (failure !== null) {
      res.writeHead(failure).end();
      return;
    }
    const keys = served.map((s) => ({
      ...s.publicKey.export({ format: 'jwk' }),
      kid: s.kid,
      alg: 'RS256',
      use: 'sig',
    }));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    fetches: () => fetches,
    serve(next) {
      served = next;
    },
    failWith(status) {
      failure = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ForgeInstallation {
  /** `ari:cloud:ecosystem::installation/<id>` */
  installationId: string;
  /** The tenant key the server gives it. */
  tenantKey: string;
  cloudId: string;
  product: 'jira' | 'confluence';
  appId: string;
  /** Where its `apiBaseUrl` points: Atlassian's gateway, or a test's stand-in (forge-atlassian-api.ts). */
  apiOrigin: string;
}

export function forgeInstallation(
  product: 'jira' | 'confluence' = 'jira',
  options: { cloudId?: string; appId?: string; apiOrigin?: string } = {},
): ForgeInstallation {
  const id = randomUUID();
  return {
    installationId: `ari:cloud:ecosystem::installation/${id}`,
    tenantKey: `forge:${id}`,
    cloudId: options.cloudId ?? randomUUID(),
    product,
    appId: options.appId ?? (product === 'jira' ? JIRA_FORGE_APP_ID : CONFLUENCE_FORGE_APP_ID),
    apiOrigin: options.apiOrigin ?? 'https://api.atlassian.com',
  };
}

/** The installation's `apiBaseUrl`: `<origin>/ex/<product>/<cloudId>`. */
export const forgeApiBaseUrl = (installation: ForgeInstallation): string =>
  `${installation.apiOrigin}/ex/${installation.product}/${installation.cloudId}`;

/** The claims of a UI call by `principal`, valid for five minutes from `nowSeconds`. */
export function forgeClaims(
  installation: ForgeInstallation,
  principal: string | null,
  nowSeconds = Math.floor(Date.now() / 1000),
): Record<string, unknown> {
  return {
    iss: 'forge/invocation-token',
    aud: installation.appId,
    iat: nowSeconds,
    nbf: nowSeconds,
    exp: nowSeconds + 300,
    jti: randomUUID(),
    app: {
      installationId: installation.installationId,
      apiBaseUrl: forgeApiBaseUrl(installation),
      id: installation.appId,
      appVersion: '1.0.0',
      environment: { type: 'DEVELOPMENT', id: randomUUID() },
      module: { type: 'xen:macro', key: 'issue-panel' },
    },
    context: {
      cloudId: installation.cloudId,
      siteUrl: 'https://acme.atlassian.net',
      moduleKey: 'issue-panel',
      localId: randomUUID(),
    },
    ...(principal === null ? {} : { principal }),
  };
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An RS256 token, with header fields to add or replace (`kid` defaults to the signer's). */
export function signForgeToken(
  signer: ForgeSigner,
  claims: Record<string, unknown>,
  header: Record<string, unknown> = {},
): string {
  const input = `${b64({ alg: 'RS256', typ: 'JWT', kid: signer.kid, ...header })}.${b64(claims)}`;
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), signer.privateKey).toString('base64url')}`;
}

/** The algorithm-confusion attack: HS256 keyed with the signer's public key (PEM). */
export function signHs256WithPublicKey(
  signer: ForgeSigner,
  claims: Record<string, unknown>,
): string {
  const secret = signer.publicKey.export({ format: 'pem', type: 'spki' });
  const input = `${b64({ alg: 'HS256', typ: 'JWT', kid: signer.kid })}.${b64(claims)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}
