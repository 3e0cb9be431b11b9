/**
 * The Confluence part of the stand-in Atlassian (test-host.ts): pages with their macros and
 * read restrictions, answered like Confluence Cloud's content REST API. Pages belong to one
 * site (the `:site` of the URL): another site's page does not exist there. Tests add pages
 * with `addPage` and may take Confluence down (`outage`).
 */
import type { Express, Response } from 'express';
import { findUser } from '../../e2e/simulator/lib/directory';

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

  app.get('/:site/wiki/rest/api/content/:id', (req, res) => {
    if (down(res)) return;
    const page = pageOf(req.params.site, req.params.id);
    if (!page) return void missing(res);
    res.json({
      id: page.id,
      type: 'page',
      status: 'current',
      title: page.title,
      space: { key: page.spaceKey },
      version: { number: page.version },
    });
  });
  app.get('/:site/wiki/rest/api/content/:id/history/:version/macro/id/:macroId', (req, res) => {
    if (down(res)) return;
    const page = pageOf(req.params.site, req.params.id);
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
    const allowed = !!user && (!page.restrictedTo || page.restrictedTo.includes(user.id));
    res.json({ hasPermission: allowed, errors: [] });
  });
  return confluence;
}
