/**
 * A stand-in for Atlassian in HTTP tests: the install-key CDN and the host REST calls the
 * server makes (users, permissions), answered only for requests that carry a valid app JWT,
 * exactly as the simulator and the real hosts check them.
 */
import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSigningKey, type SigningKey } from '../../e2e/simulator/lib/signing-key';
import { verifyAppToken, type HostTenant } from '../../e2e/simulator/lib/host-tokens';
import { addTestJira, type TestJira } from './test-host-jira';
import { addTestConfluence, type TestConfluence } from './test-host-confluence';
import { addTestUsers } from './test-host-users';

export interface TestHost {
  url: string;
  key: SigningKey;
  keysUrl: string;
  /** The product base URL of a site: `<url>/<site>` (Jira) or `<url>/<site>/wiki`. */
  siteBaseUrl(site: string, product: 'jira' | 'confluence'): string;
  register(tenant: HostTenant): void;
  /** REST calls the host received, for assertions. */
  calls: { method: string; path: string; status: number }[];
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
  const app = express();
  app.use(express.json());
  let url = '';

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
    const check = verifyAppToken(req.headers.authorization, tenant, req.method, fullUrl);
    res.on('finish', () =>
      calls.push({ method: req.method, path: req.originalUrl, status: res.statusCode }),
    );
    if (!check.ok) {
      res.status(401).json({ message: `app token rejected: ${check.reason}` });
      return;
    }
    res.locals.tenant = tenant;
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
    jira,
    confluence,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
