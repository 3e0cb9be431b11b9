/**
 * A stand-in for Atlassian's API gateway in Forge tests: a real local HTTP server at the
 * `apiBaseUrl` our invocation tokens name (`<url>/ex/jira/<cloudId>/rest/api/3/…`,
 * `<url>/ex/confluence/<cloudId>/wiki/rest/api/…`). Like the real one, it answers only calls
 * with `Authorization: Bearer <app system token>` (as the app) or a user token (as that
 * person, `x-forge-oauth-user` of a UI call) issued for that installation's site and product
 * and not expired (else 401). Behind the check: the same Jira, Confluence and people as the
 * Connect stand-in (test-host-*.ts), the site being the `cloudId`.
 */
import express, { type Express } from 'express';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addTestJira, type TestJira } from './test-host-jira';
import { addTestConfluence, type TestConfluence } from './test-host-confluence';
import { addTestUsers } from './test-host-users';
import { forgeInstallation, type ForgeInstallation } from './forge-invocation-tokens';
import { findUser } from '../../e2e/simulator/lib/directory';
import type { HostCaller } from './test-host-caller';

interface Grant {
  product: 'jira' | 'confluence';
  cloudId: string;
  expiresAt: number;
  /** A user token's person (account id); none for the app system token. */
  accountId?: string;
}

export interface ForgeAtlassianApi {
  /** `http://127.0.0.1:<port>`: the origin of the installations' `apiBaseUrl`. */
  url: string;
  /** A new installation whose `apiBaseUrl` is here. */
  installation(
    product: 'jira' | 'confluence',
    options?: { cloudId?: string; appId?: string },
  ): ForgeInstallation;
  /** A fresh app system token for the installation (a JWT-shaped string with `exp`). */
  systemToken(installation: ForgeInstallation, options?: { expiresInSeconds?: number }): string;
  /** A fresh user token of a person (account id) for the installation. */
  userToken(
    installation: ForgeInstallation,
    accountId: string,
    options?: { expiresInSeconds?: number },
  ): string;
  /** Calls received (method, path without query, status; `as`: a user token's person). */
  calls: { method: string; path: string; status: number; as?: string }[];
  jira: TestJira;
  confluence: TestConfluence;
  close(): Promise<void>;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function productApp(add: (app: Express) => void): Express {
  const app = express();
  app.use(express.json());
  addTestUsers(app);
  add(app);
  return app;
}

export async function startForgeAtlassianApi(): Promise<ForgeAtlassianApi> {
  const grants = new Map<string, Grant>();
  const calls: ForgeAtlassianApi['calls'] = [];
  let jira: TestJira | undefined;
  let confluence: TestConfluence | undefined;
  const jiraApp = productApp((app) => (jira = addTestJira(app)));
  const confluenceApp = productApp((app) => (confluence = addTestConfluence(app)));

  const app = express();
  app.use('/ex/:product/:cloudId', (req, res, next) => {
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    const grant = bearer ? grants.get(bearer) : undefined;
    const person = grant?.accountId === undefined ? undefined : findUser(grant.accountId);
    res.on('finish', () =>
      calls.push({
        method: req.method,
        path: req.originalUrl.split('?')[0] ?? '',
        status: res.statusCode,
        ...(person ? { as: person.id } : {}),
      }),
    );
    const { product, cloudId } = req.params as { product: string; cloudId: string };
    if (
      !grant ||
      grant.product !== product ||
      grant.cloudId !== cloudId ||
      grant.expiresAt <= Date.now()
    ) {
      res.status(401).json({ code: 401, message: 'Unauthorized; scope does not match' });
      return;
    }
    res.locals.caller = (
      person ? { kind: 'user', user: person } : { kind: 'app', forge: true }
    ) satisfies HostCaller;
    next();
  });
  // The product apps see `/<cloudId>/rest/…`: their `:site` is the cloudId.
  app.use('/ex/jira', jiraApp);
  app.use('/ex/confluence', confluenceApp);

  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  if (!jira || !confluence) throw new Error('the stand-in products did not start');
  const grant = (installation: ForgeInstallation, seconds: number, accountId?: string) => {
    const expiresAt = Date.now() + seconds * 1000;
    const token = [
      b64({ alg: 'RS256', typ: 'JWT' }),
      b64({
        exp: Math.floor(expiresAt / 1000),
        jti: randomUUID(),
        sub: accountId ?? installation.appId,
      }),
      randomUUID().replace(/-/g, ''),
    ].join('.');
    grants.set(token, {
      product: installation.product,
      cloudId: installation.cloudId,
      expiresAt,
      ...(accountId ? { accountId } : {}),
    });
    return token;
  };

  return {
    url,
    installation: (product, options = {}) =>
      forgeInstallation(product, { ...options, apiOrigin: url }),
    systemToken: (installation, options = {}) =>
      grant(installation, options.expiresInSeconds ?? 3600),
    userToken: (installation, accountId, options = {}) =>
      grant(installation, options.expiresInSeconds ?? 3600, accountId),
    calls,
    jira,
    confluence,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
