import { api } from '../../../lib/api-client';
import type { MacroViewDto } from '../../../../shared/confluence';

/** POST /api/confluence/macro/restart: a new checklist for a macro whose one was deleted. */
export const restartMacro = (place: { pageId: string; macroId: string }) =>
  api.post<MacroViewDto>('/confluence/macro/restart', place);
