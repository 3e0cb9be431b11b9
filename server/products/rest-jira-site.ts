/**
 * JiraSite (jira-site.ts) over a HostRest transport: Jira Cloud's REST API v3 as the app, the
 * one implementation for Connect (server/hosts/connect/transport.ts: ACE, JWT with `qsh`) and
 * Forge (server/hosts/forge/transport.ts: the token's `apiBaseUrl`, the app system token). Issues
 * and permissions are cached briefly per site, so an issue panel that opens does not wait for
 * Jira twice.
 *
 * Whether someone may see issues is Jira's bulk permission check as the app, which Atlassian
 * documents for Connect apps: "Administer Jira global permission to check the permissions for
 * other users, otherwise none. However, Connect apps can make a call from the app server to
 * the product to obtain permission details for any user, without admin permission."
 * (REST v3, "Get bulk permissions"). One answer per issue is remembered, so a list page and
 * the reads after it ask once.
 */
import type { Tenant } from '../db/repositories/tenants-repository';
import type { JiraIssueRef, JiraSite } from './jira-site';
import { HostCallError, permissionsOf, requestOk, type HostRest } from './host-rest';
import { TtlCache } from '../lib/ttl-cache';

const CACHE_TTL_MS = 30_000;
/** Jira checks at most 1,000 issues per call. */
const BULK_MAX = 1000;

/**
 * A property key in a URL path. `:` stays as it is (the glance's keys have them): Connect's
 * client sends it unescaped, and the `qsh` must be computed over the path that is sent.
 */
const propertyPath = (key: string) => encodeURIComponent(key).replace(/%3A/gi, ':');

interface JiraIssueJson {
  id?: string;
  key?: string;
  fields?: {
    project?: { id?: string; key?: string };
    issuetype?: { id?: string };
    created?: string;
  };
}
interface JiraProjectJson {
  id?: string;
  key?: string;
  name?: string;
  issueTypes?: { id?: string; name?: string; subtask?: boolean }[];
}
interface PermissionCheckJson {
  projectPermissions?: {
    permission?: string;
    projects?: (number | string)[];
    issues?: (number | string)[];
  }[];
}

/** Jira writes `2026-11-24T09:30:00.000+0100`; anything unreadable counts as unknown. */
const createdAt = (value: string | undefined): { created?: string } => {
  const ms = value ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? {} : { created: new Date(ms).toISOString() };
};

const project = (p: JiraProjectJson) =>
  p.id && p.key && p.name ? [{ id: String(p.id), key: p.key, name: p.name }] : [];

const issueRef = (body: JiraIssueJson): JiraIssueRef | null =>
  body.id && body.key && body.fields?.project?.id && body.fields.issuetype?.id
    ? {
        id: String(body.id),
        key: body.key,
        projectId: String(body.fields.project.id),
        projectKey: body.fields.project.key ?? '',
        issueTypeId: String(body.fields.issuetype.id),
        ...createdAt(body.fields.created),
      }
    : null;

export function createRestJiraSite(rest: HostRest): JiraSite {
  const issues = new TtlCache<JiraIssueRef | null>(CACHE_TTL_MS, 10_000);
  const permissions = new TtlCache<boolean>(CACHE_TTL_MS, 10_000);
  const browsing = new TtlCache<boolean>(CACHE_TTL_MS, 100_000);
  const browseKey = (tenant: Tenant, accountId: string, issueId: string) =>
    `${tenant.clientKey}\u0000${accountId}\u0000${issueId}`;

  const browsable = async (
    tenant: Tenant,
    accountId: string,
    issueIds: readonly string[],
  ): Promise<Set<string>> => {
    const seen = new Set<string>();
    const unknown: string[] = [];
    for (const id of new Set(issueIds)) {
      const cached = browsing.get(browseKey(tenant, accountId, id));
      if (cached === undefined) unknown.push(id);
      else if (cached) seen.add(id);
    }
    for (let start = 0; start < unknown.length; start += BULK_MAX) {
      const chunk = unknown.slice(start, start + BULK_MAX);
      const answer = await permissionsOf<PermissionCheckJson>(rest, tenant, accountId, {
        projectPermissions: [{ permissions: ['BROWSE_PROJECTS'], issues: chunk.map(Number) }],
      });
      const granted = new Set(
        (
          (answer.projectPermissions ?? []).find((p) => p.permission === 'BROWSE_PROJECTS')
            ?.issues ?? []
        ).map(String),
      );
      for (const id of chunk) {
        browsing.set(browseKey(tenant, accountId, id), granted.has(id));
        if (granted.has(id)) seen.add(id);
      }
    }
    return seen;
  };

  const check = async (
    tenant: Tenant,
    accountId: string,
    permission: string,
    scope: { projects?: string[]; issues?: string[] },
  ): Promise<boolean> => {
    const key = `${tenant.clientKey}\u0000${accountId}\u0000${permission}\u0000${JSON.stringify(scope)}`;
    const cached = permissions.get(key);
    if (cached !== undefined) return cached;
    const answer = await permissionsOf<PermissionCheckJson>(rest, tenant, accountId, {
      projectPermissions: [
        {
          permissions: [permission],
          ...(scope.projects ? { projects: scope.projects.map(Number) } : {}),
          ...(scope.issues ? { issues: scope.issues.map(Number) } : {}),
        },
      ],
    });
    const granted = (answer.projectPermissions ?? []).find((p) => p.permission === permission);
    const ids = ((scope.projects ? granted?.projects : granted?.issues) ?? []).map(String);
    const wanted = scope.projects ?? scope.issues ?? [];
    const allowed = wanted.every((id) => ids.includes(id));
    permissions.set(key, allowed);
    return allowed;
  };

  return {
    async issue(tenant, issueId) {
      const key = `${tenant.clientKey}\u0000${issueId}`;
      const cached = issues.get(key);
      if (cached !== undefined) return cached ?? undefined;
      const response = await rest.request<JiraIssueJson>(
        tenant,
        'GET',
        `/rest/api/3/issue/${encodeURIComponent(issueId)}?fields=project,issuetype,created`,
      );
      if (response.status === 404) {
        issues.set(key, null);
        return undefined;
      }
      if (response.status !== 200) {
        throw new HostCallError(response.status, `GET issue ${issueId} → ${response.status}`);
      }
      const ref = issueRef(response.body);
      issues.set(key, ref);
      return ref ?? undefined;
    },

    async projects(tenant, query) {
      const page = await requestOk<{ values?: JiraProjectJson[] }>(
        rest,
        tenant,
        'GET',
        `/rest/api/3/project/search?query=${encodeURIComponent(query)}&maxResults=50&orderBy=key`,
      );
      return (page.values ?? []).flatMap(project);
    },

    async project(tenant, projectId) {
      const response = await rest.request<JiraProjectJson>(
        tenant,
        'GET',
        `/rest/api/3/project/${encodeURIComponent(projectId)}`,
      );
      if (response.status === 404) return undefined;
      if (response.status !== 200) {
        throw new HostCallError(response.status, `GET project → ${response.status}`);
      }
      const [found] = project(response.body);
      if (!found) return undefined;
      const issueTypes = (response.body.issueTypes ?? []).flatMap((t) =>
        t.id && t.name && !t.subtask ? [{ id: String(t.id), name: t.name }] : [],
      );
      return { ...found, issueTypes };
    },

    hasProjectPermission: (tenant, accountId, projectId, permission) =>
      check(tenant, accountId, permission, { projects: [projectId] }),

    canBrowseIssue: async (tenant, accountId, issueId) =>
      (await browsable(tenant, accountId, [issueId])).has(issueId),

    browsableIssues: browsable,

    async putIssueProperty(tenant, issueId, key, value) {
      const response = await rest.request(
        tenant,
        'PUT',
        `/rest/api/3/issue/${encodeURIComponent(issueId)}/properties/${propertyPath(key)}`,
        value,
      );
      if (response.status === 404) return 'gone';
      if (response.status < 200 || response.status >= 300) {
        throw new HostCallError(response.status, `PUT issue property → ${response.status}`);
      }
      return 'written';
    },

    async deleteIssueProperty(tenant, issueId, key) {
      const response = await rest.request(
        tenant,
        'DELETE',
        `/rest/api/3/issue/${encodeURIComponent(issueId)}/properties/${propertyPath(key)}`,
      );
      if (response.status !== 204 && response.status !== 404) {
        throw new HostCallError(response.status, `DELETE property → ${response.status}`);
      }
    },
  };
}
