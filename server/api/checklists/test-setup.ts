/**
 * What the checklist route tests share: bob and clara's account ids, a site's checklist list as
 * a user reads it, and a checklist with its audit log as bob reads them.
 */
import type { TestApp } from '../../test/test-app';
import type { ChecklistDto, ChecklistSummaryDto } from '../../../shared/checklists';
import type { Page } from '../../../shared/pagination';
import { findUser } from '../../../e2e/simulator/lib/directory';

export const bob = findUser('bob')?.accountId ?? '';
export const clara = findUser('clara')?.accountId ?? '';

/** Requests on the app the test file started (read when called, so after its beforeAll). */
export function checklistRequests(app: () => TestApp) {
  const list = async (user: string, query: string) =>
    (await app().as(user).get(`/checklists?${query}`)).body.data as Page<ChecklistSummaryDto>;

  /** A checklist and its audit log as a client reads them. */
  const snapshot = async (uid: string) => ({
    checklist: (await app().as('bob').get(`/checklists/${uid}`)).body.data as ChecklistDto,
    audit: (
      (await app().as('bob').get(`/checklists/${uid}/audit?perPage=100`)).body.data.items as {
        action: string;
      }[]
    ).map((e) => e.action),
  });

  return { list, snapshot };
}
