/**
 * The one identity every service works with, whatever credential the request carried
 * (docs/ARCHITECTURE.md, "Identities"). Services receive it as their first argument and never read
 * the Express request.
 */
import type { Language } from '../../shared/language';
import { unauthorized } from '../errors';
import type { Request } from 'express';
import type { ForgeRemote } from './forge-remote';

/**
 * `jira`: Jira itself, for the person in a webhook (default templates, a deleted issue);
 * `workflow`: a Jira workflow rule, for the person who ran the transition.
 */
export type UserKind = 'atlassian' | 'portal' | 'apiKey' | 'share' | 'jira' | 'workflow';
export type ProductKind = 'jira' | 'confluence' | 'portal';

export interface RequestUser {
  kind: UserKind;
  id: string;
  displayName: string | null;
}

export interface RequestContext {
  tenantKey: string;
  productType: ProductKind;
  user: RequestUser;
  isAdmin: boolean;
  locale: Language;
  /** Where in the host the request comes from (issue, page, macro), when known. */
  hostContext: Record<string, unknown>;
  /**
   * Set when the request carried an API key (`/api/v1`): the key acts as `user` (its owner, or
   * the site for a site key) narrowed to the key's scope.
   */
  apiKey?: { id: string; name: string; scope: 'read' | 'write' };
  /**
   * Set for portal users: the templates they were invited to. They reach only these and the
   * checklists made from them (server/policies/callers.ts, `inReach`).
   */
  portal?: { templateUids: readonly string[] };
  /**
   * Set for Forge Remote calls (auth/forge-invocation-token.ts): the installation, where to
   * call the product back and the tokens for it (redacted in logs and JSON).
   */
  forge?: ForgeRemote;
}

/** The caller's context; routes behind `authenticate` always have one. */
export function contextOf(req: Request): RequestContext {
  if (!req.ctx) throw unauthorized();
  return req.ctx;
}
