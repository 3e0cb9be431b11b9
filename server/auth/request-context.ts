/**
 * The one identity every service works with (docs/ARCHITECTURE.md, "Identities"): a union by
 * the kind of credential the request carried. Services receive it as their first argument and
 * never read the Express request; they never learn which host (Connect or Forge) a person came
 * through. Only the verifiers build one, through the constructors of caller-contexts.ts.
 */
import type { Language } from '../../shared/language';
import { unauthorized } from '../errors';
import type { Request } from 'express';

/**
 * Who acts, as the audit log names them. `jira`: Jira itself, for the person in a webhook
 * (default templates, a deleted issue); `workflow`: a Jira workflow rule, for the person who
 * ran the transition.
 */
export type UserKind = 'atlassian' | 'portal' | 'apiKey' | 'share' | 'jira' | 'workflow';
export type ProductKind = 'jira' | 'confluence' | 'portal';

export interface RequestUser {
  kind: UserKind;
  id: string;
  displayName: string | null;
}

interface ContextBase {
  tenantKey: string;
  productType: ProductKind;
  user: RequestUser;
  isAdmin: boolean;
  locale: Language;
}

/**
 * What the host signed about where a request comes from (the frame's issue, page or macro),
 * in the host's own words turned into ours by the verifier. Only facts a host signed land here;
 * a browser's query parameters never do.
 */
export interface SignedPlace {
  issueId?: string;
  projectId?: string;
  pageId?: string;
  /** The macro the call comes from, with its configuration when the host signed that too. */
  macro?: SignedMacro;
}

export interface SignedMacro {
  moduleKey: string | null;
  pageId: string;
  macroId: string;
  /** The macro's parameters as the host signed them; undefined when it signs none (Connect). */
  parameters?: Readonly<Record<string, string>>;
  /** True in the page editor. */
  isEditing: boolean;
}

/** The templates a portal user was invited to: they reach these and the checklists made from them. */
export interface TemplateReach {
  templateUids: readonly string[];
}

/** A person working in Jira or Confluence, through either host. */
export interface AtlassianContext extends ContextBase {
  credential: 'atlassian';
  signed: SignedPlace;
}

/** A person outside Atlassian who signed in to the portal (Firebase). */
export interface PortalContext extends ContextBase {
  credential: 'portal';
  portal: TemplateReach;
}

/**
 * An API key on /api/v1: a person's key acts as its owner (same `user`), a site's key as a site
 * admin (`user.kind: 'apiKey'`), both narrowed to the key's scope; a portal user's key reaches
 * what its owner reaches (`portal`).
 */
export interface ApiKeyContext extends ContextBase {
  credential: 'apiKey';
  apiKey: { id: string; name: string; scope: 'read' | 'write' };
  portal?: TemplateReach;
}

/**
 * The host acting through the app for a person, on a request the host signed for itself:
 * Jira's webhooks and product events (`user.kind: 'jira'`), workflow post functions
 * (`workflow`), Confluence's export of a page (the exporting person, `atlassian`).
 */
export interface HostCallContext extends ContextBase {
  credential: 'hostCall';
}

/**
 * Anyone with a share link (`Authorization: Share <shareUid>`, docs/SHARING.md): reaches that
 * one checklist and nothing else of the site, reads it, and with `check` works on it. The
 * audit log names them as the link (its label) and the name the visitor gave.
 */
export interface ShareContext extends ContextBase {
  credential: 'share';
  share: {
    uid: string;
    checklistUid: string;
    permission: 'view' | 'check';
    label: string | null;
    /** The name the visitor typed, if any; never verified. */
    visitorName: string | null;
  };
}

export type RequestContext =
  AtlassianContext | PortalContext | ApiKeyContext | HostCallContext | ShareContext;
export type CredentialKind = RequestContext['credential'];

/** The caller's context; routes behind `authenticate` always have one. */
export function contextOf(req: Request): RequestContext {
  if (!req.ctx) throw unauthorized();
  return req.ctx;
}
