/**
 * `npm run simulator` (and `npm run dev`): the host simulator as a process.
 * SIM_APP_URL (http://localhost:3000), SIM_PORTS (3100,3101,3102 — one per site; the third is
 * the Forge-only site), SIM_FORGE_CDN_PORT (3103, the Forge CDN), SIM_FORGE_DIR (dist/forge),
 * SIM_HOST (127.0.0.1).
 */
import { startSimulator } from './simulator';

const appUrl = process.env.SIM_APP_URL ?? 'http://localhost:3000';
const ports = (process.env.SIM_PORTS ?? '3100,3101,3102').split(',').map((p) => Number(p.trim()));
const host = process.env.SIM_HOST ?? '127.0.0.1';
const forgeCdnPort = Number(process.env.SIM_FORGE_CDN_PORT ?? 3103);
const forgeDir = process.env.SIM_FORGE_DIR ?? 'dist/forge';

const simulator = await startSimulator({ appUrl, ports, host, forgeCdnPort, forgeDir });
console.log(
  `Host simulator: ${simulator.sites.map((s) => `${s.name}${s.forge ? ' (Forge)' : ''} ${s.origin}`).join(', ')} · app ${appUrl} · install keys ${simulator.sites[0]?.origin}/connect-keys`,
);
simulator.installed.then(
  () => console.log('Both apps are installed in every site.'),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);

const stop = () => {
  void simulator.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
