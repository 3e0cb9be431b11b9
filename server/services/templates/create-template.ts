/**
 * POST /api/templates, POST /api/templates/:uid/copy and POST /api/examples/:id/copy: a new
 * template owned by the caller, with its `template_created` audit event.
 */
import type { z } from 'zod';
import type { RequestContext } from '../../auth/request-context';
import type { TemplateRecord } from '../../db/repositories/templates-repository';
import type { TemplateView } from '../templates/template-views';
import type { createTemplateSchema } from '../../../shared/templates';
import { authorize, SITE } from '../../policies/authorize';
import { templatePermissions } from '../../policies/permissions';
import { newUid } from '../../lib/ids';
import { nowIso } from '../../db/clock';
import type { ServiceDeps } from '../service-deps';
import { auditRows } from '../audit/audit-writer';
import { withItemIds } from './template-items';
import { checkPeople } from '../people/people-check';

export type CreateTemplateFields = z.output<typeof createTemplateSchema>;

/** Where a new template came from, for its audit event. */
export interface TemplateOrigin {
  exampleId?: string | null;
  copiedFrom?: string;
}

export async function createTemplate(
  deps: ServiceDeps,
  ctx: RequestContext,
  fields: CreateTemplateFields,
): Promise<TemplateView> {
  authorize(ctx, 'template.create', SITE);
  // A new template has no invitations yet: only people of the site's host.
  await checkPeople(deps, ctx, [...fields.items.map((i) => i.assigneeId), ...fields.editorIds], {
    templateUid: null,
  });
  return insertTemplate(deps, ctx, fields, {});
}

/** Stores a template the caller may create (checked by the calling action). */
export async function insertTemplate(
  deps: ServiceDeps,
  ctx: RequestContext,
  fields: CreateTemplateFields,
  origin: TemplateOrigin,
): Promise<TemplateView> {
  const at = nowIso();
  const record: TemplateRecord = {
    uid: newUid(),
    tenantKey: ctx.tenantKey,
    title: fields.title,
    description: fields.description,
    tags: fields.tags,
    items: withItemIds(fields.items),
    ownerId: ctx.user.id,
    editorIds: fields.editorIds.filter((id) => id !== ctx.user.id),
    version: 1,
    archived: false,
    sourceExampleId: origin.exampleId ?? null,
    createdAt: at,
    createdBy: ctx.user.id,
    updatedAt: at,
    updatedBy: ctx.user.id,
  };
  await deps.run(async ({ repos }) => {
    await repos.templates.insert(record);
    await repos.audit.insert(
      auditRows(ctx, at, [
        {
          action: 'template_created',
          templateUid: record.uid,
          after: {
            title: record.title,
            items: record.items.length,
            ...(origin.exampleId ? { example: origin.exampleId } : {}),
            ...(origin.copiedFrom ? { copiedFrom: origin.copiedFrom } : {}),
          },
        },
      ]),
    );
  });
  return { template: record, checklistCount: 0, permissions: templatePermissions(ctx, record) };
}
