/**
 * /api/portal: the portal's sign-in calls (docs/PORTAL.md). `config` and `getInvitation` are
 * public (rate-limited by address); the others need a Firebase ID token but no site yet: they
 * are how a signed-in person gets one. Mounted before /api's authentication.
 */
import { Router, type RequestHandler } from 'express';
import type { Config } from '../../config';
import type { FirebaseTokens, FirebaseUser } from '../../auth/firebase-tokens';
import { firebaseTokenOf } from '../../auth/firebase-tokens';
import type { ServiceDeps } from '../../services/service-deps';
import {
  acceptInvitation,
  createPortalUser,
  deletePortalAccount,
  getInvitation,
  portalTenantOf,
} from '../../services/portal/portal-people';
import { endpoint, handlePublic, pathParam, type Caller } from '../../http/endpoint';
import { unauthorized } from '../../errors';
import { languageFromAcceptLanguage } from '../../../shared/language';
import type { PortalConfigDto } from '../../../shared/invitations';
import { acceptInvitationSchema, invitationCodeSchema } from './schema';

const code = pathParam(invitationCodeSchema, 'errors.invitationNotFound');

export function portalRoutes(deps: {
  config: Config;
  services: ServiceDeps;
  firebase: FirebaseTokens;
  /** Limits by address: these answer without an Atlassian token. */
  rateLimit: RequestHandler;
}): Router {
  const { config, services, firebase } = deps;
  /** Someone signed in with Firebase, who may not belong to a site yet. */
  const person: Caller<FirebaseUser> = async (req) => {
    const token = firebaseTokenOf(req.headers.authorization?.trim() ?? '');
    if (!token) throw unauthorized();
    const locale = languageFromAcceptLanguage(req.headers['accept-language']);
    return { caller: await firebase.verify(token), locale };
  };
  const router = Router();
  router.use('/portal', deps.rateLimit);

  router.get(
    '/portal/config',
    handlePublic({}, (): PortalConfigDto => ({
      apiKey: config.firebase.apiKey ?? 'fake-api-key',
      authDomain: config.firebase.authDomain ?? `${config.firebase.projectId}.firebaseapp.com`,
      projectId: config.firebase.projectId,
      emulatorUrl: config.firebase.emulatorHost ? `http://${config.firebase.emulatorHost}` : null,
    })),
  );
  router.get(
    '/portal/invitations/:code',
    handlePublic({ params: { code } }, (_caller, { params }) =>
      getInvitation(services, params.code),
    ),
  );
  router.post(
    '/portal/users',
    endpoint(person, {}, async (who) => {
      await createPortalUser(services, await firebase.profile(who));
    }),
  );
  router.post(
    '/portal/invitations/:code/accept',
    endpoint(person, { params: { code }, body: acceptInvitationSchema }, (who, { params, body }) =>
      acceptInvitation(services, who, body.userId, params.code),
    ),
  );
  router.delete(
    '/portal/account',
    endpoint(person, {}, async (who) => {
      await deletePortalAccount(services, who, (uid) => firebase.deleteAccount(uid));
    }),
  );
  router.get(
    '/portal/tenant',
    endpoint(person, {}, (who) => portalTenantOf(services, who)),
  );
  return router;
}
