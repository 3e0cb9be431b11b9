/**
 * /api/apikeys: the caller's own API keys; /api/site/apikeys: the site's keys (site admins).
 * List (`{ apiKeys }`, revoked keys left out), create (201, the secret shown only here) and
 * revoke (204; a key of someone else, or of no one, is a 404).
 */
import { Router } from 'express';
import { handle } from '../../http/endpoint';
import { presentApiKey, presentCreatedApiKey } from '../../presenters/api-key-presenter';
import type { ServiceDeps } from '../../services/service-deps';
import {
  createApiKey,
  listApiKeys,
  revokeApiKey,
  type KeyRing,
} from '../../services/api-keys/manage-api-keys';
import * as schema from './schema';

const RINGS: [path: string, ring: KeyRing][] = [
  ['/apikeys', 'own'],
  ['/site/apikeys', 'site'],
];

export function apiKeysRoutes(deps: ServiceDeps): Router {
  const router = Router();
  for (const [path, ring] of RINGS) {
    router.get(
      path,
      handle(schema.listApiKeys, async (ctx) => ({
        apiKeys: (await listApiKeys(deps, ctx, ring)).map(presentApiKey),
      })),
    );
    router.post(
      path,
      handle(schema.createApiKey, async (ctx, { body }) =>
        presentCreatedApiKey(await createApiKey(deps, ctx, ring, body)),
      ),
    );
    router.delete(
      `${path}/:id`,
      handle(schema.revokeApiKey, async (ctx, { params }) => {
        await revokeApiKey(deps, ctx, ring, params.id);
      }),
    );
  }
  return router;
}
