/**
 * PUT /api/templates/:uid: its owner, editors and site admins save the whole template at the
 * version they read (409 when someone saved meanwhile). Only the owner and site admins change
 * who the editors are; an editor's save keeps the list.
 */
import type { z } from 'zod';
import type { RequestContext } from '../../auth/request-context';
import type { TemplateRecord } from '../../db/repositories/templates-repository';
import type { TemplateView } from './template-views';
import type { updateTemplateSchema } from '../../../shared/templates';
import { can } from '../../policies/authorize';
import { conflict } from '../../errors';
import { nowIso } from '../../db/clock';
import type { ServiceDeps } from '../service-deps';
import { auditRows } from '../audit/audit-writer';
import { checkPeople } from '../people/people-check';
import { withItemIds } from './template-items';
import { loadTemplate, templateForWrite, templateView } from './template-access';

export type UpdateTemplateFields = z.output<typeof updateTemplateSchema>;

export async function updateTemplate(
  deps: ServiceDeps,
  ctx: RequestContext,
  uid: string,
  fields: UpdateTemplateFields,
): Promise<TemplateView> {
  // Checked first so that nobody who may not edit it makes the app ask the host about people;
  // decided again, authoritatively, in the write's transaction.
  const read = await loadTemplate(deps.repos, ctx, uid, 'template.edit');
  await checkPeople(deps, ctx, [...fields.items.map((i) => i.assigneeId), ...fields.editorIds], {
    alreadyThere: [...read.items.map((i) => i.assigneeId), ...read.editorIds, read.ownerId],
    templateUid: uid,
  });
  const at = nowIso();
  const items = withItemIds(fields.items);
  const saved = await deps.run(async (uow): Promise<TemplateRecord> => {
    const current = await templateForWrite(uow, ctx, uid, 'template.edit');
    if (current.version !== fields.version) throw conflict('errors.templateChanged');
    const editorIds = can(ctx, 'template.changeEditors', current)
      ? fields.editorIds.filter((id) => id !== current.ownerId)
      : current.editorIds;
    const changes = {
      title: fields.title,
      description: fields.description,
      tags: fields.tags,
      items,
      editorIds,
      updatedAt: at,
      updatedBy: ctx.user.id,
    };
    if (!(await uow.repos.templates.update(ctx.tenantKey, uid, fields.version, changes)))
      throw conflict('errors.templateChanged');
    await uow.repos.audit.insert(
      auditRows(ctx, at, [
        {
          action: 'template_updated',
          templateUid: uid,
          before: { title: current.title, items: current.items.length, version: current.version },
          after: { title: fields.title, items: items.length, version: fields.version + 1 },
        },
      ]),
    );
    return { ...current, ...changes, version: fields.version + 1 };
  });
  return templateView(deps.repos, ctx, saved);
}
