/**
 * A Forge site's routes (simulator.ts mounts them instead of the Connect host's): the shared
 * assets and /sim controls, the Forge endpoints (JWKS, state), the remote calls of the host
 * page (invoke, fetchRemote), `/ex/...` product REST for the apps, and the host pages.
 */
import { Router } from 'express';
import type { SimContext, SiteRuntime } from '../server/context';
import { simRoutes, type SimControls } from '../server/sim-routes';
import { jiraSimRoutes } from '../server/jira-sim-routes';
import { confluenceSimRoutes } from '../server/confluence-sim-routes';
import type { ForgeHost } from './forge-host';
import { forgeSimRoutes } from './forge-sim-routes';
import { forgeRemoteRoutes } from './forge-remote-calls';
import { forgeExRest } from './forge-ex-rest';
import { forgeJiraPages } from './forge-jira-pages';
import { forgeConfluencePages } from './forge-confluence-pages';
import { forgeModulePages } from './forge-module-pages';
import { bundleForgeScript } from './forge-bundle';

export async function forgeHostScript(): Promise<Router> {
  const script = await bundleForgeScript('forge-host.ts');
  const router = Router();
  router.get('/sim-assets/forge-host.js', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('application/javascript').send(script);
  });
  return router;
}

export function forgeSiteRoutes(
  sim: SimContext,
  forge: ForgeHost,
  site: SiteRuntime,
  controls: SimControls,
  log: (line: string) => void,
): Router[] {
  return [
    forgeSimRoutes(forge, site, log),
    simRoutes(sim, site, controls),
    jiraSimRoutes(sim, site),
    confluenceSimRoutes(sim, site),
    forgeRemoteRoutes(forge, site),
    forgeExRest(sim, site, forge),
    forgeJiraPages(forge, site),
    forgeConfluencePages(forge, site),
    forgeModulePages(forge, site),
  ];
}
