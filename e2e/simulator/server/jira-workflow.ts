/**
 * Running a workflow transition as Jira does: first every validator on it (Jira evaluates the
 * app's Jira expression itself, with the issue's properties and the rule's configuration;
 * `false` shows the validator's translated error message, a string shows that string, an
 * evaluation error blocks with Jira's own message), then the status changes, then every post
 * function's `triggered` URL is called with the rule's configuration.
 */
import { evaluateJiraExpression } from '../lib/jira-expression';
import type { SimUser } from '../lib/directory';
import type { SimContext, SiteRuntime } from './context';
import { TRANSITIONS, WORKFLOW, type LiveIssue } from './jira-data';
import { deliver, issueJson, person, type Delivery } from './jira-events';
import { forgePostFunction, forgeValidator } from '../forge/forge-jira-events';
import { forgeHostOf } from '../forge/forge-host';

interface ValidatorModule {
  key: string;
  expression: string;
  errorMessage?: { value?: string; i18n?: string };
}
interface PostFunctionModule {
  key: string;
  triggered: { url: string };
}

const translations = new Map<string, Record<string, string>>();

/** The app's translation of a descriptor key for the user's locale (`translations.paths`). */
async function translate(
  sim: SimContext,
  site: SiteRuntime,
  key: string | undefined,
  locale: string,
) {
  const descriptor = sim.descriptor('jira') as
    { translations?: { paths?: Record<string, string> } } | undefined;
  const tenant = sim.tenant(site.name, 'jira');
  const path = descriptor?.translations?.paths?.[locale.replace('_', '-')];
  if (!key || !path || !tenant) return undefined;
  const url = `${tenant.appBaseUrl}${path}`;
  if (!translations.has(url)) {
    const response = await fetch(url).catch(() => undefined);
    translations.set(url, response?.ok ? ((await response.json()) as Record<string, string>) : {});
  }
  return translations.get(url)?.[key];
}

export interface TransitionResult {
  ok: boolean;
  status: string;
  error?: string;
}

export async function runTransition(
  sim: SimContext,
  site: SiteRuntime,
  issue: LiveIssue,
  transitionId: string,
  user: SimUser,
  options: Delivery = {},
): Promise<TransitionResult> {
  const jira = sim.state.jira(site.name);
  const transition = TRANSITIONS.find(
    (t) => t.id === transitionId && t.from.includes(issue.status),
  );
  if (!transition)
    return { ok: false, status: issue.status, error: 'This transition is not available.' };
  const modules = sim.descriptor('jira')?.modules ?? {};
  const rules = jira.rules.filter((r) => r.transitionId === transitionId);

  const properties: Record<string, unknown> = {};
  const prefix = `${site.name}:${issue.id}:`;
  for (const [key, value] of sim.state.issueProperties) {
    if (key.startsWith(prefix)) properties[key.slice(prefix.length)] = value;
  }
  for (const rule of rules.filter((r) => r.kind === 'validator')) {
    // A Forge site runs the Forge app's validator (manifest), a Connect site the descriptor's.
    const forgeHost = site.forge ? forgeHostOf(sim) : undefined;
    const forge = forgeHost ? forgeValidator(forgeHost, rule, user) : undefined;
    const module = site.forge
      ? forge && { key: rule.moduleKey, expression: forge.expression }
      : (modules.jiraWorkflowValidators as ValidatorModule[] | undefined)?.find(
          (m) => m.key === rule.moduleKey,
        );
    if (!module) continue;
    let config: Record<string, unknown> | null = null;
    try {
      config = rule.config ? (JSON.parse(rule.config) as Record<string, unknown>) : null;
    } catch {
      config = null;
    }
    const expression =
      typeof config?.expression === 'string' ? config.expression : module.expression;
    let result: unknown;
    try {
      result = evaluateJiraExpression(expression, {
        issue: { id: Number(issue.id), key: issue.key, properties },
        project: { key: issue.projectKey },
        transition: { id: Number(transition.id), name: transition.name },
        user: { accountId: user.accountId, displayName: user.displayName },
        config,
      });
    } catch (error) {
      const message = `The Jira expression could not be evaluated: ${error instanceof Error ? error.message : String(error)}`;
      sim.state.record(site.name, 'validator', { issue: issue.key, rule: rule.id, error: message });
      return { ok: false, status: issue.status, error: message };
    }
    if (result !== true) {
      const error =
        typeof result === 'string'
          ? result
          : (forge?.errorMessage ??
            (await translate(sim, site, module.errorMessage?.i18n, user.locale)) ??
            module.errorMessage?.value ??
            'The transition is not allowed.');
      sim.state.record(site.name, 'validator', { issue: issue.key, rule: rule.id, error });
      return { ok: false, status: issue.status, error };
    }
  }

  const from = issue.status;
  issue.status = transition.to;
  sim.state.record(site.name, 'transition', {
    issue: issue.key,
    from,
    to: transition.to,
    by: user.id,
  });
  for (const rule of rules.filter((r) => r.kind === 'postFunction')) {
    if (site.forge) {
      const forgeHost = forgeHostOf(sim);
      if (forgeHost)
        await forgePostFunction(forgeHost, site, rule, issue, from, transition, user, options);
      continue;
    }
    const module = (modules.jiraWorkflowPostFunctions as PostFunctionModule[] | undefined)?.find(
      (m) => m.key === rule.moduleKey,
    );
    if (!module) continue;
    await deliver(
      sim,
      site,
      'post-function',
      module.triggered.url,
      {
        configuration: { value: rule.config },
        issue: issueJson(site, issue),
        transition: {
          from_status: from,
          to_status: transition.to,
          transitionId: Number(transition.id),
          transitionName: transition.name,
          workflowId: WORKFLOW.id,
          workflowName: WORKFLOW.name,
        },
        comment: '',
        user: person(user),
        timestamp: Date.now(),
      },
      options,
    );
  }
  return { ok: true, status: issue.status };
}
