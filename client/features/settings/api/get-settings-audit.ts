import { api } from '../../../lib/api-client';
import { withQuery } from '../../../lib/url';
import { useLoad } from '../../../lib/use-load';
import type { AuditEventDto } from '../../../../shared/audit';
import type { Page, PaginationQuery } from '../../../../shared/pagination';

/** GET /api/settings/audit?…: the latest changes of the global settings (site admins). */
export const getSettingsAudit = (query: Partial<PaginationQuery>) =>
  api.get<Page<AuditEventDto>>(withQuery('/settings/audit', query));

export const useSettingsAudit = (query: Partial<PaginationQuery>) =>
  useLoad(getSettingsAudit, [query]);
