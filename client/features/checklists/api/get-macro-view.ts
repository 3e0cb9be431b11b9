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

/** The macro's place from its frame's URL; the editor's choice only matters to its preview. */
export function macroPlaceOf(query: URLSearchParams): MacroPlace {
  const value = (name: string) => query.get(name) || undefined;
  const preview = value('outputType') === 'preview';
  return {
    pageId: value('pageId') ?? '',
    macroId: value('macroId') ?? '',
    // The version the frame shows: a server that remembers an older one asks Confluence again.
    ...(value('pageVersion') ? { pageVersion: value('pageVersion') } : {}),
    ...(value('outputType') ? { outputType: value('outputType') } : {}),
    ...(preview
      ? {
          templateUid: value('templateUid'),
          checklistInstanceUid: value('checklistInstanceUid'),
          title: value('title'),
        }
      : {}),
  };
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
