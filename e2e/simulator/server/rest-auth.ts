/**
 * Who a host REST call acts as. Server-to-server calls carry the app's JWT (checked like
 * Jira and Confluence check it: secret, issuer, expiry, qsh) and act as the app, or an
 * access token of the user-impersonation grant (`Authorization: Bearer …`, oauth-routes.ts)
 * and act as that person; calls made through `AP.request` come from the host page, same
 * origin, as the signed-in user (the `sim_user` cookie).
 */
import type { Request, RequestHandler, Response } from 'express';
import { verifyAppToken } from '../lib/host-tokens';
import { findUser, type SimUser } from '../lib/directory';
import type { SimContext, SiteRuntime } from './context';
import type { Product } from './state';

/** `scopes`: what an impersonation token was granted (a browser's calls have no such limit). */
export type RestCaller =
  /** The app: Connect's JWT, or (`forge`) a Forge app system token on /ex. */
  { kind: 'app'; forge?: boolean } | { kind: 'user'; user: SimUser; scopes?: readonly string[] };

/** A write needs WRITE (or DELETE for deleting) among an impersonation token's scopes. */
const WRITE_METHODS: Record<string, string> = { PUT: 'WRITE', PATCH: 'WRITE', DELETE: 'DELETE' };

export const currentUser = (req: Request): SimUser =>
  findUser(
    String((req.query.as as string | undefined) ?? parseCookie(req.headers.cookie).sim_user ?? ''),
  ) ?? findUser('alice')!;

/** The user of a host page; `?as=bob` switches the signed-in user for this browser. */
export function signedInUser(req: Request, res: Response): SimUser {
  const user = currentUser(req);
  if (req.query.as) res.cookie('sim_user', user.id, { sameSite: 'lax', path: '/' });
  return user;
}

export function parseCookie(header: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split('='))
      .filter(([name]) => name)
      .map(([name, ...rest]) => [name, decodeURIComponent(rest.join('='))]),
  );
}

export function restAuth(sim: SimContext, site: SiteRuntime, product: Product): RequestHandler {
  return (req, res, next) => {
    // Already authenticated: a Forge app's system token on `/ex/...` (forge/forge-ex-rest.ts).
    if (res.locals.caller) return void next();
    const authorization = req.headers.authorization;
    if (authorization && /^Bearer\s/i.test(authorization)) {
      const tenant = sim.tenant(site.name, product);
      const grant = sim.impersonation.grantOf(authorization);
      const user =
        grant && tenant && grant.clientKey === tenant.clientKey && findUser(grant.accountId);
      sim.state.record(site.name, 'rest', {
        product,
        method: req.method,
        path: req.originalUrl,
        ok: !!user,
        as: user ? user.id : undefined,
      });
      if (!user) {
        res.status(401).json({ message: 'Unauthorized: the access token is not valid here.' });
        return;
      }
      const needed = WRITE_METHODS[req.method];
      if (needed && !grant.scopes.includes(needed) && !grant.scopes.includes('ADMIN')) {
        res.status(403).json({ message: `The access token lacks the ${needed} scope.` });
        return;
      }
      res.locals.caller = { kind: 'user', user, scopes: grant.scopes } satisfies RestCaller;
      next();
      return;
    }
    if (authorization) {
      const tenant = sim.tenant(site.name, product);
      if (!tenant) {
        res.status(401).json({ message: 'The app is not installed on this site.' });
        return;
      }
      const check = verifyAppToken(
        authorization,
        tenant,
        req.method,
        `${site.origin}${req.originalUrl}`,
      );
      sim.state.record(site.name, 'rest', {
        product,
        method: req.method,
        path: req.originalUrl,
        ok: check.ok,
      });
      if (!check.ok) {
        res.status(401).json({ message: `JWT rejected: ${check.reason}` });
        return;
      }
      res.locals.caller = { kind: 'app' } satisfies RestCaller;
      next();
      return;
    }
    // AP.request: the host page calls its own REST API as the signed-in user.
    if (req.headers['x-sim-ap-request'] === '1') {
      res.locals.caller = { kind: 'user', user: currentUser(req) } satisfies RestCaller;
      next();
      return;
    }
    res.status(401).json({ message: 'Authentication required' });
  };
}
