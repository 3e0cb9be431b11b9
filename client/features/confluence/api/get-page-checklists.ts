import { api } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';
import type { PagePanelDto } from '../../../../shared/confluence';

/** GET /api/confluence/pages/:pageId/checklists: the page panel's checklists. */
export const getPageChecklists = (pageId: string) =>
  api.get<PagePanelDto>(apiPath`/confluence/pages/${pageId}/checklists`);
