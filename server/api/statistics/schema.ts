/** What the statistics routes take. */
import {
  checklistStatisticsQuerySchema,
  templateStatisticsQuerySchema,
} from '../../../shared/statistics';
import { checklistParams } from '../checklists/schema';
import { templateParams } from '../templates/schema';

export const checklistStatistics = {
  params: checklistParams,
  query: checklistStatisticsQuerySchema,
};
export const templateStatistics = { params: templateParams, query: templateStatisticsQuerySchema };
