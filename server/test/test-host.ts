/**
 * A stand-in for Atlassian in HTTP tests: the install-key CDN, the authorization server of
 * Connect's user impersonation (`POST /oauth2/token`, e2e/simulator/lib/user-impersonation.ts)
 * and the host REST calls the server makes (users, permissions, pages), answered only for
 * requests that carry a valid app JWT (as the app) or an access token of the impersonation
 * grant (as that person), exactly as the simulator and the real hosts check them. The
 * handlers find the caller in `res.locals.caller` (test-host-caller.ts).
 */
import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSigningKey, type SigningKey } from '../../e2e/simulator/lib/signing-key';
import { verifyAppToken, type HostTenant } from '../../e2e/simulator/lib/host-tokens';
import { addTestJira, type TestJira } from './test-host-jira';
import { addTestConfluence, type TestConfluence } from './test-host-confluence';
import { addTestUsers } from './test-host-users';
import { ImpersonationServer } from '../../e2e/simulator/lib/user-impersonation';
import { findUser } from '../../e2e/simulator/lib/directory';
import type { HostCaller } from './test-host-caller';

export interface TestHost {
  url: string;
  key: SigningKey;
  keysUrl: string;
  /** The product base URL of a site: `<url>/<site>` (Jira) or `<url>/<site>/wiki`. */
  siteBaseUrl(site: string, product: 'jira' | 'confluence'): string;
  register(tenant: HostTenant): void;
  /** REST calls the host received, for assertions (`as`: the person an access token named). */
  calls: { method: string; path: string; status: number; as?: string }[];
  /** Answers of the impersonation grant (`POST /oauth2/token`), without their tokens. */
  tokenGrants: { status: number; error?: string }[];
  /** Jira's projects, issues, permissions and issue properties. */
  jira: TestJira;
  /** Confluence's pages, macros and read restrictions. */
  confluence: TestConfluence;
  close(): Promise<void>;
}

export async function startTestHost(): Promise<TestHost> {
  const key = createSigningKey(`test-${Math.random().toString(36).slice(2, 10)}`);
  const tenants = new Map<string, HostTenant>();
  const calls: TestHost['calls'] = [];
  const tokenGrants: TestHost['tokenGrants'] = [];
  const app = express();
  app.use(express.json());
  let url = '';
  const impersonation = new ImpersonationServer(() =>
    [...tenants.values()].flatMap((t) =>
      t.oauthClientId ? [{ ...t, oauthClientId: t.oauthClientId, scopes: t.scopes ?? [] }] : [],
    ),
  );
  app.post('/oauth2/token', express.urlencoded({ extended: false }), (req, res) => {
    const answer = impersonation.token((req.body ?? {}) as Record<string, unknown>, url);
    tokenGrants.push({
      status: answer.status,
      ...(answer.status === 200 ? {} : { error: answer.body.error }),
    });
    res.status(answer.status).json(answer.body);
  });

  app.get('/connect-keys/:kid', (req, res) => {
    if (req.params.kid === key.kid) res.type('text').send(key.publicKeyPem);
    else res.status(404).end();
  });

  // Which tenant a REST call is for: the one whose product base URL prefixes the path.
  const tenantFor = (fullUrl: string) =>
    [...tenants.values()]
      .filter((t) => fullUrl.startsWith(`${t.baseUrl}/`))
      .sort((a, b) => b.baseUrl.length - a.baseUrl.length)[0];

  app.use((req, res, next) => {
    const fullUrl = `${url}${req.originalUrl}`;
    const tenant = tenantFor(fullUrl);
    if (!tenant) {
      res.status(404).json({ message: 'no such site' });
      return;
    }
    const grant = impersonation.grantOf(req.headers.authorization);
    const person = grant?.clientKey === tenant.clientKey ? findUser(grant.accountId) : undefined;
    res.on('finish', () =>
      calls.push({
        method: req.method,
        path: req.originalUrl,
        status: res.statusCode,
        ...(person ? { as: person.id } : {}),
      }),
    );
    if (/^Bearer\s/i.test(req.headers.authorization ?? '')) {
      if (!person) {
        res.status(401).json({ message: 'access token rejected' });
        return;
      }
      res.locals.tenant = tenant;
      res.locals.caller = { kind: 'user', user: person } satisfies HostCaller;
      next();
      return;
    }
    const check = verifyAppToken(req.headers.authorization, tenant, req.method, fullUrl);
    if (!check.ok) {
      res.status(401).json({ message: `app token rejected: ${check.reason}` });
      return;
    }
    res.locals.tenant = tenant;
    res.locals.caller = { kind: 'app' } satisfies HostCaller;
    next();
  });

  addTestUsers(app);
  const jira = addTestJira(app);
  const confluence = addTestConfluence(app);

  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    key,
    keysUrl: `${url}/connect-keys`,
    siteBaseUrl: (site, product) => `${url}/${site}${product === 'confluence' ? '/wiki' : ''}`,
    register: (tenant) => tenants.set(tenant.clientKey, tenant),
    calls,
    tokenGrants,
    jira,
    confluence,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
