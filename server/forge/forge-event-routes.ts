/**
 * Our Forge apps' event endpoints (the manifests' `endpoint` routes, docs/FORGE.md):
 * - `POST /forge/jira/webhooks/issue-created`, `…/issue-deleted`: the issue triggers;
 * - `POST /forge/jira/workflow/complete-checklists/triggered`, `…/skip-checklists/triggered`:
 *   the workflow post functions;
 * - `POST /forge/jira/installed`, `/forge/confluence/installed`: `avi:forge:installed:app`.
 *
 * Each is rate-limited like the other routes reachable without an Atlassian session, then
 * verified before anything is read: the Forge invocation token (no `principal` needed, the
 * installation must be one of our apps' on the route's product, and installed), the body by
 * its schema (400 in the caller's language). Errors answer `{ error: { code, message } }`;
 * a handled event answers 204.
 */
import { createHash } from 'node:crypto';
import { Router, type Request, type RequestHandler } from 'express';
import type { z } from 'zod';
import { asyncHandler } from '../http/async-handler';
import { parseInput } from '../http/validate';
import { requestLanguage } from '../http/error-handler';
import { verifyForgeCall, type ForgeCallDeps } from '../auth/forge-verified-call';
import {
  installedSchema,
  issueCreatedSchema,
  issueDeletedSchema,
  postFunctionEventSchema,
} from './forge-event-schemas';
import {
  installed,
  issueCreated,
  issueDeleted,
  postFunctionTriggered,
  type EventDeps,
  type ForgeEvent,
} from './forge-event-handlers';

export const FORGE_EVENT_PATHS = {
  issueCreated: '/forge/jira/webhooks/issue-created',
  issueDeleted: '/forge/jira/webhooks/issue-deleted',
  completeChecklists: '/forge/jira/workflow/complete-checklists/triggered',
  skipChecklists: '/forge/jira/workflow/skip-checklists/triggered',
  jiraInstalled: '/forge/jira/installed',
  confluenceInstalled: '/forge/confluence/installed',
} as const;

/** One delivery: the same for Forge's retries of it (same installation, route and body). */
export function deliveryKey(installationId: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${installationId}\n${path}\n${JSON.stringify(body)}`)
    .digest('hex');
}

export function forgeEventRoutes(
  deps: EventDeps & { calls: ForgeCallDeps; rateLimit: RequestHandler },
): Router {
  const router = Router();

  const route = <S extends z.ZodType>(
    path: string,
    product: 'jira' | 'confluence',
    schema: S,
    handle: (event: ForgeEvent, body: z.output<S>) => Promise<void> | void,
  ) => {
    router.post(
      path,
      deps.rateLimit,
      asyncHandler(async (req: Request, res) => {
        const call = await verifyForgeCall(deps.calls, req.headers.authorization, req.headers, {
          requireUser: false,
          product,
        });
        const body = parseInput(schema, req.body, requestLanguage(req));
        const key = deliveryKey(call.invocation.installationId, path, req.body);
        await handle({ ...call, deliveryKey: key }, body);
        res.status(204).end();
      }),
    );
  };

  route(FORGE_EVENT_PATHS.issueCreated, 'jira', issueCreatedSchema, (event, body) =>
    issueCreated(deps, event, body),
  );
  route(FORGE_EVENT_PATHS.issueDeleted, 'jira', issueDeletedSchema, (event, body) =>
    issueDeleted(deps, event, body),
  );
  route(FORGE_EVENT_PATHS.completeChecklists, 'jira', postFunctionEventSchema, (event, body) =>
    postFunctionTriggered(deps, event, 'complete', body),
  );
  route(FORGE_EVENT_PATHS.skipChecklists, 'jira', postFunctionEventSchema, (event, body) =>
    postFunctionTriggered(deps, event, 'skip', body),
  );
  route(FORGE_EVENT_PATHS.jiraInstalled, 'jira', installedSchema, (event, body) =>
    installed(deps, event, 'jira', body),
  );
  route(FORGE_EVENT_PATHS.confluenceInstalled, 'confluence', installedSchema, (event, body) =>
    installed(deps, event, 'confluence', body),
  );
  return router;
}
