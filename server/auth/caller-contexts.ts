/**
 * The only constructors of a RequestContext, one per kind of caller (request-context.ts). The
 * verifiers call them: this folder's (portal users, API keys) and the hosts' (Connect and Forge
 * tokens, the hosts' signed calls). Nothing else builds a context, so what a context holds is
 * decided here and nowhere else.
 */
import { createHash } from 'node:crypto';
import type { Language } from '../../shared/language';
import type {
  ApiKeyContext,
  AtlassianContext,
  HostCallContext,
  PortalContext,
  ProductKind,
  RequestContext,
  ShareContext,
  SignedPlace,
  TemplateReach,
} from './request-context';

interface Site {
  clientKey: string;
  productType: 'jira' | 'confluence';
}

export function atlassianContext(fields: {
  site: Site;
  accountId: string;
  displayName: string | null;
  isAdmin: boolean;
  signed: SignedPlace;
  locale: Language;
}): AtlassianContext {
  return {
    credential: 'atlassian',
    tenantKey: fields.site.clientKey,
    productType: fields.site.productType,
    user: { kind: 'atlassian', id: fields.accountId, displayName: fields.displayName },
    isAdmin: fields.isAdmin,
    locale: fields.locale,
    signed: fields.signed,
  };
}

export function portalContext(fields: {
  tenantKey: string;
  userId: string;
  displayName: string | null;
  reach: TemplateReach;
  locale: Language;
}): PortalContext {
  return {
    credential: 'portal',
    tenantKey: fields.tenantKey,
    productType: 'portal',
    user: { kind: 'portal', id: fields.userId, displayName: fields.displayName },
    isAdmin: false,
    locale: fields.locale,
    portal: fields.reach,
  };
}

/** Whom an API key acts as: a site (as a site admin), an Atlassian user, or a portal user. */
export type ApiKeyOwner =
  | { kind: 'site' }
  | { kind: 'atlassian'; id: string; displayName: string | null }
  | { kind: 'portal'; id: string; displayName: string | null; reach: TemplateReach };

export function apiKeyContext(fields: {
  site: Site;
  key: ApiKeyContext['apiKey'];
  owner: ApiKeyOwner;
  locale: Language;
}): ApiKeyContext {
  const { owner, key } = fields;
  const base = {
    credential: 'apiKey' as const,
    tenantKey: fields.site.clientKey,
    locale: fields.locale,
    apiKey: key,
  };
  if (owner.kind === 'site') {
    return {
      ...base,
      productType: fields.site.productType,
      user: { kind: 'apiKey', id: `apikey:${key.id}`, displayName: key.name },
      isAdmin: true,
    };
  }
  if (owner.kind === 'atlassian') {
    return {
      ...base,
      productType: fields.site.productType,
      user: { kind: 'atlassian', id: owner.id, displayName: owner.displayName },
      isAdmin: false,
    };
  }
  return {
    ...base,
    productType: 'portal',
    user: { kind: 'portal', id: owner.id, displayName: owner.displayName },
    isAdmin: false,
    portal: owner.reach,
  };
}

/**
 * The host acting for a person on a call it signed: `jira` (webhooks, product events),
 * `workflow` (post functions) or `atlassian` (a person exporting a page). The person is the
 * one the payload names, else the signed subject, else the host itself.
 */
export function hostCallContext(fields: {
  site: { clientKey: string; productType: ProductKind };
  kind: 'jira' | 'workflow' | 'atlassian';
  person: { accountId?: string | null; displayName?: string | null };
  locale: Language;
}): HostCallContext {
  return {
    credential: 'hostCall',
    tenantKey: fields.site.clientKey,
    productType: fields.site.productType,
    user: {
      kind: fields.kind,
      id: fields.person.accountId || 'jira',
      displayName: fields.person.displayName ?? null,
    },
    isAdmin: false,
    locale: fields.locale,
  };
}

/**
 * The same person, acting through Jira's automation: what the issue panel does when it applies
 * a project's default templates that the webhook did not (audit kind `jira`).
 */
export const actingAsJira = (ctx: RequestContext): HostCallContext =>
  hostCallContext({
    site: { clientKey: ctx.tenantKey, productType: ctx.productType },
    kind: 'jira',
    person: { accountId: ctx.user.id, displayName: ctx.user.displayName },
    locale: ctx.locale,
  });

/**
 * A share link's visitor: acts only on the link's checklist, as `share:<a hash of the link>`
 * (the link itself never lands in the audit log, where members would read it); the name the
 * audit log shows is the link's label and the visitor's name.
 */
export function shareContext(fields: {
  site: { clientKey: string; productType: ProductKind };
  share: Omit<ShareContext['share'], 'visitorName'>;
  visitorName: string | null;
  locale: Language;
}): ShareContext {
  const { share, visitorName } = fields;
  const linkName = share.label ? `"${share.label}"` : null;
  const displayName = [linkName, visitorName].filter((part) => part).join(' · ') || null;
  return {
    credential: 'share',
    tenantKey: fields.site.clientKey,
    productType: fields.site.productType,
    user: { kind: 'share', id: shareActorId(share.uid), displayName },
    isAdmin: false,
    locale: fields.locale,
    share: { ...share, visitorName },
  };
}

/** The actor id of a share link's visitors: stable per link, and not the link. */
export const shareActorId = (shareUid: string): string =>
  `share:${createHash('sha256').update(shareUid).digest('base64url').slice(0, 16)}`;
