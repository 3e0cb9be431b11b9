/**
 * /api/portal: the portal's sign-in calls (docs/PORTAL.md). `config` and `getInvitation` are
 * public (rate-limited by address); the others need a Firebase ID token but no site yet: they
 * are how a signed-in person gets one. Mounted before /api's authentication.
 */
import { Router, type Request, type RequestHandler } from 'express';
import type { Config } from '../../config';
import type { FirebaseTokens, FirebaseUser } from '../../auth/firebase-tokens';
import { firebaseTokenOf } from '../../auth/firebase-tokens';
import type { ServiceDeps } from '../../services/service-deps';
import {
  acceptInvitation,
  createPortalUser,
  getInvitation,
  portalTenantOf,
} from '../../services/portal/portal-people';
import { asyncHandler } from '../../http/async-handler';
import { parseInput } from '../../http/validate';
import { notFound, unauthorized } from '../../errors';
import { languageFromAcceptLanguage } from '../../../shared/language';
import type { PortalConfigDto } from '../../../shared/invitations';
import { acceptInvitationSchema, invitationCodeSchema } from './schema';

const languageOf = (req: Request) => languageFromAcceptLanguage(req.headers['accept-language']);

function codeOf(req: Request): string {
  const parsed = invitationCodeSchema.safeParse(req.params.code);
  if (!parsed.success) throw notFound('errors.invitationNotFound');
  return parsed.data;
}

export function portalRoutes(deps: {
  config: Config;
  services: ServiceDeps;
  firebase: FirebaseTokens;
  /** Limits by address: these answer without an Atlassian token. */
  rateLimit: RequestHandler;
}): Router {
  const { config, services, firebase } = deps;
  const person = async (req: Request): Promise<FirebaseUser> => {
    const token = firebaseTokenOf(req.headers.authorization?.trim() ?? '');
    if (!token) throw unauthorized();
    return firebase.verify(token);
  };
  const router = Router();
  router.use('/portal', deps.rateLimit);

  router.get('/portal/config', (_req, res) => {
    const answer: PortalConfigDto = {
      apiKey: config.firebase.apiKey ?? 'fake-api-key',
      authDomain: config.firebase.authDomain ?? `${config.firebase.projectId}.firebaseapp.com`,
      projectId: config.firebase.projectId,
      emulatorUrl: config.firebase.emulatorHost ? `http://${config.firebase.emulatorHost}` : null,
    };
    res.json({ data: answer });
  });

  router.get(
    '/portal/invitations/:code',
    asyncHandler(async (req, res) => {
      res.json({ data: await getInvitation(services, codeOf(req)) });
    }),
  );

  router.post(
    '/portal/users',
    asyncHandler(async (req, res) => {
      await createPortalUser(services, await firebase.profile(await person(req)));
      res.status(204).end();
    }),
  );

  router.post(
    '/portal/invitations/:code/accept',
    asyncHandler(async (req, res) => {
      const who = await person(req);
      const code = codeOf(req);
      const body = parseInput(acceptInvitationSchema, req.body, languageOf(req));
      res.json({ data: await acceptInvitation(services, who, body.userId, code) });
    }),
  );

  router.get(
    '/portal/tenant',
    asyncHandler(async (req, res) => {
      res.json({ data: await portalTenantOf(services, await person(req)) });
    }),
  );
  return router;
}
