/**
 * /api/jira: the issue panel's data (any member who can see the issue), the enabled projects
 * (site admins) and a project's default templates (its admins and site admins). Rights come
 * from Jira's permission API in the actions, never from the page.
 */
import { Router } from 'express';
import { handle } from '../../http/endpoint';
import type { ServiceDeps } from '../../services/service-deps';
import { presentChecklist } from '../../presenters/checklist-presenter';
import { openIssuePanel } from '../../services/jira/issue-panel';
import {
  readEnabledProjects,
  searchProjects,
  updateEnabledProjects,
} from '../../services/jira/enabled-projects';
import {
  readDefaultTemplates,
  updateDefaultTemplates,
} from '../../services/jira/default-templates';
import * as schema from './schema';

export function jiraRoutes(deps: ServiceDeps): Router {
  const router = Router();
  router.get(
    '/jira/issues/:issueId/panel',
    handle(schema.issuePanel, async (ctx, { params }) => {
      const panel = await openIssuePanel(deps, ctx, params.issueId);
      return { ...panel, checklists: panel.checklists.map(presentChecklist) };
    }),
  );
  router.get(
    '/jira/enabled-projects',
    handle(schema.readEnabledProjects, (ctx) => readEnabledProjects(deps, ctx)),
  );
  router.put(
    '/jira/enabled-projects',
    handle(schema.updateEnabledProjects, (ctx, { body }) => updateEnabledProjects(deps, ctx, body)),
  );
  router.get(
    '/jira/projects',
    handle(schema.searchProjects, (ctx, { query }) => searchProjects(deps, ctx, query.query)),
  );
  router.get(
    '/jira/projects/:projectId/default-templates',
    handle(schema.readDefaultTemplates, (ctx, { params }) =>
      readDefaultTemplates(deps, ctx, params.projectId),
    ),
  );
  router.put(
    '/jira/projects/:projectId/default-templates/:issueTypeId',
    handle(schema.updateDefaultTemplates, (ctx, { params, body }) =>
      updateDefaultTemplates(deps, ctx, params.projectId, params.issueTypeId, body),
    ),
  );
  return router;
}
