/** What the Confluence actions answer (the presenters send them: presenters/*-html.ts, placed-checklist-presenter.ts). */
import type { MacroPageDto } from '../../../shared/confluence';
import type { ChecklistSummaryView, ChecklistView } from '../checklists/checklist-views';

export interface PlacedChecklistView extends ChecklistSummaryView {
  page: MacroPageDto | null;
}

/** What the static output shows (services/confluence/macro-static.ts decides it). */
export type StaticMacro =
  | {
      state: 'checklist';
      page: MacroPageDto;
      checklist: ChecklistView;
      /** Display names of the people the list names (who set a status, who signed). */
      names: Map<string, string>;
    }
  | { state: 'notStarted'; title: string; items: { kind: string; text: string }[] }
  | { state: 'empty' };
