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
import { findUser, USERS, type SimUser } from '../../e2e/simulator/lib/directory';
import { addTestJira, type TestJira } from './test-host-jira';
import { addTestConfluence, type TestConfluence } from './test-host-confluence';

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

  const jiraUser = (u: SimUser) => ({
    accountId: u.accountId,
    accountType: 'atlassian',
    displayName: u.displayName,
    active: true,
    avatarUrls: { '48x48': `https://avatars.example/${u.id}.png` },
  });
  const confluenceUser = (u: SimUser) => ({
    accountId: u.accountId,
    accountType: 'atlassian',
    displayName: u.displayName,
    profilePicture: { path: `/wiki/aa-avatar/${u.id}.png` },
  });
  const many = (value: unknown) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((v) => String(v ?? '').split(','))
      .flatMap((id) => findUser(id) ?? []);

  app.get('/:site/rest/api/3/user/bulk', (req, res) => {
    res.json({ values: many(req.query.accountId).map(jiraUser), isLast: true });
  });
  app.get('/:site/wiki/rest/api/user/bulk', (req, res) => {
    res.json({ results: many(req.query.accountId).map(confluenceUser) });
  });
  const matching = (q: string) =>
    USERS.filter((u) => u.displayName.toLowerCase().includes(q.toLowerCase()));
  app.get('/:site/rest/api/3/user/search', (req, res) => {
    res.json(matching(String(req.query.query ?? '')).map(jiraUser));
  });
  app.get('/:site/wiki/rest/api/search/user', (req, res) => {
    const q = /user\.fullname~"([^"]*)"/.exec(String(req.query.cql ?? ''))?.[1] ?? '';
    res.json({ results: matching(q).map((u) => ({ user: confluenceUser(u) })) });
  });

  app.get(['/:site/rest/api/3/user', '/:site/wiki/rest/api/user'], (req, res) => {
    const user = findUser(String(req.query.accountId ?? ''));
    if (!user) {
      res.status(404).json({ message: 'user not found' });
      return;
    }
    const confluence = req.path.includes('/wiki/');
    res.json({
      accountId: user.accountId,
      accountType: 'atlassian',
      displayName: user.displayName,
      ...(confluence && String(req.query.expand ?? '').includes('operations')
        ? {
            operations: [
              { operation: 'use', targetType: 'application' },
              ...(user.admin ? [{ operation: 'administer', targetType: 'application' }] : []),
            ],
          }
        : {}),
    });
  });

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
