/** A checklist with the Confluence page it lives on, as the list macro and page panel send it. */
import type { ChecklistSummaryView } from './checklist-presenter';
import { presentChecklistSummary } from './checklist-presenter';
import type { MacroPageDto, PlacedChecklistDto } from '../../shared/confluence';

export interface PlacedChecklistView extends ChecklistSummaryView {
  page: MacroPageDto | null;
}

export const presentPlaced = (view: PlacedChecklistView): PlacedChecklistDto => ({
  ...presentChecklistSummary(view),
  page: view.page,
});
