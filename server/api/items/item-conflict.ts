/**
 * A 409 of an item write answers with the item as it is now (`current`, an ItemDto), so the
 * client can show it. The item actions put the row they found into the conflict
 * (services/items/item-writes.ts, `itemChanged`); this error middleware of the items' routers
 * (here and /api/v1) presents it.
 */
import type { ErrorRequestHandler } from 'express';
import { AppError } from '../../errors';
import { presentItem } from '../../presenters/checklist-presenter';

export const presentItemConflict: ErrorRequestHandler = (error, _req, _res, next) => {
  const changed = error instanceof AppError ? error.extra?.changedItem : undefined;
  next(
    changed === undefined
      ? error
      : (error as AppError).with({
          current: presentItem(changed as Parameters<typeof presentItem>[0], undefined, false),
        }),
  );
};
