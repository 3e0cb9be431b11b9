/**
 * /jira/adminEnabledProjects: the projects Checklists works in. None picked means every
 * project. Site admins only; saves name the version they read (409 when another came first).
 */
import type { RequestContext } from '../../auth/request-context';
import type { Repositories } from '../../db/unit-of-work';
import type { ServiceDeps } from '../service-deps';
import type {
  EnabledProjectsDto,
  JiraProjectDto,
  UpdateEnabledProjectsInput,
} from '../../../shared/jira';
import { authorize, SITE } from '../../policies/authorize';
import { conflict, invalidInput } from '../../errors';
import { nowIso } from '../../db/clock';
import { askJira, jiraTenant } from './jira-tenant';

export async function isProjectEnabled(
  repos: Repositories,
  tenantKey: string,
  projectId: string,
): Promise<boolean> {
  const { projectIds } = await repos.jira.enabledProjects(tenantKey);
  return projectIds.length === 0 || projectIds.includes(projectId);
}

export async function readEnabledProjects(
  deps: ServiceDeps,
  ctx: RequestContext,
): Promise<EnabledProjectsDto> {
  authorize(ctx, 'jira.enabledProjects', SITE);
  const tenant = await jiraTenant(deps, ctx);
  const stored = await deps.repos.jira.enabledProjects(ctx.tenantKey);
  const found = await askJira(() =>
    Promise.all(stored.projectIds.map((id) => deps.jira.project(tenant, id))),
  );
  // A project deleted in Jira since is left out; the next save drops it for good.
  const projects = found.flatMap((p) => (p ? [{ id: p.id, key: p.key, name: p.name }] : []));
  return { projects, version: stored.version };
}

export async function updateEnabledProjects(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: UpdateEnabledProjectsInput,
): Promise<EnabledProjectsDto> {
  authorize(ctx, 'jira.enabledProjects', SITE);
  const tenant = await jiraTenant(deps, ctx);
  const ids = [...new Set(input.projectIds)];
  const found = await askJira(() => Promise.all(ids.map((id) => deps.jira.project(tenant, id))));
  if (found.some((p) => p === undefined)) throw invalidInput('errors.projectNotFound');
  const saved = await deps.run((uow) =>
    uow.repos.jira.saveEnabledProjects(ctx.tenantKey, ids, ctx.user.id, nowIso(), input.version),
  );
  if (!saved) {
    throw conflict('errors.enabledProjectsChanged', undefined, {
      current: await readEnabledProjects(deps, ctx),
    });
  }
  // What was saved, from the projects Jira named before the save: nothing asked after the
  // commit may turn a saved change into an error.
  const projects = found.flatMap((p) => (p ? [{ id: p.id, key: p.key, name: p.name }] : []));
  return { projects, version: input.version + 1 };
}

/** The site's projects for the picker (site admins). */
export async function searchProjects(
  deps: ServiceDeps,
  ctx: RequestContext,
  query: string,
): Promise<JiraProjectDto[]> {
  authorize(ctx, 'jira.enabledProjects', SITE);
  const tenant = await jiraTenant(deps, ctx);
  return askJira(() => deps.jira.projects(tenant, query));
}
