/** GET /api/settings/audit: site admins read the site's settings changes, newest first. */
import type { RequestContext } from '../../auth/request-context';
import type { Repositories } from '../../db/unit-of-work';
import type { AuditRow } from '../../db/repositories/audit-repository';
import type { Page, PaginationQuery } from '../../../shared/pagination';
import { authorize, SITE } from '../../policies/authorize';

export async function settingsHistory(
  deps: { repos: Repositories },
  ctx: RequestContext,
  query: PaginationQuery,
): Promise<Page<AuditRow>> {
  authorize(ctx, 'settings.history', SITE);
  const { rows, total } = await deps.repos.audit.list(
    ctx.tenantKey,
    { site: true },
    { action: 'settings_changed' },
    { limit: query.perPage, offset: (query.page - 1) * query.perPage },
  );
  return { items: rows, page: query.page, perPage: query.perPage, total };
}
