/**
 * What the item route tests share: paths and items of a checklist, and requests that tick an
 * item, read the checklist back and read its audit log (as bob unless told otherwise).
 */
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app';
import type { ChecklistDto, ItemResult } from '../../../shared/checklists';
import { findUser } from '../../../e2e/simulator/lib/directory';

export const bob = findUser('bob')?.accountId ?? '';

export const path = (c: ChecklistDto, itemId: string) => `/checklists/${c.uid}/items/${itemId}`;

export const item = (c: ChecklistDto, index: number) => {
  const found = c.items[index];
  if (!found) throw new Error(`no item ${index}`);
  return found;
};

/** Requests on the app the test file started (read when called, so after its beforeAll). */
export function itemRequests(app: () => TestApp) {
  const setStatus = async (
    c: ChecklistDto,
    index: number,
    status: string,
    version = 1,
    user = 'bob',
  ) => {
    const response = await app()
      .as(user)
      .patch(path(c, item(c, index).id), { status, version });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as ItemResult;
  };
  const reload = async (c: ChecklistDto) =>
    (await app().as('bob').get(`/checklists/${c.uid}`)).body.data as ChecklistDto;
  const auditActions = async (c: ChecklistDto) =>
    (
      (await app().as('bob').get(`/checklists/${c.uid}/audit?perPage=100`)).body.data.items as {
        action: string;
      }[]
    ).map((e) => e.action);

  return { setStatus, reload, auditActions };
}
