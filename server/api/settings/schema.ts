/** What the settings routes take. */
import { updateGlobalSettingsSchema } from '../../../shared/settings';
import { paginationQuerySchema } from '../../../shared/pagination';

export const readSettings = {};
export const updateSettings = { body: updateGlobalSettingsSchema };
export const settingsHistory = { query: paginationQuerySchema.strict() };
