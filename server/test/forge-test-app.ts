/**
 * The real app for Forge tests: a test app (test-app.ts) that trusts a local JWKS and our two
 * Forge app ids, a stand-in Atlassian API gateway (forge-atlassian-api.ts) the installations'
 * `apiBaseUrl` point at, and helpers that call /api and the event routes the way Forge does:
 * a fresh invocation token per request and an app system token in `x-forge-oauth-system`.
 */
import { afterAll, beforeAll } from 'vitest';
import type supertest from 'supertest';
import { createTestApp, type ApiClient, type TestApp } from './test-app';
import { startForgeAtlassianApi, type ForgeAtlassianApi } from './forge-atlassian-api';
import {
  CONFLUENCE_FORGE_APP_ID,
  forgeClaims,
  forgeSigner,
  JIRA_FORGE_APP_ID,
  signForgeToken,
  startTestJwks,
  type ForgeInstallation,
  type ForgeSigner,
  type TestJwks,
} from './forge-invocation-tokens';
import { findUser } from '../../e2e/simulator/lib/directory';
import type { Logger } from '../logger';

export interface ForgeCallOptions {
  /** The signed context's fields beside `cloudId` and `siteUrl` (moduleKey, localId, extension). */
  context?: Record<string, unknown>;
  /** The app system token sent (default: a fresh valid one; null: none). */
  systemToken?: string | null;
  /**
   * The user's token sent with a person's call (`x-forge-oauth-user`, as Forge sends it to an
   * endpoint with `appUserToken`; default: a fresh valid one; null: none).
   */
  userToken?: string | null;
  /** The whole invocation token, instead of a valid one. */
  token?: string;
}

export interface ForgeTestApp {
  t: TestApp;
  api: ForgeAtlassianApi;
  signer: ForgeSigner;
  /** A valid invocation token: a person's UI call, or (principal null) an event's. */
  token(
    installation: ForgeInstallation,
    principal: string | null,
    options?: Pick<ForgeCallOptions, 'context'> & { claims?: Record<string, unknown> },
  ): string;
  /** /api as a person (simulator id) through one of our Forge modules. */
  as(installation: ForgeInstallation, userId: string, options?: ForgeCallOptions): ApiClient;
  /** POSTs an event to one of our Forge endpoints, as Forge delivers it. */
  event(
    installation: ForgeInstallation,
    path: string,
    body: object,
    options?: ForgeCallOptions,
  ): supertest.Test;
  close(): Promise<void>;
}

export async function createForgeTestApp(options: { logger?: Logger } = {}): Promise<ForgeTestApp> {
  const signer = forgeSigner();
  const jwks: TestJwks = await startTestJwks([signer]);
  const api = await startForgeAtlassianApi();
  const t = await createTestApp({
    ...options,
    env: {
      FORGE_JWKS_URL: jwks.url,
      FORGE_APP_IDS: `${JIRA_FORGE_APP_ID},${CONFLUENCE_FORGE_APP_ID}`,
    },
  });

  const token: ForgeTestApp['token'] = (installation, principal, options = {}) => {
    const claims = forgeClaims(installation, principal);
    if (principal === null) delete claims.context;
    if (options.context) {
      claims.context = {
        cloudId: installation.cloudId,
        siteUrl: 'https://acme.atlassian.net',
        ...options.context,
      };
    }
    return signForgeToken(signer, { ...claims, ...options.claims });
  };

  const headers = (
    test: supertest.Test,
    installation: ForgeInstallation,
    principal: string | null,
    options: ForgeCallOptions,
  ) => {
    test.set('Authorization', `Bearer ${options.token ?? token(installation, principal, options)}`);
    const system =
      options.systemToken === undefined ? api.systemToken(installation) : options.systemToken;
    if (system !== null) test.set('x-forge-oauth-system', system);
    const user =
      principal === null
        ? null
        : options.userToken === undefined
          ? api.userToken(installation, principal)
          : options.userToken;
    return user === null ? test : test.set('x-forge-oauth-user', user);
  };

  return {
    t,
    api,
    signer,
    token,
    as(installation, userId, options = {}) {
      const accountId = findUser(userId)?.accountId ?? userId;
      const call = (test: supertest.Test, body?: object) => {
        const sent = headers(test, installation, accountId, options);
        return body === undefined ? sent : sent.send(body);
      };
      return {
        get: (path) => call(t.http.get(`/api${path}`)),
        post: (path, body) => call(t.http.post(`/api${path}`), body),
        put: (path, body) => call(t.http.put(`/api${path}`), body),
        patch: (path, body) => call(t.http.patch(`/api${path}`), body),
        delete: (path) => call(t.http.delete(`/api${path}`)),
      };
    },
    event: (installation, path, body, options = {}) =>
      headers(t.http.post(path), installation, null, options).send(body),
    async close() {
      await t.close();
      await api.close();
      await jwks.close();
    },
  };
}

/** One Forge test app for a test file (like useTestApp), with Connect installations beside it. */
export function useForgeTestApp(...connect: [site: string, product: 'jira' | 'confluence'][]) {
  let app: ForgeTestApp | undefined;
  beforeAll(async () => {
    app = await createForgeTestApp();
    for (const [site, product] of connect) await app.t.install(site, product);
  });
  afterAll(() => app?.close());
  return new Proxy({} as ForgeTestApp, {
    get(_target, key) {
      if (!app) throw new Error('The Forge test app starts in beforeAll; use it inside a test.');
      return Reflect.get(app, key);
    },
  });
}
