/** The part of Confluence Cloud's REST API the app and its pages use (under /wiki/rest/api). */
import express, { Router } from 'express';
import { USERS, findUser } from '../lib/directory';
import { confluenceUserJson } from '../lib/user-json';
import { SPACE, findPage } from './fixtures';
import type { SimContext, SiteRuntime } from './context';
import { restAuth, type RestCaller } from './rest-auth';

export function confluenceRest(sim: SimContext, site: SiteRuntime): Router {
  const router = Router();
  router.use('/wiki/rest/api', express.json({ limit: '100kb' }), restAuth(sim, site, 'confluence'));
  const withOperations = (expand: unknown) =>
    String(expand ?? '')
      .split(',')
      .includes('operations');

  router.get('/wiki/rest/api/user', (req, res) => {
    const user = findUser(String(req.query.accountId ?? ''));
    if (!user) res.status(404).json({ message: 'No user found' });
    else res.json(confluenceUserJson(user, withOperations(req.query.expand)));
  });
  router.get('/wiki/rest/api/user/current', (req, res) => {
    const caller = res.locals.caller as RestCaller;
    if (caller.kind !== 'user') res.json({ type: 'anonymous', displayName: 'Anonymous' });
    else res.json(confluenceUserJson(caller.user, withOperations(req.query.expand)));
  });
  router.get('/wiki/rest/api/user/bulk', (req, res) => {
    const users = String(req.query.accountId ?? '')
      .split(',')
      .flatMap((id) => findUser(id) ?? []);
    res.json({
      results: users.map((u) => confluenceUserJson(u, false)),
      start: 0,
      limit: users.length,
      size: users.length,
    });
  });
  router.get('/wiki/rest/api/search/user', (req, res) => {
    const q = (
      /user\.fullname~"([^"]*)"/.exec(String(req.query.cql ?? ''))?.[1] ?? ''
    ).toLowerCase();
    const results = USERS.filter((u) => u.displayName.toLowerCase().includes(q)).map((u) => ({
      user: confluenceUserJson(u, false),
    }));
    res.json({ results, start: 0, limit: 25, size: results.length });
  });
  router.get('/wiki/rest/api/space/:key', (req, res) => {
    if (req.params.key !== SPACE.key) res.status(404).json({ message: 'No space' });
    else res.json({ id: Number(SPACE.id), key: SPACE.key, name: SPACE.name, type: 'global' });
  });
  router.get('/wiki/rest/api/content/:id', (req, res) => {
    const page = findPage(req.params.id);
    if (!page) {
      res.status(404).json({ statusCode: 404, message: 'No content found with id' });
      return;
    }
    const expand = String(req.query.expand ?? '').split(',');
    res.json({
      id: page.id,
      type: 'page',
      status: 'current',
      title: page.title,
      ...(expand.includes('space')
        ? { space: { id: Number(SPACE.id), key: SPACE.key, name: SPACE.name } }
        : {}),
      ...(expand.includes('version') ? { version: { number: page.version } } : {}),
      ...(expand.includes('body.storage')
        ? {
            body: {
              storage: {
                value: page.body.replace(/<macro id="[^"]*"\/>/g, ''),
                representation: 'storage',
              },
            },
          }
        : {}),
      _links: { webui: `/spaces/${page.spaceKey}/pages/${page.id}`, base: `${site.origin}/wiki` },
    });
  });
  return router;
}
