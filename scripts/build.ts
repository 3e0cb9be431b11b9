/**
 * npm run build: the production client and server, and the Forge apps (dist/forge/<app>/):
 * first their manifests and module-screens.json (tens of milliseconds; `npm run build:forge`
 * also validates them), then, beside the client and the server, their Custom UI resources,
 * which carry that module-screens.json (scripts/build-forge-resources.ts).
 */
import { buildClient } from './build-client';
import { buildForgeManifests } from './build-forge-manifests';
import { buildForgeResources, resourceTable } from './build-forge-resources';
import { buildServer } from './build-server';

const started = Date.now();
buildForgeManifests();
const [, , resources] = await Promise.all([
  buildClient({ production: true }),
  buildServer(),
  buildForgeResources(),
]);
console.log(`Forge Custom UI resources:\n${resourceTable(resources)}`);
console.log(`Built dist/client, dist/server and dist/forge in ${Date.now() - started} ms.`);
