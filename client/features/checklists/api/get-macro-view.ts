import { api } from '../../../lib/api-client';
import type { MacroViewDto } from '../../../../shared/confluence';

export interface MacroPlace {
  pageId: string;
  macroId: string;
  /** The page version the frame shows. */
  pageVersion?: string;
  outputType?: string;
  /** The editor's unsaved choice, read only in its preview. */
  templateUid?: string;
  checklistInstanceUid?: string;
  title?: string;
}

/** GET /api/confluence/macro: the macro's checklist (made on its first view), or its state. */
export function getMacroView(place: MacroPlace) {
  const query = new URLSearchParams(
    Object.entries(place).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '',
    ),
  );
  return api.get<MacroViewDto>(`/confluence/macro?${query.toString()}`);
}
