/**
 * The Jira/Confluence host simulator: several sites, each a Jira (at its origin) and a
 * Confluence (at /wiki), running Atlassian's own connect-host.js, with both Checklists apps
 * installed by signed lifecycle calls. See README.md.
 */
import express from 'express';
import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { createSigningKey, type SigningKey } from './lib/signing-key';
import { SITES, type SimSite } from './lib/directory';
import { SimState, type Product } from './server/state';
import type { Descriptor } from './server/descriptors';
import type { SimContext, SiteRuntime } from './server/context';
import { newTenant, postLifecycle, waitForDescriptor, type LifecycleEvent } from './server/install';
import { descriptorProblems } from './lib/descriptor-rules';
import { ImpersonationServer } from './lib/user-impersonation';
import { oauthRoutes } from './server/oauth-routes';
import { loadAssets } from './server/assets';
import { hostRoutes } from './server/host-routes';
import { jiraRest } from './server/rest-jira';
import { confluenceRest } from './server/rest-confluence';
import { simRoutes } from './server/sim-routes';
import { jiraSimRoutes } from './server/jira-sim-routes';
import { jiraPages } from './server/jira-pages';
import { confluencePages } from './server/confluence-pages';
import { confluenceSimRoutes } from './server/confluence-sim-routes';
import { startForge } from './forge/forge-start';
import type { ForgeHost } from './forge/forge-host';

export interface SimulatorOptions {
  appUrl: string;
  ports: number[];
  host?: string;
  sites?: readonly SimSite[];
  /** Install both apps everywhere once the app answers (default true). */
  install?: boolean;
  /** The Forge CDN's port (Forge sites only; 0 = any free port). */
  forgeCdnPort?: number;
  /** Where the Forge apps are built (default dist/forge). */
  forgeDir?: string;
  log?: (line: string) => void;
}

export interface Simulator {
  sites: SiteRuntime[];
  key: SigningKey;
  state: SimState;
  /** Forge mode (when a site is a Forge site): apps, installations, the CDN's origin. */
  forge?: ForgeHost;
  /** Resolves when every app is installed in every site. */
  installed: Promise<void>;
  lifecycle(
    site: string,
    product: Product,
    event: LifecycleEvent,
  ): Promise<{ status: number; text: string }>;
  close(): Promise<void>;
}

const PRODUCTS: Product[] = ['confluence', 'jira'];

export async function startSimulator(options: SimulatorOptions): Promise<Simulator> {
  const log = options.log ?? ((line: string) => console.log(line));
  const host = options.host ?? '127.0.0.1';
  const siteList = (options.sites ?? SITES).slice(0, options.ports.length);
  const sites: SiteRuntime[] = siteList.map((site, i) => ({
    ...site,
    port: options.ports[i] ?? 0,
    origin: `http://${host}:${options.ports[i] ?? 0}`,
  }));
  const key = createSigningKey(`sim-${randomBytes(4).toString('hex')}`);
  const state = new SimState();
  const descriptors = new Map<Product, Descriptor>();

  const sim: SimContext = {
    appUrl: options.appUrl.replace(/\/$/, ''),
    key,
    state,
    sites,
    descriptor: (product) => descriptors.get(product),
    tenant(site, product) {
      const installation = state.installation(site, product);
      return installation?.installed && installation.enabled ? installation.tenant : undefined;
    },
    productBaseUrl: (site, product) => `${site.origin}${product === 'confluence' ? '/wiki' : ''}`,
    impersonation: new ImpersonationServer(() =>
      [...state.installations.values()].flatMap(({ tenant, installed, enabled }) =>
        installed && enabled && tenant.oauthClientId
          ? [{ ...tenant, oauthClientId: tenant.oauthClientId, scopes: tenant.scopes ?? [] }]
          : [],
      ),
    ),
  };

  const lifecycle = async (siteName: string, product: Product, event: LifecycleEvent) => {
    const site = sites.find((s) => s.name === siteName);
    const descriptor =
      descriptors.get(product) ?? (await waitForDescriptor(sim.appUrl, product, 5_000));
    descriptors.set(product, descriptor);
    if (!site) throw new Error(`no site ${siteName}`);
    const existing = state.installation(siteName, product);
    // Every `installed` is a (re)install with a new shared secret, as on Cloud.
    const tenant =
      event === 'installed' || !existing
        ? newTenant(siteName, product, sim.productBaseUrl(site, product), descriptor)
        : existing.tenant;
    // Cloud refuses a descriptor that breaks the documented patterns before it calls the app.
    const problems = event === 'installed' ? descriptorProblems(descriptor) : [];
    const result =
      problems.length > 0
        ? { status: 400, text: `The app descriptor is invalid: ${problems.join('; ')}` }
        : await postLifecycle(tenant, descriptor, event, key, site.title);
    const ok = result.status >= 200 && result.status < 300;
    const installation =
      existing && event !== 'installed'
        ? existing
        : { tenant, installed: false, enabled: false, lastResult: '' };
    if (ok) {
      if (event === 'installed') Object.assign(installation, { installed: true, enabled: true });
      if (event === 'uninstalled') installation.installed = false;
      if (event === 'enabled') installation.enabled = true;
      if (event === 'disabled') installation.enabled = false;
    }
    installation.lastResult = `${event} → ${result.status}${ok ? '' : ` ${result.text.slice(0, 200)}`}`;
    state.installations.set(state.key(siteName, product), installation);
    state.record(siteName, 'lifecycle', { product, event, status: result.status });
    log(`[${siteName}] ${product} ${installation.lastResult}`);
    return result;
  };

  const assets = await loadAssets();
  const controls = { lifecycle, ready: () => ready };
  let ready = false;
  const servers: Server[] = [];
  const forge = sites.some((s) => s.forge)
    ? await startForge(sim, key, sites, {
        host,
        cdnPort: options.forgeCdnPort ?? 0,
        dir: options.forgeDir ?? 'dist/forge',
        log,
      })
    : undefined;
  if (forge) servers.push(forge.cdn);
  for (const site of sites) {
    const app = express();
    app.disable('x-powered-by');
    app.set('query parser', 'simple');
    if (forge && site.forge) {
      app.use(assets.router, forge.hostScript, ...forge.routes(site, controls));
      servers.push(await listen(app, site, host));
      continue;
    }
    // The install-key CDN: one key for the whole simulator, served on every site.
    app.get('/connect-keys/:kid', (req, res) => {
      if (req.params.kid === key.kid) res.type('text/plain').send(key.publicKeyPem);
      else res.status(404).end();
    });
    app.use(
      assets.router,
      simRoutes(sim, site, controls),
      jiraSimRoutes(sim, site),
      confluenceSimRoutes(sim, site),
      oauthRoutes(sim, site),
      jiraPages(sim, site),
      confluencePages(sim, site),
      jiraRest(sim, site),
      confluenceRest(sim, site),
      hostRoutes(sim, site),
    );
    servers.push(await listen(app, site, host));
  }

  const installed = (async () => {
    if (options.install === false) return;
    // Connect sites need the descriptors (the app is up once it serves them).
    if (sites.some((s) => !s.forge))
      for (const product of PRODUCTS)
        descriptors.set(product, await waitForDescriptor(sim.appUrl, product));
    for (const site of sites) {
      if (site.forge) {
        await forge?.install(site);
        continue;
      }
      for (const product of PRODUCTS) {
        const result = await lifecycle(site.name, product, 'installed');
        if (result.status >= 300)
          throw new Error(
            `installing into ${site.name} ${product} failed: ${result.status} ${result.text}`,
          );
        await lifecycle(site.name, product, 'enabled');
      }
    }
    ready = true;
  })();

  return {
    sites,
    key,
    state,
    ...(forge ? { forge: forge.host } : {}),
    installed,
    lifecycle,
    async close() {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };
}

async function listen(app: express.Express, site: SiteRuntime, host: string): Promise<Server> {
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(site.port, host, resolve);
  });
  const address = server.address();
  if (address && typeof address === 'object' && site.port === 0) {
    site.port = address.port;
    site.origin = `http://${host}:${address.port}`;
  }
  return server;
}
