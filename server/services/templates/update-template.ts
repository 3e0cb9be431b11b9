/**
 * PUT /api/templates/:uid: its owner, editors and site admins save the whole template at the
 * version they read (409 when someone saved meanwhile). Only the owner and site admins change
 * who the editors are; an editor's save keeps the list.
 */
import type { z } from 'zod';
import type { RequestContext } from '../../auth/request-context';
import type { TemplateView } from '../templates/template-views';
import type { updateTemplateSchema } from '../../../shared/templates';
import { can } from '../../policies/authorize';
import { conflict } from '../../errors';
import { nowIso } from '../../db/clock';
import type { ServiceDeps } from '../service-deps';
import { auditRows } from '../audit/audit-writer';
import { withItemIds } from './template-items';
import { loadTemplate, templateView } from './template-access';

export type UpdateTemplateFields = z.output<typeof updateTemplateSchema>;

export async function updateTemplate(
  deps: ServiceDeps,
  ctx: RequestContext,
  uid: string,
  fields: UpdateTemplateFields,
): Promise<TemplateView> {
  const current = await loadTemplate(deps.repos, ctx, uid, 'template.edit');
  await deps.people(
    ctx,
    [...fields.items.map((i) => i.assigneeId), ...fields.editorIds],
    [...current.items.map((i) => i.assigneeId), ...current.editorIds, current.ownerId],
  );
  const at = nowIso();
  const items = withItemIds(fields.items);
  const editorIds = can(ctx, 'template.changeEditors', current)
    ? fields.editorIds.filter((id) => id !== current.ownerId)
    : current.editorIds;
  await deps.run(async ({ repos }) => {
    const saved = await repos.templates.update(ctx.tenantKey, uid, fields.version, {
      title: fields.title,
      description: fields.description,
      tags: fields.tags,
      items,
      editorIds,
      updatedAt: at,
      updatedBy: ctx.user.id,
    });
    if (!saved) throw conflict('errors.templateChanged');
    await repos.audit.insert(
      auditRows(ctx, at, [
        {
          action: 'template_updated',
          templateUid: uid,
          before: { title: current.title, items: current.items.length, version: current.version },
          after: { title: fields.title, items: items.length, version: fields.version + 1 },
        },
      ]),
    );
  });
  return templateView(deps.repos, ctx, await loadTemplate(deps.repos, ctx, uid, 'template.read'));
}
