/** What the item routes take (validated once, here, before anything else runs). */
import {
  addItemSchema,
  moveItemSchema,
  signatureSchema,
  updateItemSchema,
  versionQuerySchema,
} from '../../../shared/checklists';
import { itemIdSchema } from '../../../shared/items';
import { pathParam } from '../../http/endpoint';
import { checklistParams } from '../checklists/schema';

export const itemParams = {
  ...checklistParams,
  itemId: pathParam(itemIdSchema, 'errors.itemNotFound'),
};

export const addItem = { params: checklistParams, body: addItemSchema, status: 201 as const };
export const updateItem = { params: itemParams, body: updateItemSchema };
export const moveItem = { params: itemParams, body: moveItemSchema };
export const removeItem = { params: itemParams, query: versionQuerySchema };
export const signItem = { params: itemParams, body: signatureSchema };
export const clearSignature = { params: itemParams, query: versionQuerySchema };
export const readSignature = { params: itemParams };
