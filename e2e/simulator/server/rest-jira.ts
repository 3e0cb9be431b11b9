/**
 * The part of Jira Cloud's REST API the app and its pages use (under /rest/api/3). The app
 * reads every issue and project; a person (`AP.request`, or an app acting as them) only what
 * they may browse: others look as if they did not exist.
 *
 * The bulk permission check (`POST /permissions/check`) is Atlassian's "Get bulk permissions":
 * "Administer Jira global permission to check the permissions for other users, otherwise none.
 * However, Connect apps can make a call from the app server to the product to obtain
 * permission details for any user, without admin permission. This Connect app ability doesn't
 * apply to calls made using AP.request() in a browser." So a Connect app (its JWT) asks about
 * anyone; a Forge app (its system token on /ex) is no Connect app and no Jira administrator,
 * so it asks about the person as that person (their token, no `accountId`), like a person,
 * who asks about others only as a site admin.
 */
import express, { Router } from 'express';
import { USERS, findUser } from '../lib/directory';
import { jiraUserJson } from '../lib/user-json';
import { ISSUE_TYPES, PROJECTS, findProject } from './fixtures';
import { canBrowse, isProjectAdmin } from './jira-data';
import { searchIssues, searchResultJson } from './jira-search';
import type { SimContext, SiteRuntime } from './context';
import { restAuth, type RestCaller } from './rest-auth';

const ids = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .flatMap((v) => String(v ?? '').split(','))
    .filter(Boolean);

export function jiraRest(sim: SimContext, site: SiteRuntime): Router {
  const router = Router();
  const jira = sim.state.jira(site.name);
  const findIssue = (idOrKey: string) => jira.find(idOrKey);
  /** The issue as the caller may see it: a person only those of projects they browse. */
  const visibleIssue = (idOrKey: string, res: express.Response) => {
    const issue = findIssue(idOrKey);
    const caller = res.locals.caller as RestCaller;
    return issue && (caller.kind === 'app' || canBrowse(caller.user, issue.projectKey))
      ? issue
      : undefined;
  };
  const visibleProjects = (res: express.Response) => {
    const caller = res.locals.caller as RestCaller;
    return PROJECTS.filter((p) => caller.kind === 'app' || canBrowse(caller.user, p.key));
  };
  router.use(
    '/rest/api/3',
    express.json({ limit: '100kb', strict: false }),
    restAuth(sim, site, 'jira'),
  );
  // Tests take Jira down to see the app retry (POST /sim/jira/outage).
  router.use('/rest/api/3', (_req, res, next) => {
    if (!jira.outage || (res.locals.caller as RestCaller).kind !== 'app') return next();
    sim.state.record(site.name, 'outage', { path: _req.originalUrl });
    res.status(503).json({ errorMessages: ['Jira is down for maintenance.'] });
  });
  const avatar = (id: string) => jiraUserJson(findUser(id)!, site.origin);

  router.get('/rest/api/3/myself', (_req, res) => {
    const caller = res.locals.caller as RestCaller;
    if (caller.kind !== 'user') {
      res.status(404).json({ errorMessages: ['An app has no user.'] });
      return;
    }
    res.json(avatar(caller.user.id));
  });
  router.get('/rest/api/3/user', (req, res) => {
    const user = findUser(String(req.query.accountId ?? ''));
    if (!user) res.status(404).json({ errorMessages: ['User not found'] });
    else res.json(avatar(user.id));
  });
  router.get('/rest/api/3/user/bulk', (req, res) => {
    const users = ids(req.query.accountId).flatMap((id) => findUser(id) ?? []);
    res.json({
      startAt: 0,
      maxResults: users.length,
      total: users.length,
      isLast: true,
      values: users.map((u) => avatar(u.id)),
    });
  });
  router.get('/rest/api/3/user/search', (req, res) => {
    const q = String(req.query.query ?? '').toLowerCase();
    res.json(USERS.filter((u) => u.displayName.toLowerCase().includes(q)).map((u) => avatar(u.id)));
  });
  router.post('/rest/api/3/permissions/check', (req, res) => {
    const body = req.body as {
      accountId?: string;
      globalPermissions?: string[];
      projectPermissions?: {
        permissions?: string[];
        projects?: (number | string)[];
        issues?: (number | string)[];
      }[];
    };
    const caller = res.locals.caller as RestCaller;
    const user = findUser(body.accountId ?? (caller.kind === 'user' ? caller.user.accountId : ''));
    const aboutOthers =
      body.accountId !== undefined &&
      (caller.kind === 'user'
        ? body.accountId !== caller.user.accountId && !caller.user.admin
        : caller.forge === true);
    if (aboutOthers) {
      res.status(403).json({
        errorMessages: [
          'You need the Administer Jira global permission to check the permissions of other users.',
        ],
      });
      return;
    }
    // Who browses a project works in it (browse, edit); admins of a project administer it.
    const allows = (permission: string, projectKey: string) =>
      user !== undefined &&
      canBrowse(user, projectKey) &&
      (permission === 'ADMINISTER_PROJECTS' ? isProjectAdmin(user, projectKey) : true);
    res.json({
      globalPermissions: (body.globalPermissions ?? []).filter(
        (p) => p === 'ADMINISTER' && user?.admin === true,
      ),
      projectPermissions: (body.projectPermissions ?? []).flatMap((ask) =>
        (ask.permissions ?? []).map((permission) => ({
          permission,
          projects: (ask.projects ?? [])
            .filter((id) => {
              const p = findProject(String(id));
              return p !== undefined && allows(permission, p.key);
            })
            .map(Number),
          issues: (ask.issues ?? [])
            .filter((id) => {
              const issue = findIssue(String(id));
              return issue !== undefined && allows(permission, issue.projectKey);
            })
            .map(Number),
        })),
      ),
    });
  });
  router.get('/rest/api/3/mypermissions', (req, res) => {
    const caller = res.locals.caller as RestCaller;
    const user = caller.kind === 'user' ? caller.user : undefined;
    const wanted = String(req.query.permissions ?? '')
      .split(',')
      .filter(Boolean);
    // In a project (projectKey/projectId), project admins administer it; else only site admins.
    const inProject = findProject(String(req.query.projectKey ?? req.query.projectId ?? ''));
    const has = (key: string) =>
      key === 'ADMINISTER'
        ? user?.admin === true
        : key === 'ADMINISTER_PROJECTS'
          ? inProject
            ? isProjectAdmin(user, inProject.key)
            : user?.admin === true
          : user !== undefined;
    res.json({
      permissions: Object.fromEntries(
        wanted.map((key) => [key, { key, havePermission: has(key) }]),
      ),
    });
  });
  const project = (p: (typeof PROJECTS)[number]) => ({
    id: p.id,
    key: p.key,
    name: p.name,
    projectTypeKey: 'software',
    simplified: false,
    self: `${site.origin}/rest/api/3/project/${p.id}`,
  });
  router.get('/rest/api/3/project', (_req, res) => res.json(visibleProjects(res).map(project)));
  router.get('/rest/api/3/project/search', (req, res) => {
    const q = String(req.query.query ?? '').toLowerCase();
    const all = visibleProjects(res)
      .filter((p) => `${p.key} ${p.name}`.toLowerCase().includes(q))
      .map(project);
    // Paged like Jira: at most 50 per page.
    const startAt = Math.max(0, Number(req.query.startAt ?? 0) || 0);
    const maxResults = Math.min(50, Math.max(1, Number(req.query.maxResults ?? 50) || 50));
    const values = all.slice(startAt, startAt + maxResults);
    res.json({
      startAt,
      maxResults,
      total: all.length,
      isLast: startAt + maxResults >= all.length,
      values,
    });
  });
  router.get('/rest/api/3/project/:idOrKey', (req, res) => {
    const p = visibleProjects(res).find(
      (x) => x.id === req.params.idOrKey || x.key === req.params.idOrKey,
    );
    if (!p) res.status(404).json({ errorMessages: ['No project could be found.'] });
    else res.json({ ...project(p), issueTypes: ISSUE_TYPES });
  });
  router.get('/rest/api/3/issuetype', (_req, res) => res.json(ISSUE_TYPES));
  router.get('/rest/api/3/issue/:idOrKey', (req, res) => {
    const issue = visibleIssue(req.params.idOrKey, res);
    if (!issue) {
      res
        .status(404)
        .json({ errorMessages: ['Issue does not exist or you do not have permission to see it.'] });
      return;
    }
    const p = findProject(issue.projectKey)!;
    res.json({
      id: issue.id,
      key: issue.key,
      self: `${site.origin}/rest/api/3/issue/${issue.id}`,
      fields: {
        summary: issue.summary,
        status: { name: issue.status },
        issuetype: { id: issue.issueTypeId, name: issue.issueTypeName },
        project: project(p),
        created: issue.created,
      },
    });
  });

  const search = (jql: string, res: express.Response) => {
    try {
      const caller = res.locals.caller as RestCaller;
      const issues = searchIssues(sim, site, jql)
        .filter((i) => caller.kind === 'app' || canBrowse(caller.user, i.projectKey))
        .map((i) => searchResultJson(site, i));
      res.json({ issues, isLast: true });
    } catch (error) {
      res
        .status(400)
        .json({ errorMessages: [error instanceof Error ? error.message : String(error)] });
    }
  };
  router.get('/rest/api/3/search/jql', (req, res) => search(String(req.query.jql ?? ''), res));
  router.post('/rest/api/3/search/jql', (req, res) =>
    search(String((req.body as { jql?: string }).jql ?? ''), res),
  );

  const propertyKey = (issueId: string, key: string) => `${site.name}:${issueId}:${key}`;
  router.get('/rest/api/3/issue/:idOrKey/properties', (req, res) => {
    const issue = visibleIssue(req.params.idOrKey, res);
    if (!issue) return void res.status(404).end();
    const prefix = `${site.name}:${issue.id}:`;
    const keys = [...sim.state.issueProperties.keys()]
      .filter((k) => k.startsWith(prefix))
      .map((k) => k.slice(prefix.length));
    res.json({
      keys: keys.map((key) => ({
        key,
        self: `${site.origin}/rest/api/3/issue/${issue.id}/properties/${key}`,
      })),
    });
  });
  router.get('/rest/api/3/issue/:idOrKey/properties/:key', (req, res) => {
    const issue = visibleIssue(req.params.idOrKey, res);
    const key = propertyKey(issue?.id ?? '', req.params.key);
    if (!issue || !sim.state.issueProperties.has(key)) {
      res.status(404).json({ errorMessages: ['The property was not found.'] });
      return;
    }
    res.json({ key: req.params.key, value: sim.state.issueProperties.get(key) });
  });
  router.put('/rest/api/3/issue/:idOrKey/properties/:key', (req, res) => {
    const issue = visibleIssue(req.params.idOrKey, res);
    if (!issue) return void res.status(404).end();
    const key = propertyKey(issue.id, req.params.key);
    if (JSON.stringify(req.body).length > 32_768) {
      res
        .status(400)
        .json({ errorMessages: ['The property value is longer than 32768 characters.'] });
      return;
    }
    const existed = sim.state.issueProperties.has(key);
    sim.state.issueProperties.set(key, req.body);
    sim.state.record(site.name, 'issue-property', {
      issue: issue.key,
      key: req.params.key,
      value: req.body,
    });
    res.status(existed ? 200 : 201).end();
  });
  router.delete('/rest/api/3/issue/:idOrKey/properties/:key', (req, res) => {
    const issue = visibleIssue(req.params.idOrKey, res);
    const removed = issue
      ? sim.state.issueProperties.delete(propertyKey(issue.id, req.params.key))
      : false;
    res.status(removed ? 204 : 404).end();
  });
  return router;
}
