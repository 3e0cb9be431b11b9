/**
 * Confluence's content REST API as the app uses it, from the site's own pages
 * (confluence-data.ts): a page (`expand=space,version,body.storage`), a macro of a page
 * version, and whether someone may read or update a page. The app reads every page; a user
 * (`AP.request`) only the pages they may read, others are 404 as on Cloud.
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

  router.get('/wiki/rest/api/content/:id', (req, res) => {
    const page = readable(req.params.id, res);
    if (!page) return notFound(res, `No content found with id: ${req.params.id}`);
    const expand = String(req.query.expand ?? '').split(',');
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
    const known = findUser(identifier)?.accountId === identifier;
    res.json({ hasPermission: known && permitted(page, identifier) });
  });
}
