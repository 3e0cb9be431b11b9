/**
 * ConfluenceSite (confluence-site.ts) over a HostRest transport: Confluence Cloud's content
 * REST API as the app, the one implementation for Connect (server/hosts/connect/transport.ts) and
 * Forge (server/hosts/forge/transport.ts). Pages and permissions are cached briefly per site, so
 * several macros on one page do not ask Confluence the same thing again and again.
 */
import type { Tenant } from '../db/repositories/tenants-repository';
import type { ConfluenceMacroRef, ConfluencePageRef, ConfluenceSite } from './confluence-site';
import { HostCallError, type HostRest } from './host-rest';
import { TtlCache } from '../lib/ttl-cache';

const CACHE_TTL_MS = 10_000;

interface ContentJson {
  id?: string | number;
  title?: string;
  space?: { key?: string };
  version?: { number?: number };
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
  const permissions = new TtlCache<boolean>(CACHE_TTL_MS, 10_000);
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
      const key = `${tenant.clientKey}\u0000${accountId}\u0000${pageId}\u0000${operation}`;
      const cached = permissions.get(key);
      if (cached !== undefined) return cached;
      const response = await rest.request<{ hasPermission?: boolean }>(
        tenant,
        'POST',
        `/rest/api/content/${encodeURIComponent(pageId)}/permission/check`,
        { subject: { type: 'user', identifier: accountId }, operation },
      );
      if (response.status === 404) return false;
      if (response.status !== 200) {
        throw new HostCallError(response.status, `permission check ${pageId} → ${response.status}`);
      }
      const allowed = response.body.hasPermission === true;
      permissions.set(key, allowed);
      return allowed;
    },
  };
}
