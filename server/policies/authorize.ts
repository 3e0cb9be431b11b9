/**
 * The one authorization step. Every read and write of a resource calls
 * `authorize(ctx, action, resource)` before acting; the permissions the API sends with a
 * resource are `can(ctx, action, resource)` of the same rules, so the client shows exactly
 * what the server will allow.
 */
import type { RequestContext } from '../auth/request-context';
import { conflict, forbidden, type AppError } from '../errors';
import type { Verdict } from './verdict';
import { checklistRules } from './checklist-policy';
import { templateRules } from './template-policy';
import { siteRules } from './site-policy';
import { jiraRules } from './jira-policy';
import { apiKeyRules } from './api-key-policy';

const RULES = {
  ...checklistRules,
  ...templateRules,
  ...siteRules,
  ...jiraRules,
  ...apiKeyRules,
};

type Rules = typeof RULES;
export type Action = keyof Rules;
/** The resource an action's rule looks at. */
export type ResourceOf<A extends Action> = Parameters<Rules[A]>[1];

/** The site itself, for actions that are not about one resource (create, settings…). */
export const SITE = {} as const;

function verdict<A extends Action>(ctx: RequestContext, action: A, resource: ResourceOf<A>) {
  return (RULES[action] as (ctx: RequestContext, resource: ResourceOf<A>) => Verdict)(
    ctx,
    resource,
  );
}

export function can<A extends Action>(
  ctx: RequestContext,
  action: A,
  resource: ResourceOf<A>,
): boolean {
  return verdict(ctx, action, resource) === true;
}

/** Throws 403 (the caller may not) or 409 (nobody may in this state) unless allowed. */
export function authorize<A extends Action>(
  ctx: RequestContext,
  action: A,
  resource: ResourceOf<A>,
): void {
  const result = verdict(ctx, action, resource);
  if (result === true) return;
  throw refusal(result);
}

function refusal(result: Exclude<Verdict, true>): AppError {
  return result.status === 403 ? forbidden(result.messageKey) : conflict(result.messageKey);
}
