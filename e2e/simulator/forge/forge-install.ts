/**
 * Installing the Forge apps on a Forge site: the installation is made (ids derived from the
 * site, stable across restarts) and `avi:forge:installed:app` is delivered to the app's
 * trigger endpoint, with Forge's retries. Forge installs an app whatever the remote answers
 * (events are asynchronous), so the installation stands even when the delivery fails; its
 * result shows on the home page and in `/sim/forge/state`.
 */
import { randomUUID } from 'node:crypto';
import { USERS } from '../lib/directory';
import type { SiteRuntime } from '../server/context';
import type { ForgeHost } from './forge-host';
import { triggerPath, type ForgeProduct } from './forge-apps';
import { deliverForgeEvent } from './forge-events';

export const INSTALLED_EVENT = 'avi:forge:installed:app';

export async function installForgeApp(
  forge: ForgeHost,
  site: SiteRuntime,
  product: ForgeProduct,
  log: (line: string) => void,
): Promise<number[]> {
  const app = forge.app(product);
  const installation = forge.install(site, product);
  if (!app || !installation) {
    log(
      `[${site.name}] Forge ${product}: no dist/forge/${product}/manifest.yml (run npm run build)`,
    );
    return [];
  }
  const trigger = app.manifest.modules.trigger?.find((t) => t.events?.includes(INSTALLED_EVENT));
  const path = triggerPath(app, INSTALLED_EVENT);
  if (!trigger?.endpoint || !path) {
    installation.lastResult = 'installed (no installed trigger)';
    return [];
  }
  const installer = USERS.find((u) => u.admin);
  const statuses = await deliverForgeEvent(
    forge,
    site,
    product,
    'forge-lifecycle',
    { key: trigger.endpoint, path },
    {
      eventType: INSTALLED_EVENT,
      id: randomUUID(),
      installerAccountId: installer?.accountId,
      app: {
        id: app.id,
        version: '1.0.0',
        name: `Checklists for ${product === 'jira' ? 'Jira' : 'Confluence'}`,
      },
      environment: { id: installation.environmentId },
      context: `ari:cloud:${product}::site/${installation.cloudId}`,
    },
  );
  installation.lastResult = `installed → ${statuses.join(', ')}`;
  log(`[${site.name}] Forge ${product} ${installation.lastResult}`);
  return statuses;
}
