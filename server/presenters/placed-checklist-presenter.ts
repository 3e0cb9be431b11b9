/** A checklist with the Confluence page it lives on, as the list macro and page panel send it. */
import { presentChecklistSummary } from './checklist-presenter';
import type { PlacedChecklistDto } from '../../shared/confluence';
import type { PlacedChecklistView } from '../services/confluence/confluence-views';

export const presentPlaced = (view: PlacedChecklistView): PlacedChecklistDto => ({
  ...presentChecklistSummary(view),
  page: view.page,
});
