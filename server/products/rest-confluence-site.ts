/**
 * ConfluenceSite (confluence-site.ts) over a HostRest transport: Confluence Cloud's content
 * REST API, the one implementation for Connect (server/hosts/connect/transport.ts) and Forge
 * (server/hosts/forge/transport.ts). Pages and macros are read as the app; what a person may
 * read or edit is asked as that person (HostRest.requestAsUser): the page with its
 * `operations` (`GET /rest/api/content/{id}?expand=operations`: 200 with `read`/`update`, 403
 * or 404 for a page they may not read), and for many pages a CQL search by ids, which answers
 * only what they may read. Atlassian's permission check about another subject needs the
 * Confluence Administrator global permission, which the app's own user does not have.
 * Answers are cached briefly per site and person, so several macros on one page and a list's
 * rows do not ask Confluence the same thing again and again.
 */
import type { Tenant } from '../db/repositories/tenants-repository';
import type { ConfluenceMacroRef, ConfluencePageRef, ConfluenceSite } from './confluence-site';
import { HostCallError, type HostRest } from './host-rest';
import { TtlCache } from '../lib/ttl-cache';

const CACHE_TTL_MS = 10_000;
/** Page ids per CQL search (`id in (…)`), well below Confluence's limit on results. */
const SEARCH_CHUNK = 100;

interface ContentJson {
  id?: string | number;
  title?: string;
  space?: { key?: string };
  version?: { number?: number };
}
interface OperationsJson {
  operations?: { operation?: string; targetType?: string }[];
}
interface SearchJson {
  results?: { id?: string | number }[];
}
interface MacroJson {
  name?: string;
  parameters?: Record<string, unknown>;
}

/** Confluence has answered parameters as strings and as `{ value }` objects over the years. */
const parameterValue = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && typeof (value as { value?: unknown }).value === 'string'
      ? (value as { value: string }).value
      : undefined;

const pageRef = (body: ContentJson | undefined): ConfluencePageRef | null =>
  body?.id !== undefined && body.title !== undefined && body.space?.key
    ? {
        id: String(body.id),
        title: body.title,
        spaceKey: body.space.key,
        version: Number(body.version?.number ?? 1),
      }
    : null;

export function createRestConfluenceSite(rest: HostRest): ConfluenceSite {
  const pages = new TtlCache<ConfluencePageRef | null>(CACHE_TTL_MS, 10_000);
  const permissions = new TtlCache<boolean>(CACHE_TTL_MS, 100_000);
  const permissionKey = (tenant: Tenant, accountId: string, pageId: string, op: string) =>
    `${tenant.clientKey}\u0000${accountId}\u0000${pageId}\u0000${op}`;
  const macros = new TtlCache<ConfluenceMacroRef | null>(CACHE_TTL_MS, 10_000);

  const getOrMissing = async <T>(tenant: Tenant, path: string): Promise<T | undefined> => {
    const response = await rest.request<T>(tenant, 'GET', path);
    if (response.status === 404) return undefined;
    if (response.status !== 200) {
      throw new HostCallError(response.status, `GET ${path.split('?')[0]} → ${response.status}`);
    }
    return response.body;
  };

  return {
    async page(tenant, pageId, atLeastVersion = 0) {
      const key = `${tenant.clientKey}\u0000${pageId}`;
      const cached = pages.get(key);
      // A frame of a newer version than remembered (the page was just published) asks again.
      if (cached !== undefined && (cached === null || cached.version >= atLeastVersion))
        return cached ?? undefined;
      const ref = pageRef(
        await getOrMissing<ContentJson>(
          tenant,
          `/rest/api/content/${encodeURIComponent(pageId)}?expand=space,version`,
        ),
      );
      pages.set(key, ref);
      return ref ?? undefined;
    },

    async macro(tenant, pageId, version, macroId) {
      const key = `${tenant.clientKey}\u0000${pageId}\u0000${version}\u0000${macroId}`;
      const cached = macros.get(key);
      if (cached !== undefined) return cached ?? undefined;
      const body = await getOrMissing<MacroJson>(
        tenant,
        `/rest/api/content/${encodeURIComponent(pageId)}/history/${version}/macro/id/${encodeURIComponent(macroId)}`,
      );
      const ref = body?.name
        ? {
            name: body.name,
            parameters: Object.fromEntries(
              Object.entries(body.parameters ?? {}).flatMap(([name, value]) => {
                const text = parameterValue(value);
                return text === undefined ? [] : [[name, text]];
              }),
            ),
          }
        : null;
      macros.set(key, ref);
      return ref ?? undefined;
    },

    async hasPagePermission(tenant, accountId, pageId, operation) {
      const cached = permissions.get(permissionKey(tenant, accountId, pageId, operation));
      if (cached !== undefined) return cached;
      const response = await rest.requestAsUser<OperationsJson>(
        tenant,
        accountId,
        'GET',
        `/rest/api/content/${encodeURIComponent(pageId)}?expand=operations`,
      );
      // A page the person may not read is 404 to them (or 403): neither read nor update.
      if (response.status !== 200 && response.status !== 403 && response.status !== 404) {
        throw new HostCallError(response.status, `GET page as a person → ${response.status}`);
      }
      const operations = new Set(
        response.status === 200
          ? (response.body?.operations ?? []).flatMap((o) =>
              o.targetType === undefined || o.targetType === 'page' ? [o.operation] : [],
            )
          : [],
      );
      const read = response.status === 200;
      const update = read && operations.has('update');
      permissions.set(permissionKey(tenant, accountId, pageId, 'read'), read);
      permissions.set(permissionKey(tenant, accountId, pageId, 'update'), update);
      return operation === 'read' ? read : update;
    },

    async readablePages(tenant, accountId, pageIds) {
      const readable = new Set<string>();
      const unknown: string[] = [];
      // Page ids are numbers; anything else is no page anyone reads (and stays out of the CQL).
      for (const id of new Set(pageIds.filter((id) => /^\d{1,20}$/.test(id)))) {
        const cached = permissions.get(permissionKey(tenant, accountId, id, 'read'));
        if (cached === undefined) unknown.push(id);
        else if (cached) readable.add(id);
      }
      for (let start = 0; start < unknown.length; start += SEARCH_CHUNK) {
        const chunk = unknown.slice(start, start + SEARCH_CHUNK);
        const cql = `id in (${chunk.join(',')})`;
        const response = await rest.requestAsUser<SearchJson>(
          tenant,
          accountId,
          'GET',
          `/rest/api/content/search?cql=${encodeURIComponent(cql)}&limit=${chunk.length}`,
        );
        if (response.status !== 200) {
          throw new HostCallError(response.status, `CQL search as a person → ${response.status}`);
        }
        const found = new Set((response.body?.results ?? []).map((r) => String(r.id)));
        for (const id of chunk) {
          permissions.set(permissionKey(tenant, accountId, id, 'read'), found.has(id));
          if (found.has(id)) readable.add(id);
        }
      }
      return readable;
    },
  };
}
