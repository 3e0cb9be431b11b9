/** Reading the audit log of a checklist, or of every checklist in one Jira issue. */
import type { RequestContext } from '../auth/request-context';
import type { Repositories } from '../db/unit-of-work';
import type { AuditScope } from '../db/repositories/audit-repository';
import type { ActorKind, AuditLogDto, AuditQuery } from '../../shared/audit';
import { presentAuditEvent } from '../presenters/audit-presenter';
import { notFound } from '../errors';

export interface AuditService {
  forChecklist(ctx: RequestContext, uid: string, query: AuditQuery): Promise<AuditLogDto>;
  forPlace(
    ctx: RequestContext,
    place: { kind: string; id: string },
    query: AuditQuery,
  ): Promise<AuditLogDto>;
}

export function createAuditService(deps: { repos: Repositories }): AuditService {
  const { repos } = deps;

  const read = async (
    ctx: RequestContext,
    scope: AuditScope,
    query: AuditQuery,
  ): Promise<AuditLogDto> => {
    const [{ rows, total }, actors] = await Promise.all([
      repos.audit.list(
        ctx.tenantKey,
        scope,
        { action: query.action, actorId: query.actorId },
        { limit: query.perPage, offset: (query.page - 1) * query.perPage },
      ),
      repos.audit.actors(ctx.tenantKey, scope),
    ]);
    const byId = new Map<string, AuditLogDto['actors'][number]>();
    for (const a of actors)
      byId.set(a.actor_id, {
        kind: a.actor_kind as ActorKind,
        id: a.actor_id,
        displayName: a.actor_name,
      });
    return {
      items: rows.map(presentAuditEvent),
      page: query.page,
      perPage: query.perPage,
      total,
      actors: [...byId.values()],
    };
  };

  return {
    async forChecklist(ctx, uid, query) {
      // A deleted checklist's log stays readable; one that never existed here is not found.
      const exists =
        (await repos.checklists.find(ctx.tenantKey, uid)) ??
        (await repos.audit.list(ctx.tenantKey, { checklistUid: uid }, {}, { limit: 1, offset: 0 }))
          .rows[0];
      if (!exists) throw notFound('errors.checklistNotFound');
      return read(ctx, { checklistUid: uid }, query);
    },
    forPlace: (ctx, place, query) => read(ctx, { place }, query),
  };
}
