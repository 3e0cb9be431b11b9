/**
 * The part of Confluence Cloud's REST API the app and its pages use (under /wiki/rest/api):
 * users, spaces, and content (rest-confluence-content.ts). Every call is authenticated.
 */
import express, { Router } from 'express';
import { USERS, findUser } from '../lib/directory';
import { confluenceUserJson } from '../lib/user-json';
import type { SimContext, SiteRuntime } from './context';
import { restAuth, type RestCaller } from './rest-auth';
import { contentRoutes, spaceJson } from './rest-confluence-content';

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
    const space = spaceJson(req.params.key);
    if (!space)
      res.status(404).json({ statusCode: 404, message: `No space with key : ${req.params.key}` });
    else res.json(space);
  });
  contentRoutes(router, sim, site);
  return router;
}
