/**
 * npm run build: the production client and server, and the Forge apps' manifests
 * (dist/forge/<app>/, tens of milliseconds; `npm run build:forge` also validates them).
 */
import { buildClient } from './build-client';
import { buildForgeManifests } from './build-forge-manifests';
import { buildServer } from './build-server';

const started = Date.now();
buildForgeManifests();
await Promise.all([buildClient({ production: true }), buildServer()]);
console.log(`Built dist/client, dist/server and dist/forge in ${Date.now() - started} ms.`);
