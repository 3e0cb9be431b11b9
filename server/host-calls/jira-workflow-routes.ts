/**
 * Jira's workflow post functions "Complete checklists" and "Skip checklists"
 * (atlassian-connect.json, `jiraWorkflowPostFunctions`): Jira calls `triggered` after a
 * transition, signed for that request, with the rule's configuration. The actor is the
 * workflow, for the person who transitioned. A delivery is known by Jira's webhook identifier
 * when it sends one, else by issue, transition and time: a retry changes nothing twice.
 */
import type { Request } from 'express';
import type { ServiceDeps } from '../services/service-deps';
import type { Logger } from '../logger';
import { parseInput } from '../http/validate';
import { runPostFunction, transitionLabel } from '../services/jira/workflow-rules';
import { postFunctionConfigSchema, type PostFunctionKind } from '../../shared/jira';
import { hostCallRoute, type HostCallDeps } from './host-call-route';
import { triggeredSchema, type Triggered } from './jira-payloads';
import { jiraActor } from './jira-actor';

export const JIRA_POST_FUNCTION_PATHS = [
  '/jira/workflow/complete-checklists/triggered',
  '/jira/workflow/skip-checklists/triggered',
];

/** The rule's stored configuration; a missing or unreadable one means the defaults. */
function configOf(body: Triggered) {
  let raw: unknown = {};
  try {
    raw = body.configuration?.value ? (JSON.parse(body.configuration.value) as unknown) : {};
  } catch {
    raw = {};
  }
  const parsed = postFunctionConfigSchema.safeParse(raw);
  return parsed.success ? parsed.data : postFunctionConfigSchema.parse({});
}

function deliveryKey(req: Request, body: Triggered): string {
  const identifier = req.headers['x-atlassian-webhook-identifier'];
  if (typeof identifier === 'string' && identifier) return `id:${identifier.slice(0, 200)}`;
  const t = body.transition;
  return `${body.issue.id}:${String(t?.transitionId ?? '')}:${String(body.timestamp ?? '')}`;
}

export const jiraWorkflowRoutes = (
  deps: HostCallDeps & { logger: Logger; services: ServiceDeps },
) =>
  hostCallRoute(deps, JIRA_POST_FUNCTION_PATHS, async (host, req: Request) => {
    const body = parseInput(triggeredSchema, req.body, 'en');
    const kind: PostFunctionKind = req.path.includes('/complete-') ? 'complete' : 'skip';
    const t = body.transition;
    const ran = await runPostFunction(
      deps.services,
      jiraActor(host, 'workflow', body.user),
      kind,
      configOf(body),
      {
        issueId: body.issue.id,
        name: transitionLabel(t?.transitionName, t?.from_status, t?.to_status),
        deliveryKey: deliveryKey(req, body),
      },
    );
    deps.logger.info(
      { tenant: host.tenantKey, issue: body.issue.key, kind, ran },
      'post function triggered',
    );
  });
