/**
 * A project's default templates per issue type (/jira/adminDefaultTemplates, the project
 * settings tab): read and set by the project's admins (Jira's permission API) and site admins.
 */
import type { RequestContext } from '../../auth/request-context';
import type { Tenant } from '../../db/repositories/tenants-repository';
import type { ServiceDeps } from '../service-deps';
import type { DefaultTemplatesDto, UpdateDefaultTemplatesInput } from '../../../shared/jira';
import { authorize } from '../../policies/authorize';
import { invalidInput, notFound } from '../../errors';
import { nowIso } from '../../db/clock';
import { askJira, jiraTenant } from './jira-tenant';

async function asProjectAdmin(
  deps: ServiceDeps,
  ctx: RequestContext,
  projectId: string,
): Promise<Tenant> {
  const tenant = await jiraTenant(deps, ctx);
  const isProjectAdmin =
    ctx.isAdmin ||
    (await askJira(() =>
      deps.jira.hasProjectPermission(tenant, ctx.user.id, projectId, 'ADMINISTER_PROJECTS'),
    ));
  authorize(ctx, 'jira.projectDefaults', { isProjectAdmin });
  return tenant;
}

async function projectOf(deps: ServiceDeps, tenant: Tenant, projectId: string) {
  const project = await askJira(() => deps.jira.project(tenant, projectId));
  if (!project) throw notFound('errors.projectNotFound');
  return project;
}

export async function readDefaultTemplates(
  deps: ServiceDeps,
  ctx: RequestContext,
  projectId: string,
): Promise<DefaultTemplatesDto> {
  const tenant = await asProjectAdmin(deps, ctx, projectId);
  return defaultTemplatesOf(deps, ctx, projectId, await projectOf(deps, tenant, projectId));
}

/** The project's stored defaults, shown with the project as Jira named it. Decides nothing. */
async function defaultTemplatesOf(
  deps: ServiceDeps,
  ctx: RequestContext,
  projectId: string,
  project: Awaited<ReturnType<typeof projectOf>>,
): Promise<DefaultTemplatesDto> {
  const rows = await deps.repos.jira.defaultTemplates(ctx.tenantKey, projectId);
  const uids = [...new Set(rows.flatMap((r) => r.templateUids))];
  const templates = new Map(
    (await Promise.all(uids.map((uid) => deps.repos.templates.find(ctx.tenantKey, uid)))).flatMap(
      (t) => (t && !t.archived ? [[t.uid, t.title] as const] : []),
    ),
  );
  return {
    project: { id: project.id, key: project.key, name: project.name },
    issueTypes: project.issueTypes,
    defaults: rows
      .filter((r) => project.issueTypes.some((t) => t.id === r.issueTypeId))
      .map((r) => ({
        issueTypeId: r.issueTypeId,
        templates: r.templateUids.flatMap((uid) => {
          const title = templates.get(uid);
          return title === undefined ? [] : [{ uid, title }];
        }),
      }))
      .filter((d) => d.templates.length > 0),
  };
}

export async function updateDefaultTemplates(
  deps: ServiceDeps,
  ctx: RequestContext,
  projectId: string,
  issueTypeId: string,
  input: UpdateDefaultTemplatesInput,
): Promise<DefaultTemplatesDto> {
  const tenant = await asProjectAdmin(deps, ctx, projectId);
  const project = await projectOf(deps, tenant, projectId);
  if (!project.issueTypes.some((t) => t.id === issueTypeId)) {
    throw notFound('errors.issueTypeNotFound');
  }
  const uids = [...new Set(input.templateUids)];
  const found = await Promise.all(uids.map((uid) => deps.repos.templates.find(ctx.tenantKey, uid)));
  const missing = uids.filter((_uid, i) => !found[i] || found[i]?.archived);
  if (missing.length > 0)
    throw invalidInput('errors.templatesMissing', { titles: missing.join(', ') });
  await deps.run((uow) =>
    uow.repos.jira.setDefaultTemplates(
      ctx.tenantKey,
      { projectId, issueTypeId, templateUids: uids },
      ctx.user.id,
      nowIso(),
    ),
  );
  // Answered from the project read before the save: nothing asked of Jira after the commit
  // (the admin right again, the project) may turn a saved change into an error.
  return defaultTemplatesOf(deps, ctx, projectId, project);
}
