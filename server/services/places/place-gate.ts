/**
 * Writes to a placed checklist decide its place's visibility inside their transaction, against
 * the row they lock, but a unit of work may not wait on a host (db/unit-of-work.ts). So the
 * write asks from memory (PlaceVisibility.known): a place not known stops the attempt before
 * anything is written (PlaceNotKnown, the transaction rolls back), the host is asked outside
 * any transaction, and the write runs once more with that answer. A standalone checklist, or
 * a place answered a moment ago (the list or panel the person came from), costs nothing more.
 */
import type { RequestContext } from '../../auth/request-context';
import type { ChecklistRow } from '../../db/repositories/checklists-repository';
import type { MessageKey } from '../../i18n/messages';
import { notFound } from '../../errors';
import { placeKey, type PlaceRef, type PlaceVisibility } from './place-visibility';

/** The host's answer for one place, asked between two attempts of a write. */
export interface PlaceAnswer {
  place: string;
  sees: boolean;
}

class PlaceNotKnown extends Error {
  constructor(readonly place: PlaceRef) {
    super('the place must be asked first');
    this.name = 'PlaceNotKnown';
  }
}

export const placeOfChecklist = (row: ChecklistRow): PlaceRef => ({
  kind: row.place_kind,
  id: row.place_id,
});

/**
 * In a write's transaction, for the row it locked: a hidden place is 404 (`missingKey`, the
 * answer for a checklist that does not exist); an unknown one stops the attempt.
 */
export function gatePlace(
  visibility: PlaceVisibility,
  ctx: RequestContext,
  row: ChecklistRow,
  told: PlaceAnswer | undefined,
  missingKey: MessageKey = 'errors.checklistNotFound',
): void {
  const place = placeOfChecklist(row);
  const sees = told && told.place === placeKey(place) ? told.sees : visibility.known(ctx, place);
  if (sees === undefined) throw new PlaceNotKnown(place);
  if (!sees) throw notFound(missingKey);
}

/** Runs a write; when it stopped for a place not known, asks the host and runs it again. */
export async function withPlaceAnswer<T>(
  visibility: PlaceVisibility,
  ctx: RequestContext,
  attempt: (told?: PlaceAnswer) => Promise<T>,
): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof PlaceNotKnown)) throw error;
    const sees = await visibility.sees(ctx, error.place);
    return attempt({ place: placeKey(error.place), sees });
  }
}
