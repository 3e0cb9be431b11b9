/**
 * The product REST a Forge app reaches at its `apiBaseUrl`: `/ex/jira/<cloudId>/rest/api/3/…`
 * and `/ex/confluence/<cloudId>/wiki/rest/api/…`, as api.atlassian.com routes them. Only
 * `Authorization: Bearer <system token>` the simulator minted for this site's installation of
 * that product is taken (else 401), or a user token of that installation (`x-forge-oauth-user`):
 * behind the gate the site's Jira and Confluence REST answer as they answer a Connect app (the
 * system token) or that person (the user token), on the same data.
 */
import { Router, type RequestHandler } from 'express';
import type { SimContext, SiteRuntime } from '../server/context';
import { jiraRest } from '../server/rest-jira';
import { confluenceRest } from '../server/rest-confluence';
import type { RestCaller } from '../server/rest-auth';
import { findUser } from '../lib/directory';
import { verifySystemToken } from './forge-tokens';
import type { ForgeHost } from './forge-host';
import type { ForgeProduct } from './forge-apps';

function systemTokenGate(
  forge: ForgeHost,
  site: SiteRuntime,
  product: ForgeProduct,
): RequestHandler {
  return (req, res, next) => {
    const cloudId = String(req.params.cloudId ?? '');
    const check = verifySystemToken(forge.key, req.headers.authorization, { product, cloudId });
    const installation = forge.installation(site.name, product);
    const ok = check.ok && installation?.installationId === check.installationId;
    forge.sim.state.record(site.name, 'forge-rest', {
      product,
      method: req.method,
      path: req.originalUrl,
      ok,
      ...(check.ok ? {} : { reason: check.reason }),
    });
    if (!ok) {
      res.status(401).json({
        code: 401,
        message: check.ok
          ? 'The app is not installed on this site.'
          : `Unauthorized: ${check.reason}`,
      });
      return;
    }
    const user = check.ok && check.accountId !== undefined ? findUser(check.accountId) : undefined;
    if (check.ok && check.accountId !== undefined && !user) {
      res.status(401).json({ code: 401, message: 'Unauthorized: unknown user' });
      return;
    }
    res.locals.caller = (
      user ? { kind: 'user', user } : { kind: 'app', forge: true }
    ) satisfies RestCaller;
    next();
  };
}

export function forgeExRest(sim: SimContext, site: SiteRuntime, forge: ForgeHost): Router {
  const router = Router();
  router.use('/ex/jira/:cloudId', systemTokenGate(forge, site, 'jira'), jiraRest(sim, site));
  router.use(
    '/ex/confluence/:cloudId',
    systemTokenGate(forge, site, 'confluence'),
    confluenceRest(sim, site),
  );
  router.use('/ex', (_req, res) => {
    res.status(404).json({ code: 404, message: 'Not found' });
  });
  return router;
}
