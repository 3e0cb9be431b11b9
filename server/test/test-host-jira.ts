/**
 * The Jira part of the stand-in Atlassian (test-host.ts): projects, issues, permissions and
 * issue properties, answered like Jira Cloud answers them. Projects SIM (10000) and OPS
 * (10001); issue ids 10000–10999 are SIM-n and 11000–11999 are OPS-n (n = id minus the
 * base), unless a test deletes them. Site admins administer every project; Clara administers
 * OPS. Everyone browses every project unless a test names a project's browsers (`browsers`;
 * site admins always browse): then the others do not see its issues. The app asks about
 * anyone ("Connect apps can make a call from the app server to the product to obtain
 * permission details for any user, without admin permission"); a person (an access token)
 * asks about others only as a site admin. Tests can take Jira down (`outage`).
 */
import type { Express, Response } from 'express';
import { findUser, type SimUser } from '../../e2e/simulator/lib/directory';
import { callerOf } from './test-host-caller';

export interface TestJira {
  /** Issue properties by `${issueId}:${key}`, as written by the app. */
  properties: Map<string, unknown>;
  deletedIssues: Set<string>;
  /** While true, every Jira REST call answers 503. */
  outage: boolean;
  /**
   * Told of every REST call before it is answered, which waits for it: a test may take Jira
   * down from here, or change the app's data while a request of it is under way.
   */
  onCall:
    | ((method: string, path: string, headers: Record<string, unknown>) => void | Promise<void>)
    | null;
  /** Issue creation times by id (default: 2026-01-01). */
  created: Map<string, string>;
  /** Project id → who (simulator ids) may browse it besides site admins; unset: everyone. */
  browsers: Map<string, string[]>;
}

export const TEST_PROJECTS = [
  { id: '10000', key: 'SIM', name: 'Simulation', base: 10000 },
  { id: '10001', key: 'OPS', name: 'Operations', base: 11000 },
];
export const TEST_ISSUE_TYPES = [
  { id: '10001', name: 'Task', subtask: false },
  { id: '10002', name: 'Bug', subtask: false },
  { id: '10003', name: 'Story', subtask: false },
];
const PROJECT_ADMINS: Record<string, string[]> = { '10001': ['clara'] };

export function addTestJira(app: Express): TestJira {
  const jira: TestJira = {
    properties: new Map(),
    deletedIssues: new Set(),
    outage: false,
    onCall: null,
    created: new Map(),
    browsers: new Map(),
  };
  const browses = (user: SimUser | undefined, projectId: string) => {
    const browsers = jira.browsers.get(projectId);
    return user !== undefined && (!browsers || user.admin || browsers.includes(user.id));
  };
  /** The issue if the caller may see it: the app every issue, a person those they browse. */
  const visibleIssue = (idOrKey: string, res: Response) => {
    const issue = issueOf(idOrKey);
    const caller = callerOf(res);
    return issue && (caller.kind === 'app' || browses(caller.user, issue.project.id))
      ? issue
      : undefined;
  };
  const issueOf = (idOrKey: string) => {
    const byKey = /^([A-Z]+)-(\d+)$/.exec(idOrKey);
    const project = byKey
      ? TEST_PROJECTS.find((p) => p.key === byKey[1])
      : TEST_PROJECTS.find((p) => Number(idOrKey) >= p.base && Number(idOrKey) < p.base + 1000);
    if (!project) return undefined;
    const id = byKey ? String(project.base + Number(byKey[2])) : idOrKey;
    if (jira.deletedIssues.has(id)) return undefined;
    return { id, key: `${project.key}-${Number(id) - project.base}`, project };
  };
  const down = (res: Response) => {
    if (!jira.outage) return false;
    res.status(503).json({ errorMessages: ['Jira is down for maintenance.'] });
    return true;
  };
  const projectJson = (p: (typeof TEST_PROJECTS)[number]) => ({
    id: p.id,
    key: p.key,
    name: p.name,
  });
  const isProjectAdmin = (accountId: string | undefined, projectId: string) => {
    const user = findUser(accountId);
    return (
      user !== undefined && (user.admin || (PROJECT_ADMINS[projectId] ?? []).includes(user.id))
    );
  };

  app.use('/:site/rest/api/3', (req, res, next) => {
    Promise.resolve(jira.onCall?.(req.method, req.path, req.headers)).then(
      () => {
        if (!down(res)) next();
      },
      (error: unknown) => next(error),
    );
  });
  app.get('/:site/rest/api/3/issue/:idOrKey', (req, res) => {
    const issue = visibleIssue(req.params.idOrKey, res);
    if (!issue) {
      res
        .status(404)
        .json({ errorMessages: ['Issue does not exist or you do not have permission to see it.'] });
      return;
    }
    res.json({
      id: issue.id,
      key: issue.key,
      fields: {
        project: projectJson(issue.project),
        issuetype: TEST_ISSUE_TYPES[0],
        created: jira.created.get(issue.id) ?? '2026-01-01T09:00:00.000+0000',
      },
    });
  });
  app.get('/:site/rest/api/3/project/search', (req, res) => {
    const q = String(req.query.query ?? '').toLowerCase();
    const values = TEST_PROJECTS.filter((p) => `${p.key} ${p.name}`.toLowerCase().includes(q)).map(
      projectJson,
    );
    res.json({ startAt: 0, maxResults: 50, total: values.length, isLast: true, values });
  });
  app.get('/:site/rest/api/3/project/:idOrKey', (req, res) => {
    const p = TEST_PROJECTS.find(
      (x) => x.id === req.params.idOrKey || x.key === req.params.idOrKey,
    );
    if (!p) res.status(404).json({ errorMessages: ['No project could be found.'] });
    else res.json({ ...projectJson(p), issueTypes: TEST_ISSUE_TYPES });
  });
  app.post('/:site/rest/api/3/permissions/check', (req, res) => {
    const body = req.body as {
      accountId?: string;
      globalPermissions?: string[];
      projectPermissions?: { permissions: string[]; projects?: number[]; issues?: number[] }[];
    };
    const caller = callerOf(res);
    const user = findUser(body.accountId ?? (caller.kind === 'user' ? caller.user.accountId : ''));
    // Atlassian lets a Connect app ask about anyone from its server; a Forge app is no Connect
    // app (nor a Jira administrator): it asks as the person (rest-jira.ts of the simulator).
    const aboutOthers =
      body.accountId !== undefined &&
      (caller.kind === 'user'
        ? body.accountId !== caller.user.accountId && !caller.user.admin
        : caller.forge === true);
    if (aboutOthers) {
      res.status(403).json({ errorMessages: ['You may not check the permissions of others.'] });
      return;
    }
    res.json({
      globalPermissions: (body.globalPermissions ?? []).filter(
        (p) => p === 'ADMINISTER' && user?.admin === true,
      ),
      projectPermissions: (body.projectPermissions ?? []).flatMap((ask) =>
        ask.permissions.map((permission) => ({
          permission,
          projects: (ask.projects ?? []).filter(
            (id) =>
              browses(user, String(id)) &&
              (permission !== 'ADMINISTER_PROJECTS' || isProjectAdmin(user?.accountId, String(id))),
          ),
          issues: (ask.issues ?? []).filter((id) => {
            const issue = issueOf(String(id));
            return issue !== undefined && browses(user, issue.project.id);
          }),
        })),
      ),
    });
  });
  app.put('/:site/rest/api/3/issue/:idOrKey/properties/:key', (req, res) => {
    const issue = issueOf(req.params.idOrKey);
    if (!issue) {
      res.status(404).json({ errorMessages: ['Issue does not exist.'] });
      return;
    }
    const key = `${issue.id}:${req.params.key}`;
    const existed = jira.properties.has(key);
    jira.properties.set(key, req.body);
    res.status(existed ? 200 : 201).end();
  });
  app.delete('/:site/rest/api/3/issue/:idOrKey/properties/:key', (req, res) => {
    const issue = issueOf(req.params.idOrKey);
    const removed = issue ? jira.properties.delete(`${issue.id}:${req.params.key}`) : false;
    res.status(removed ? 204 : 404).end();
  });
  return jira;
}
