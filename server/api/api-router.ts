/**
 * The JSON API under /api (docs/API.md): the public calls first (changelog, the portal's
 * sign-in calls), then one RequestContext from whichever credential the request carries
 * (`verifiers`, in order: app.ts hands in the hosts' (a Connect token, a Forge invocation
 * token) and the portal user's Firebase ID token), then every resource's routes.
 */
import express, { type Router } from 'express';
import type { Config } from '../config';
import type { ServiceDeps } from '../services/service-deps';
import type { SecurityHeaders } from '../http/security-headers';
import type { RateLimits } from '../http/rate-limits';
import type { FirebaseTokens } from '../auth/firebase-tokens';
import { createAuthenticate } from '../http/authenticate';
import type { CredentialVerifier } from '../auth/credential';
import { FailureLimiter } from '../http/failure-limiter';
import { apiNotFound } from '../http/error-handler';
import { changelogRoutes } from './changelog/routes';
import { portalRoutes } from './portal/routes';
import { itemsRoutes } from './items/routes';
import { meRoutes } from './me/routes';
import { myItemsRoutes } from './my-items/routes';
import { settingsRoutes } from './settings/routes';
import { preferencesRoutes } from './preferences/routes';
import { analyticsRoutes } from './analytics/routes';
import { templatesRoutes } from './templates/routes';
import { invitationRoutes } from './portal/invitation-routes';
import { examplesRoutes } from './examples/routes';
import { checklistsRoutes } from './checklists/routes';
import { auditRoutes } from './audit/routes';
import { onboardingRoutes } from './onboarding/routes';
import { usersRoutes } from './users/routes';
import { jiraRoutes } from './jira/routes';
import { confluenceRoutes } from './confluence/routes';
import { apiKeysRoutes } from './api-keys/routes';
import { sharesRoutes } from './shares/routes';
import { statisticsRoutes } from './statistics/routes';
import { shareScope } from '../http/share-scope';
import { SHARE_AUTH_SCHEME } from '../../shared/shares';

export function apiRouter(options: {
  config: Config;
  deps: ServiceDeps;
  headers: SecurityHeaders;
  limits: RateLimits;
  firebase: FirebaseTokens;
  /** The credentials /api takes, each by its own verifier, tried in this order. */
  verifiers: readonly CredentialVerifier[];
  /** The checklists' event streams (their router, made with the app so it can close them). */
  live: Router;
}): Router {
  const { config, deps, headers, limits, firebase } = options;
  const api = express.Router();
  api.use(headers.resource, (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(changelogRoutes(limits.publicApi));
  api.use(portalRoutes({ config, services: deps, firebase, rateLimit: limits.publicApi }));
  // Share links' calls are limited by address before their link is looked up, then by link.
  const sharePrefix = `${SHARE_AUTH_SCHEME.toLowerCase()} `;
  api.use((req, res, next) => {
    if (req.headers.authorization?.trim().toLowerCase().startsWith(sharePrefix))
      limits.shareByAddress(req, res, next);
    else next();
  });
  api.use(createAuthenticate({ verifiers: options.verifiers, failures: new FailureLimiter() }));
  api.use((req, res, next) => {
    if (req.ctx?.credential === 'share') limits.shareByLink(req, res, next);
    else next();
  }, shareScope);
  // Express tries the routers in order and their paths do not overlap: the busiest (a click
  // on an item) goes first.
  api.use(
    itemsRoutes(deps),
    meRoutes(),
    myItemsRoutes(deps),
    statisticsRoutes(deps),
    settingsRoutes(deps),
    preferencesRoutes(deps),
    analyticsRoutes(deps),
    templatesRoutes(deps),
    invitationRoutes(deps),
    examplesRoutes(deps),
    options.live,
    checklistsRoutes(deps),
    auditRoutes(deps),
    onboardingRoutes(deps),
    usersRoutes(deps),
    jiraRoutes(deps),
    confluenceRoutes(deps),
    apiKeysRoutes(deps),
    sharesRoutes(deps),
  );
  api.use(apiNotFound);
  return api;
}
