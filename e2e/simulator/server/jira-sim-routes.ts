/**
 * The simulator's Jira controls (for the host pages' buttons and for tests): create and delete
 * issues (firing the app's webhooks), run transitions (validators, then post functions),
 * manage the workflow's rules, read an issue's state for the glance, take Jira down.
 */
import express, { Router } from 'express';
import { findUser } from '../lib/directory';
import { ISSUE_TYPES, findProject } from './fixtures';
import { currentUser } from './rest-auth';
import type { SimContext, SiteRuntime } from './context';
import { issueEvent } from './jira-events';
import { runTransition } from './jira-workflow';
import { TRANSITIONS } from './jira-data';

const GLANCE = 'checklists-glance';

export function jiraSimRoutes(sim: SimContext, site: SiteRuntime): Router {
  const router = Router();
  const jira = sim.state.jira(site.name);
  router.use(['/sim/issues', '/sim/workflow', '/sim/jira'], express.json({ limit: '100kb' }));
  const userOf = (req: express.Request) =>
    findUser(String((req.body as { as?: string } | undefined)?.as ?? '')) ?? currentUser(req);

  router.post('/sim/issues', async (req, res) => {
    const body = req.body as {
      project?: string;
      issueType?: string;
      summary?: string;
      deliveries?: number;
      concurrent?: boolean;
    };
    const project = findProject(body.project ?? 'SIM');
    const type =
      ISSUE_TYPES.find((t) => t.id === body.issueType || t.name === body.issueType) ??
      ISSUE_TYPES[0]!;
    if (!project || !body.summary?.trim()) {
      res.status(400).json({ error: 'project and summary are required' });
      return;
    }
    const issue = jira.create(project.key, type.id, type.name, body.summary.trim());
    const statuses = await issueEvent(sim, site, 'jira:issue_created', issue, userOf(req).id, body);
    res.json({ id: issue.id, key: issue.key, statuses });
  });

  router.delete('/sim/issues/:key', async (req, res) => {
    const issue = jira.find(req.params.key);
    if (!issue) {
      res.status(404).json({ error: 'no such issue' });
      return;
    }
    jira.issues.delete(issue.id);
    const statuses = await issueEvent(sim, site, 'jira:issue_deleted', issue, userOf(req).id);
    res.json({ key: issue.key, statuses });
  });

  router.get('/sim/issues/:key', (req, res) => {
    const issue = jira.find(req.params.key);
    const appKey = sim.descriptor('jira')?.key ?? '';
    const property = (key: string) =>
      sim.state.issueProperties.get(`${site.name}:${issue?.id}:${key}`);
    if (!issue) {
      res.status(404).json({ error: 'no such issue' });
      return;
    }
    res.json({
      ...issue,
      transitions: jira.transitionsOf(issue),
      glance: {
        status: property(`com.atlassian.jira.issue:${appKey}:${GLANCE}:status`) ?? null,
        label: property(`com.atlassian.jira.issue:${appKey}:${GLANCE}:label`) ?? null,
      },
      checklists: property('checklists') ?? null,
    });
  });

  router.post('/sim/issues/:key/transitions', async (req, res) => {
    const issue = jira.find(req.params.key);
    const body = req.body as { transitionId?: string; deliveries?: number; concurrent?: boolean };
    if (!issue) {
      res.status(404).json({ error: 'no such issue' });
      return;
    }
    res.json(
      await runTransition(sim, site, issue, String(body.transitionId ?? ''), userOf(req), body),
    );
  });

  router.get('/sim/workflow', (_req, res) => {
    res.json({ transitions: TRANSITIONS, rules: jira.rules });
  });
  router.post('/sim/workflow/rules', (req, res) => {
    const body = req.body as {
      transitionId?: string;
      kind?: string;
      moduleKey?: string;
      config?: string;
    };
    if (
      !TRANSITIONS.some((t) => t.id === String(body.transitionId)) ||
      (body.kind !== 'postFunction' && body.kind !== 'validator') ||
      !body.moduleKey
    ) {
      res.status(400).json({ error: 'transitionId, kind (postFunction|validator) and moduleKey' });
      return;
    }
    const rule = jira.addRule({
      transitionId: String(body.transitionId),
      kind: body.kind,
      moduleKey: body.moduleKey,
      config: typeof body.config === 'string' ? body.config : '',
    });
    sim.state.record(site.name, 'workflow-rule', rule);
    res.json(rule);
  });
  router.put('/sim/workflow/rules/:id', (req, res) => {
    const rule = jira.rules.find((r) => r.id === req.params.id);
    if (!rule) return void res.status(404).json({ error: 'no such rule' });
    rule.config = String((req.body as { config?: string }).config ?? '');
    res.json(rule);
  });
  router.delete('/sim/workflow/rules/:id', (req, res) => {
    const at = jira.rules.findIndex((r) => r.id === req.params.id);
    if (at >= 0) jira.rules.splice(at, 1);
    res.status(at >= 0 ? 204 : 404).end();
  });

  router.post('/sim/jira/outage', (req, res) => {
    jira.outage = (req.body as { down?: boolean }).down === true;
    res.json({ down: jira.outage });
  });
  return router;
}
