/** The API-key routes as the fuzz test drives them (server/api/fuzz.test.ts). */
import { text, type FuzzRoute } from './fuzz-payloads';
import { API_KEY_SCOPES } from '../../shared/api-keys';

const RINGS = [
  ['/apikeys', 'own', 'site'],
  ['/site/apikeys', 'site', 'own'],
] as const;

export const FUZZ_API_KEY_ROUTES: FuzzRoute[] = RINGS.flatMap(([path, ring, otherRing]) => [
  {
    method: 'post',
    pattern: path,
    params: () => ({}),
    body: () => ({ name: 'Deploys', scope: 'read' }),
    fields: { name: text(100, 1), scope: { kind: 'enum', values: API_KEY_SCOPES } },
    wrongValues: () => ({ name: ['   '], scope: ['READ', 'admin'] }),
  },
  {
    method: 'delete',
    pattern: `${path}/:id`,
    params: (w) => ({ id: w.apiKeys[ring] }),
    // Another ring's key, another site's key and ids of other things look like no key.
    foreignIds: (w) => ({
      id: [w.apiKeys[otherRing], w.apiKeys.foreign, w.template.uid, w.open.uid],
    }),
  },
]);
