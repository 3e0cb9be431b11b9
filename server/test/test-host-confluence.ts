/**
 * The Confluence part of the stand-in Atlassian (test-host.ts): pages with their macros and
 * read restrictions, answered like Confluence Cloud's content REST API. Pages belong to one
 * site (the `:site` of the URL): another site's page does not exist there. The app reads
 * every page; a person (an impersonation or Forge user token) only those they may read, the
 * others are 404. The permission check answers a person about themself; about anyone else
 * only to a Confluence Administrator (Atlassian's documented rule), so never to the app's own
 * user (403). Tests add pages with `addPage` and may take Confluence down (`outage`).
 */
import type { Express, Response } from 'express';
import { findUser } from '../../e2e/simulator/lib/directory';
import { idsOfCql } from '../../e2e/simulator/server/rest-confluence-content';
import { callerOf } from './test-host-caller';

export interface TestMacro {
  id: string;
  name: string;
  parameters: Record<string, string>;
}

export interface TestPage {
  id: string;
  title: string;
  spaceKey: string;
  version: number;
  macros: TestMacro[];
  /** When set, only these users (simulator ids) may read the page. */
  restrictedTo?: string[];
}

export interface TestConfluence {
  /** Pages by `${site}:${pageId}`. */
  pages: Map<string, TestPage>;
  addPage(site: string, page: Omit<TestPage, 'version'> & { version?: number }): TestPage;
  /** While true, every Confluence REST call answers 503. */
  outage: boolean;
}

export function addTestConfluence(app: Express): TestConfluence {
  const confluence: TestConfluence = {
    pages: new Map(),
    outage: false,
    addPage(site, page) {
      const stored = { version: 1, ...page };
      this.pages.set(`${site}:${page.id}`, stored);
      return stored;
    },
  };
  const down = (res: Response) => {
    if (!confluence.outage) return false;
    res.status(503).json({ statusCode: 503, message: 'Service unavailable' });
    return true;
  };
  const pageOf = (site: string | undefined, id: string | undefined) =>
    confluence.pages.get(`${site ?? ''}:${id ?? ''}`);
  const missing = (res: Response) =>
    res.status(404).json({ statusCode: 404, message: 'No content found with id' });
  const mayRead = (page: TestPage, userId: string | undefined) =>
    userId !== undefined && (!page.restrictedTo || page.restrictedTo.includes(userId));
  /** The page if the caller may read it: the app every page, a person only theirs. */
  const readable = (site: string | undefined, id: string | undefined, res: Response) => {
    const page = pageOf(site, id);
    const caller = callerOf(res);
    return page && (caller.kind === 'app' || mayRead(page, caller.user.id)) ? page : undefined;
  };

  app.get('/:site/wiki/rest/api/content/search', (req, res) => {
    if (down(res)) return;
    const ids = idsOfCql(String(req.query.cql ?? ''));
    if (!ids) return void res.status(400).json({ statusCode: 400, message: 'Bad CQL' });
    const results = ids
      .flatMap((id) => readable(req.params.site, id, res) ?? [])
      .map((page) => ({ id: page.id, type: 'page', status: 'current', title: page.title }));
    res.json({ results, start: 0, limit: 250, size: results.length });
  });
  app.get('/:site/wiki/rest/api/content/:id', (req, res) => {
    if (down(res)) return;
    const page = readable(req.params.site, req.params.id, res);
    if (!page) return void missing(res);
    const operations = String(req.query.expand ?? '')
      .split(',')
      .includes('operations');
    res.json({
      id: page.id,
      type: 'page',
      status: 'current',
      title: page.title,
      space: { key: page.spaceKey },
      version: { number: page.version },
      ...(operations
        ? {
            operations: ['read', 'update'].map((operation) => ({
              operation,
              targetType: 'page',
            })),
          }
        : {}),
    });
  });
  app.get('/:site/wiki/rest/api/content/:id/history/:version/macro/id/:macroId', (req, res) => {
    if (down(res)) return;
    const page = readable(req.params.site, req.params.id, res);
    const macro = page?.macros.find((m) => m.id === req.params.macroId);
    if (!page || !macro || Number(req.params.version) > page.version) return void missing(res);
    res.json({ name: macro.name, body: '', parameters: macro.parameters });
  });
  app.post('/:site/wiki/rest/api/content/:id/permission/check', (req, res) => {
    if (down(res)) return;
    const page = pageOf(req.params.site, req.params.id);
    if (!page) return void missing(res);
    const body = req.body as {
      subject?: { type?: string; identifier?: string };
      operation?: string;
    };
    const user = findUser(body.subject?.identifier ?? '');
    if (body.subject?.type !== 'user' || !['read', 'update'].includes(body.operation ?? '')) {
      res.status(400).json({ statusCode: 400, message: 'Bad permission check' });
      return;
    }
    const caller = callerOf(res);
    const self = caller.kind === 'user' && caller.user.accountId === body.subject.identifier;
    if (!self && !(caller.kind === 'user' && caller.user.admin)) {
      res.status(403).json({
        statusCode: 403,
        message: 'Checking another user needs the Confluence Administrator global permission',
      });
      return;
    }
    const allowed = !!user && mayRead(page, user.id);
    res.json({ hasPermission: allowed, errors: [] });
  });
  return confluence;
}
