/** npm run build: the production client and server. */
import { buildClient } from './build-client';
import { buildServer } from './build-server';

const started = Date.now();
await Promise.all([buildClient({ production: true }), buildServer()]);
console.log(`Built dist/client and dist/server in ${Date.now() - started} ms.`);
