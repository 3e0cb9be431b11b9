/**
 * What a host must hear when the checklists of one of its places change: Jira keeps an issue
 * property (progress for JQL, the validator and the glance). Every checklist write calls
 * `changed` inside its transaction; a place kind that needs nothing ignores it.
 */
import type { UnitOfWork } from '../../db/unit-of-work';
import type { ChecklistRow } from '../../db/repositories/checklists-repository';

export interface PlaceChanges {
  changed(
    uow: UnitOfWork,
    row: Pick<ChecklistRow, 'tenant_key' | 'place_kind' | 'place_id'>,
    at: string,
  ): Promise<void>;
}

export const NO_PLACE_CHANGES: PlaceChanges = { changed: async () => undefined };
