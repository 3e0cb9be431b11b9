import { api } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';
import type { AddItemInput, ItemResult } from '../../../../shared/checklists';

/** POST /api/checklists/:uid/items: a new item (at the end unless `afterItemId` says where). */
export const addItem = (uid: string, input: AddItemInput) =>
  api.post<ItemResult>(apiPath`/checklists/${uid}/items`, input);
