/** GET/PUT /api/preferences/:key: the caller's own preference; answers `{ data: value }`. */
import { Router } from 'express';
import { handle } from '../../http/endpoint';
import { parseInput } from '../../http/validate';
import type { ServiceDeps } from '../../services/service-deps';
import { readPreference, setPreference } from '../../services/preferences/preferences';
import * as schema from './schema';

export function preferencesRoutes(deps: ServiceDeps): Router {
  const router = Router();
  router.get(
    '/preferences/:key',
    handle(schema.readPreference, (ctx, { params }) => readPreference(deps, ctx, params.key)),
  );
  router.put(
    '/preferences/:key',
    handle(schema.setPreference, (ctx, { params, body }) => {
      // Each key has a value type of its own, known once the key is.
      const { value } = parseInput(schema.preferenceValue(params.key), body, ctx.locale);
      return setPreference(deps, ctx, params.key, value);
    }),
  );
  return router;
}
