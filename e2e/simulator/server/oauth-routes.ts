/**
 * Atlassian's authorization server as Connect apps reach it for user impersonation
 * (`POST /oauth2/token`, lib/user-impersonation.ts), served on every Connect site's origin:
 * one server for all sites, as Atlassian has one (the app's CONNECT_OAUTH_URL names the first
 * site's origin). Grants are recorded (`/sim/records?kind=oauth-token`), never their tokens.
 */
import express, { Router } from 'express';
import type { SimContext, SiteRuntime } from './context';

export function oauthRoutes(sim: SimContext, site: SiteRuntime): Router {
  const router = Router();
  router.post(
    '/oauth2/token',
    express.urlencoded({ extended: false, limit: '20kb' }),
    (req, res) => {
      const answer = sim.impersonation.token(
        (req.body ?? {}) as Record<string, unknown>,
        site.origin,
      );
      sim.state.record(site.name, 'oauth-token', {
        status: answer.status,
        ...(answer.status === 200 ? {} : { error: answer.body.error }),
      });
      res.status(answer.status).json(answer.body);
    },
  );
  return router;
}
