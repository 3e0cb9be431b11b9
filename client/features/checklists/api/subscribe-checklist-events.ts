import { apiEvents } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';

/**
 * What GET /api/checklists/:uid/events streams: `ready` (on subscribing) and `changed` with
 * the checklist's version, `deleted` once it is gone.
 */
export type ChecklistEvent =
  { event: 'ready' | 'changed'; version: number | undefined } | { event: 'deleted' };

/**
 * Follows a checklist's server-sent events until the returned function is called (reconnects
 * after a drop; an answer no retry changes, such as 404, ends it).
 */
export function subscribeChecklistEvents(
  uid: string,
  onEvent: (event: ChecklistEvent) => void,
): () => void {
  return apiEvents(apiPath`/checklists/${uid}/events`, (event, data) => {
    if (event === 'deleted') onEvent({ event });
    else if (event === 'ready' || event === 'changed')
      onEvent({ event, version: (data as { version?: number } | null)?.version });
  });
}
