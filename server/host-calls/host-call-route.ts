/**
 * Calls the host makes to the app itself, not on behalf of a browser: Jira's webhooks and
 * workflow post functions (Forge's product events will join them). Each is signed for that one
 * request and verified before anything else (auth/connect-request-token.ts), rate-limited, and
 * answered 204 once handled.
 */
import { Router, type Request, type RequestHandler } from 'express';
import type { TenantsRepository } from '../db/repositories/tenants-repository';
import { verifyHostRequest, type HostRequest } from '../auth/connect-request-token';
import { asyncHandler } from '../http/async-handler';

export interface HostCallDeps {
  tenants: TenantsRepository;
  rateLimit: RequestHandler;
}

export function hostCallRoute(
  deps: HostCallDeps,
  paths: string[],
  handle: (host: HostRequest, req: Request) => Promise<void> | void,
): Router {
  const router = Router();
  router.post(
    paths,
    deps.rateLimit,
    asyncHandler(async (req, res) => {
      await handle(await verifyHostRequest(req, deps.tenants), req);
      res.status(204).end();
    }),
  );
  return router;
}
