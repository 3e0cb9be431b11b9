import { api } from '../../../lib/api-client';
import { withQuery } from '../../../lib/url';
import { useLoad } from '../../../lib/use-load';
import type { ChecklistStatisticsDto, TemplateStatisticsDto } from '../../../../shared/statistics';

/** GET /api/checklists/:uid/statistics as of the caller's `today`. */
export const getChecklistStatistics = (uid: string, today: string) =>
  api.get<ChecklistStatisticsDto>(
    withQuery(`/checklists/${encodeURIComponent(uid)}/statistics`, { today }),
  );

/** GET /api/templates/:uid/statistics: the trend of `weeks` weeks ending with `today`'s. */
export const getTemplateStatistics = (uid: string, today: string, weeks: number) =>
  api.get<TemplateStatisticsDto>(
    withQuery(`/templates/${encodeURIComponent(uid)}/statistics`, { today, weeks: String(weeks) }),
  );

export const useChecklistStatistics = (uid: string, today: string) =>
  useLoad(getChecklistStatistics, [uid, today]);
export const useTemplateStatistics = (uid: string, today: string, weeks: number) =>
  useLoad(getTemplateStatistics, [uid, today, weeks]);
