import { Router } from 'express';
import { z } from 'zod';
import { contextOf } from '../../auth/request-context';
import { asyncHandler } from '../../http/async-handler';
import { parseInput } from '../../http/validate';
import { notFound } from '../../errors';
import { isPreferenceKey, PREFERENCES, type PreferenceKey } from '../../../shared/preferences';
import type { PreferencesService } from '../../services/preferences-service';

function preferenceKey(raw: string | undefined): PreferenceKey {
  if (!raw || !isPreferenceKey(raw)) {
    throw notFound('errors.preferenceUnknown', { key: raw ?? '' });
  }
  return raw;
}

/** GET/PUT /api/preferences/:key: the caller's own preference; answers `{ data: value }`. */
export function preferencesRoutes(preferences: PreferencesService): Router {
  const router = Router();
  router.get(
    '/preferences/:key',
    asyncHandler(async (req, res) => {
      const ctx = contextOf(req);
      res.json({ data: await preferences.get(ctx, preferenceKey(req.params.key)) });
    }),
  );
  router.put(
    '/preferences/:key',
    asyncHandler(async (req, res) => {
      const ctx = contextOf(req);
      const key = preferenceKey(req.params.key);
      const { value } = parseInput(
        z.object({ value: PREFERENCES[key].schema }).strict(),
        req.body,
        ctx.locale,
      );
      res.json({ data: await preferences.set(ctx, key, value) });
    }),
  );
  return router;
}
