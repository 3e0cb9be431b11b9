/**
 * Confluence's content REST API as the app uses it, from the site's own pages
 * (confluence-data.ts): a page (`expand=space,version,body.storage,operations`), a macro of a
 * page version, a CQL search by ids, and whether someone may read or update a page. The app
 * reads every page; a user (`AP.request`, or an app acting as the user with an impersonation
 * or Forge user token) only the pages they may read, others are 404 as on Cloud.
 *
 * The permission check (`POST …/permission/check`) answers for the caller themself; for
 * another subject Atlassian requires the "Confluence Administrator" global permission
 * ("Permissions required: … 'Can use' global permission if checking permission for self,
 * otherwise 'Confluence Administrator' global permission is required"). An app's own user is
 * not an administrator, so the app asking about someone else is refused (403).
 */
import type { Router, Response } from 'express';
import { findUser } from '../lib/directory';
import { findSpace, type SimPage } from './fixtures';
import { esc } from './html';
import { MACRO_MARKER, permitted } from './confluence-data';
import type { RestCaller } from './rest-auth';
import type { SimContext, SiteRuntime } from './context';

/** The body in storage format: each macro as Confluence stores a Connect macro. */
export function storageFormat(page: SimPage): string {
  return page.body.replace(MACRO_MARKER, (_all, id: string) => {
    const macro = page.macros.find((m) => m.id === id);
    if (!macro) return '';
    const params = Object.entries(macro.params)
      .map(([name, value]) => `<ac:parameter ac:name="${esc(name)}">${esc(value)}</ac:parameter>`)
      .join('');
    return `<ac:structured-macro ac:name="${esc(macro.moduleKey)}" ac:schema-version="1" ac:macro-id="${esc(macro.id)}">${params}</ac:structured-macro>`;
  });
}

export const spaceJson = (key: string) => {
  const space = findSpace(key);
  return space && { id: Number(space.id), key: space.key, name: space.name, type: 'global' };
};

/** The ids a CQL query names: `id in (1,2)` or `id = 1`, optionally with `type = page`. */
export function idsOfCql(cql: string): string[] | undefined {
  const parts = cql
    .split(/\s+and\s+/i)
    .map((part) => part.trim())
    .filter(Boolean);
  let ids: string[] | undefined;
  for (const part of parts) {
    if (/^type\s*=\s*"?page"?$/i.test(part)) continue;
    const list = /^id\s+in\s*\(([\d\s,"]*)\)$/i.exec(part)?.[1];
    const one = /^id\s*=\s*"?(\d+)"?$/i.exec(part)?.[1];
    if (list === undefined && one === undefined) return undefined;
    ids =
      one !== undefined
        ? [one]
        : (list ?? '')
            .split(',')
            .map((id) => id.replace(/"/g, '').trim())
            .filter(Boolean);
  }
  return ids;
}

const notFound = (res: Response, message: string) =>
  void res.status(404).json({ statusCode: 404, message });

export function contentRoutes(router: Router, sim: SimContext, site: SiteRuntime): void {
  const data = sim.state.confluence(site.name);
  /** The page if the caller may read it. */
  const readable = (id: string, res: Response): SimPage | undefined => {
    const page = data.find(id);
    const caller = res.locals.caller as RestCaller;
    if (!page || (caller.kind === 'user' && !permitted(page, caller.user.accountId))) return;
    return page;
  };

  // Before `/content/:id`: `search` is not an id.
  router.get('/wiki/rest/api/content/search', (req, res) => {
    const ids = idsOfCql(String(req.query.cql ?? ''));
    if (!ids) {
      res.status(400).json({
        statusCode: 400,
        message: 'Could not parse cql (the simulator knows `id in (…)`, `type = page`)',
      });
      return;
    }
    const limit = Math.min(Math.max(Number(req.query.limit ?? 25) || 25, 1), 250);
    const results = ids
      .flatMap((id) => readable(id, res) ?? [])
      .slice(0, limit)
      .map((page) => ({ id: page.id, type: 'page', status: 'current', title: page.title }));
    res.json({ results, start: 0, limit, size: results.length });
  });

  router.get('/wiki/rest/api/content/:id', (req, res) => {
    const page = readable(req.params.id, res);
    if (!page) return notFound(res, `No content found with id: ${req.params.id}`);
    const expand = String(req.query.expand ?? '').split(',');
    const caller = res.locals.caller as RestCaller;
    res.json({
      id: page.id,
      type: 'page',
      status: 'current',
      title: page.title,
      ...(expand.includes('space') ? { space: spaceJson(page.spaceKey) } : {}),
      ...(expand.includes('version') ? { version: { number: page.version } } : {}),
      ...(expand.includes('body.storage')
        ? { body: { storage: { value: storageFormat(page), representation: 'storage' } } }
        : {}),
      // Whoever reads a page here may update it too (restrictions cover both, confluence-data.ts).
      ...(expand.includes('operations')
        ? {
            operations: (caller.kind === 'app' || permitted(page, caller.user.accountId)
              ? ['read', 'update']
              : []
            ).map((operation) => ({ operation, targetType: 'page' })),
          }
        : {}),
      _links: { webui: `/spaces/${page.spaceKey}/pages/${page.id}`, base: `${site.origin}/wiki` },
    });
  });

  router.get('/wiki/rest/api/content/:id/history/:version/macro/id/:macroId', (req, res) => {
    const page = readable(req.params.id, res);
    if (!page) return notFound(res, `No content found with id: ${req.params.id}`);
    const version = /^\d+$/.test(req.params.version) ? Number(req.params.version) : NaN;
    const macro = data.macroAt(page, version, req.params.macroId);
    if (!macro)
      return notFound(
        res,
        `No macro found with id ${req.params.macroId} in version ${req.params.version} of content ${page.id}`,
      );
    res.json({ name: macro.moduleKey, body: '', parameters: { ...macro.params } });
  });

  router.post('/wiki/rest/api/content/:id/permission/check', (req, res) => {
    const page = readable(req.params.id, res);
    if (!page) return notFound(res, `No content found with id: ${req.params.id}`);
    const body = (req.body ?? {}) as {
      subject?: { type?: unknown; identifier?: unknown };
      operation?: unknown;
    };
    const identifier = body.subject?.identifier;
    if (
      body.subject?.type !== 'user' ||
      typeof identifier !== 'string' ||
      !identifier ||
      (body.operation !== 'read' && body.operation !== 'update')
    ) {
      res.status(400).json({
        statusCode: 400,
        message:
          "The body is { subject: { type: 'user', identifier: <accountId> }, operation: 'read' | 'update' }",
      });
      return;
    }
    const caller = res.locals.caller as RestCaller;
    const self = caller.kind === 'user' && caller.user.accountId === identifier;
    if (!self && !(caller.kind === 'user' && caller.user.admin)) {
      res.status(403).json({
        statusCode: 403,
        message:
          'Checking the permissions of another user requires the Confluence Administrator global permission.',
      });
      return;
    }
    const known = findUser(identifier)?.accountId === identifier;
    res.json({ hasPermission: known && permitted(page, identifier) });
  });
}
