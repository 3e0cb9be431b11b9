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
 * its schema (400 in the caller's language). Jira's events are parsed into one JiraEvent and
 * handed to the one service path every host's events take (services/jira/jira-events.ts);
 * a delivery is named by installation, route and body, the same for Forge's retries of it.
 * Errors answer `{ error: { code, message } }`; a handled event answers 204.
 */
import { createHash } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import type { ServiceDeps } from '../../services/service-deps';
import type { Logger } from '../../logger';
import { handleHostCall, type Caller } from '../../http/endpoint';
import { requestLanguage } from '../../http/error-handler';
import { hostCallContext } from '../../auth/caller-contexts';
import {
  handleJiraEvent,
  JIRA_EVENT_LOG_NAMES,
  type JiraEvent,
} from '../../services/jira/jira-events';
import { invalidInput } from '../../errors';
import type { PostFunctionKind } from '../../../shared/jira';
import { verifyForgeCall, type ForgeCall, type ForgeCallDeps } from './verified-call';
import {
  installedSchema,
  issueCreatedSchema,
  issueDeletedSchema,
  postFunctionEventSchema,
  type ForgeInstalledEvent,
  type ForgeIssueEvent,
  type ForgePostFunctionEvent,
} from './event-schemas';

export const FORGE_EVENT_PATHS = {
  issueCreated: '/forge/jira/webhooks/issue-created',
  issueDeleted: '/forge/jira/webhooks/issue-deleted',
  completeChecklists: '/forge/jira/workflow/complete-checklists/triggered',
  skipChecklists: '/forge/jira/workflow/skip-checklists/triggered',
  jiraInstalled: '/forge/jira/installed',
  confluenceInstalled: '/forge/confluence/installed',
} as const;

const APP_ARI_PREFIX = 'ari:cloud:ecosystem::app/';

/** One delivery: the same for Forge's retries of it (same installation, route and body). */
export function deliveryKey(installationId: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${installationId}\n${path}\n${JSON.stringify(body)}`)
    .digest('hex');
}

/** A verified event and the key of its delivery. */
interface ForgeEvent extends ForgeCall {
  deliveryKey: string;
}

const issueOf = (issue: ForgeIssueEvent['issue']) => ({
  id: issue.id,
  key: issue.key,
  projectId: issue.fields?.project?.id,
  projectKey: issue.fields?.project?.key,
  issueTypeId: issue.fields?.issuetype?.id,
});

/** The rule's configuration as Forge sends it: `config`, or `configuration` (text or `{ value }`). */
const configurationOf = (body: ForgePostFunctionEvent): string | undefined =>
  body.config ??
  (typeof body.configuration === 'string' ? body.configuration : body.configuration?.value);

export function forgeEventRoutes(deps: {
  calls: ForgeCallDeps;
  services: ServiceDeps;
  logger: Logger;
  rateLimit: RequestHandler;
}): Router {
  const router = Router();

  const verify =
    (product: 'jira' | 'confluence', path: string): Caller<ForgeEvent> =>
    async (req) => {
      const call = await verifyForgeCall(deps.calls, req.headers.authorization, req.headers, {
        requireUser: false,
        product,
      });
      const key = deliveryKey(call.invocation.installationId, path, req.body);
      return { caller: { ...call, deliveryKey: key }, locale: requestLanguage(req) };
    };

  const deliver = async (
    forge: ForgeEvent,
    kind: 'jira' | 'workflow',
    person: string | undefined,
    event: JiraEvent,
  ) => {
    const ctx = hostCallContext({
      site: forge.tenant,
      kind,
      person: { accountId: person ?? forge.invocation.principal },
      locale: 'en',
    });
    const outcome = await handleJiraEvent(deps.services, ctx, {
      key: `forge:${forge.deliveryKey}`,
      event,
    });
    deps.logger.info(
      { tenant: forge.tenant.clientKey, issue: event.issue.key, ...outcome },
      `forge: ${JIRA_EVENT_LOG_NAMES[event.type]}`,
    );
  };

  const issueRoute = (path: string, type: 'issueCreated' | 'issueDeleted') =>
    router.post(
      path,
      deps.rateLimit,
      handleHostCall(
        verify('jira', path),
        { body: type === 'issueCreated' ? issueCreatedSchema : issueDeletedSchema },
        async (forge, { body }) =>
          deliver(forge, 'jira', body.atlassianId, { type, issue: issueOf(body.issue) }),
      ),
    );
  issueRoute(FORGE_EVENT_PATHS.issueCreated, 'issueCreated');
  issueRoute(FORGE_EVENT_PATHS.issueDeleted, 'issueDeleted');

  const ruleRoute = (path: string, rule: PostFunctionKind) =>
    router.post(
      path,
      deps.rateLimit,
      handleHostCall(
        verify('jira', path),
        { body: postFunctionEventSchema },
        async (forge, { body }) => {
          const t = body.transition;
          await deliver(forge, 'workflow', body.atlassianId, {
            type: 'postFunction',
            rule,
            issue: { id: body.issue.id, key: body.issue.key },
            configuration: configurationOf(body),
            transition: { name: t?.transitionName, from: t?.from?.name, to: t?.to?.name },
          });
        },
      ),
    );
  ruleRoute(FORGE_EVENT_PATHS.completeChecklists, 'complete');
  ruleRoute(FORGE_EVENT_PATHS.skipChecklists, 'skip');

  /**
   * The app was installed: the tenant was recorded when the event's token was verified (as on
   * any first call, installations.ts); the event must name the token's app and site.
   */
  const installedRoute = (path: string, product: 'jira' | 'confluence') =>
    router.post(
      path,
      deps.rateLimit,
      handleHostCall(verify(product, path), { body: installedSchema }, (forge, { body }) => {
        checkInstalled(forge, product, body);
        deps.logger.info(
          { tenant: forge.tenant.clientKey, product, version: body.app.version ?? null },
          'forge: app installed',
        );
      }),
    );
  installedRoute(FORGE_EVENT_PATHS.jiraInstalled, 'jira');
  installedRoute(FORGE_EVENT_PATHS.confluenceInstalled, 'confluence');
  return router;
}

function checkInstalled(forge: ForgeCall, product: string, body: ForgeInstalledEvent): void {
  const appId = body.app.id.startsWith(APP_ARI_PREFIX) ? body.app.id : APP_ARI_PREFIX + body.app.id;
  const [, siteProduct, cloudId] = /^ari:cloud:(\w+)::site\/(.+)$/.exec(body.context) ?? [];
  if (
    appId !== forge.invocation.appId ||
    siteProduct !== product ||
    cloudId !== forge.invocation.cloudId
  ) {
    throw invalidInput('errors.forgeEventMismatch');
  }
}
