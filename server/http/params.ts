import type { Request } from 'express';
import { uidSchema } from '../../shared/templates';
import { itemIdSchema } from '../../shared/items';
import { notFound } from '../errors';
import type { MessageKey } from '../i18n/messages';

/** A path id; a malformed one cannot exist, so it is "not found" like a foreign one. */
export function uidParam(req: Request, name: string, missing: MessageKey): string {
  const parsed = uidSchema.safeParse(req.params[name]);
  if (!parsed.success) throw notFound(missing);
  return parsed.data;
}

export function itemIdParam(req: Request, name = 'itemId'): string {
  const parsed = itemIdSchema.safeParse(req.params[name]);
  if (!parsed.success) throw notFound('errors.itemNotFound');
  return parsed.data;
}
