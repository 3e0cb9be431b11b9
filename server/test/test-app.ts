/**
 * The real app on a real database with a stand-in Atlassian (test-host.ts), and helpers to
 * install sites the way Jira and Confluence do and to sign their tokens.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import supertest from 'supertest';
import { createApp, type AppHandle } from '../app';
import { withStableShapes } from '../http/stable-shapes';
import { loadConfig } from '../config';
import {
  APP_KEYS,
  APP_PATH_PREFIX,
  appBaseUrl,
  buildDescriptor,
  type ConnectProduct,
} from '../hosts/connect/descriptors';
import { declaredScopes } from '../../e2e/simulator/lib/descriptor-rules';
import { createTestDatabase, type TestDatabase } from './test-database';
import { startTestHost, type TestHost } from './test-host';
import {
  signContextToken,
  signLifecycleToken,
  signPageToken,
  type HostTenant,
} from '../../e2e/simulator/lib/host-tokens';
import { findUser } from '../../e2e/simulator/lib/directory';
import type { ClientManifest } from '../web/client-manifest';
import type { Logger } from '../logger';

export const TEST_BASE_URL = 'http://localhost:3000';

export const TEST_MANIFEST: ClientManifest = {
  entry: '/assets/main-test.js',
  styles: ['/assets/main-test.css'],
  preload: [],
};

export interface ApiClient {
  get(path: string): supertest.Test;
  post(path: string, body?: object): supertest.Test;
  put(path: string, body?: object): supertest.Test;
  patch(path: string, body?: object): supertest.Test;
  delete(path: string): supertest.Test;
}

export interface TestApp {
  handle: AppHandle;
  host: TestHost;
  database: TestDatabase;
  http: ReturnType<typeof supertest>;
  /** The host's side of an installation (new secret each time), without calling the app. */
  prepare(site: string, product: ConnectProduct): HostTenant;
  /** Installs (or reinstalls, with a new secret) an app into a site, like the host does. */
  install(site: string, product: ConnectProduct): Promise<HostTenant>;
  tenant(site: string, product: ConnectProduct): HostTenant;
  lifecycle(
    site: string,
    product: ConnectProduct,
    event: 'installed' | 'uninstalled' | 'enabled' | 'disabled',
    options?: { token?: string; body?: Record<string, unknown> },
  ): supertest.Test;
  lifecyclePayload(tenant: HostTenant, event: string): Record<string, unknown>;
  /** `Authorization` header value with a context token, as `AP.context.getToken()` gives. */
  contextAuth(site: string, product: ConnectProduct, userId: string): string;
  /** Requests to `/api` as a user of a site (default: acme's Confluence). */
  as(userId: string, site?: string, product?: ConnectProduct): ApiClient;
  /** A module URL (path under the app) signed for a page load by `userId`. */
  signedPage(site: string, product: ConnectProduct, path: string, userId?: string): string;
  close(): Promise<void>;
}

/**
 * `env`: configuration beside the test defaults (a tiny API rate limit, say); `logger`: where
 * the app logs (tests that read its log lines).
 */
export async function createTestApp(
  options: { env?: Record<string, string>; logger?: Logger } = {},
): Promise<TestApp> {
  const host = await startTestHost();
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    BASE_URL: TEST_BASE_URL,
    DATABASE_URL: database.url,
    CONNECT_KEYS_CDN_URL: host.keysUrl,
    CONNECT_OAUTH_URL: host.url,
    CONNECT_ALLOWED_HOSTS: '127.0.0.1,localhost',
    CONNECT_JS_URL: 'http://127.0.0.1:3100/atlassian-connect/all.js',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    ...options.env,
  });
  const handle = await createApp(config, {
    manifest: () => TEST_MANIFEST,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  // As serve.ts runs it: every HTTP test goes through the same request shapes.
  const http = supertest(withStableShapes(handle.app));
  const tenants = new Map<string, HostTenant>();
  const keyOf = (site: string, product: ConnectProduct) => `${site}:${product}`;

  const tenant = (site: string, product: ConnectProduct): HostTenant => {
    const found = tenants.get(keyOf(site, product));
    if (!found) throw new Error(`${site} has not installed the ${product} app`);
    return found;
  };

  const prepare = (site: string, product: ConnectProduct): HostTenant => {
    const previous = tenants.get(keyOf(site, product));
    const t: HostTenant = {
      clientKey: previous?.clientKey ?? randomUUID(),
      sharedSecret: randomBytes(32).toString('base64'),
      baseUrl: host.siteBaseUrl(site, product),
      productType: product,
      appKey: APP_KEYS[product],
      appBaseUrl: appBaseUrl(product, TEST_BASE_URL),
      oauthClientId: previous?.oauthClientId ?? randomUUID(),
      scopes: declaredScopes(buildDescriptor(product, TEST_BASE_URL)),
    };
    tenants.set(keyOf(site, product), t);
    host.register(t);
    return t;
  };

  const contextAuth = (site: string, product: ConnectProduct, userId: string) => {
    const user = findUser(userId);
    if (!user) throw new Error(`unknown user ${userId}`);
    return `JWT ${signContextToken({ tenant: tenant(site, product), accountId: user.accountId })}`;
  };

  const lifecyclePayload = (t: HostTenant, event: string) => ({
    key: t.appKey,
    clientKey: t.clientKey,
    ...(event === 'installed'
      ? { sharedSecret: t.sharedSecret, oauthClientId: t.oauthClientId }
      : {}),
    baseUrl: t.baseUrl,
    displayUrl: t.baseUrl,
    productType: t.productType,
    description: `Test ${t.productType}`,
    eventType: event,
    serverVersion: '100000',
    pluginsVersion: '1001.0.0-SNAPSHOT',
  });

  const lifecycle: TestApp['lifecycle'] = (site, product, event, options = {}) => {
    const t = tenant(site, product);
    const token =
      options.token ?? signLifecycleToken({ tenant: t, key: host.key, path: `/${event}` });
    return http
      .post(`${APP_PATH_PREFIX[product]}/${event}`)
      .set('Authorization', `JWT ${token}`)
      .send(options.body ?? lifecyclePayload(t, event));
  };

  return {
    handle,
    host,
    database,
    http,
    tenant,
    lifecycle,
    lifecyclePayload,
    prepare,
    async install(site, product) {
      const t = prepare(site, product);
      const response = await lifecycle(site, product, 'installed');
      if (response.status !== 204) {
        throw new Error(`install failed: ${response.status} ${JSON.stringify(response.body)}`);
      }
      return t;
    },
    contextAuth,
    as(userId, site = 'acme', product = 'confluence') {
      const auth = () => contextAuth(site, product, userId);
      const send = (test: supertest.Test, body?: object) =>
        body === undefined
          ? test.set('Authorization', auth())
          : test.set('Authorization', auth()).send(body);
      return {
        get: (path) => http.get(`/api${path}`).set('Authorization', auth()),
        post: (path, body) => send(http.post(`/api${path}`), body),
        put: (path, body) => send(http.put(`/api${path}`), body),
        patch: (path, body) => send(http.patch(`/api${path}`), body),
        delete: (path) => http.delete(`/api${path}`).set('Authorization', auth()),
      };
    },
    signedPage(site, product, path, userId = 'alice') {
      const t = tenant(site, product);
      const url = new URL(`${t.appBaseUrl}${path}`);
      for (const [name, value] of Object.entries({
        xdm_e: new URL(t.baseUrl).origin,
        xdm_c: `channel-${t.appKey}__module`,
        cp: product === 'confluence' ? '/wiki' : '',
        lic: 'none',
        cv: '1001.0.0-SNAPSHOT',
      })) {
        url.searchParams.set(name, value);
      }
      const jwt = signPageToken({
        tenant: t,
        url: url.toString(),
        accountId: findUser(userId)?.accountId,
      });
      url.searchParams.set('jwt', jwt);
      return url.pathname + url.search;
    },
    async close() {
      await handle.close();
      await host.close();
      await database.drop();
    },
  };
}
