/**
 * The simulator's own JSON endpoints: what the host page asks its server for (context
 * tokens, dialog URLs, navigation targets), and what tests read or trigger. Jira's and
 * Confluence's own controls: jira-sim-routes.ts, confluence-sim-routes.ts.
 * Nothing here exposes a shared secret.
 */
import express, { Router } from 'express';
import { signContextToken } from '../lib/host-tokens';
import { currentUser } from './rest-auth';
import { findModule } from './descriptors';
import { buildModuleUrl, structuredContext } from './module-url';
import { permitted } from './confluence-data';
import type { SimContext, SiteRuntime } from './context';
import type { Product } from './state';
import type { LifecycleEvent } from './install';

interface Caller {
  product: Product;
  addonKey: string;
  moduleKey?: string;
  productContext: Record<string, string>;
}

const isProduct = (value: unknown): value is Product => value === 'jira' || value === 'confluence';

export interface SimControls {
  lifecycle(
    site: string,
    product: Product,
    event: LifecycleEvent,
  ): Promise<{ status: number; text: string }>;
  ready(): boolean;
}

export function simRoutes(sim: SimContext, site: SiteRuntime, controls: SimControls): Router {
  const router = Router();
  router.use('/sim', express.json({ limit: '100kb' }));

  router.get('/sim/ready', (_req, res) => {
    res.status(controls.ready() ? 200 : 503).json({ ready: controls.ready() });
  });

  router.get('/sim/state', (_req, res) => {
    res.json({
      site: site.name,
      appUrl: sim.appUrl,
      sites: sim.sites.map((s) => ({ name: s.name, title: s.title, origin: s.origin })),
      installations: [...sim.state.installations.entries()].map(([key, i]) => ({
        key,
        clientKey: i.tenant.clientKey,
        product: i.tenant.productType,
        baseUrl: i.tenant.baseUrl,
        installed: i.installed,
        enabled: i.enabled,
        lastResult: i.lastResult,
      })),
    });
  });

  router.get('/sim/records', (req, res) => {
    const kind = typeof req.query.kind === 'string' ? req.query.kind : undefined;
    res.json(sim.state.records.filter((r) => r.site === site.name && (!kind || r.kind === kind)));
  });

  router.post('/sim/lifecycle/:product/:event', async (req, res) => {
    const { product, event } = req.params;
    if (
      !isProduct(product) ||
      !['installed', 'uninstalled', 'enabled', 'disabled'].includes(event)
    ) {
      res.status(400).json({
        error: 'product is jira|confluence, event is installed|uninstalled|enabled|disabled',
      });
      return;
    }
    res.json(await controls.lifecycle(site.name, product, event as LifecycleEvent));
  });

  router.post('/sim/context-token', (req, res) => {
    const caller = req.body as Caller;
    const tenant = isProduct(caller.product) ? sim.tenant(site.name, caller.product) : undefined;
    if (!tenant || tenant.appKey !== caller.addonKey) {
      res.status(404).json({ error: 'app not installed' });
      return;
    }
    const token = signContextToken({
      tenant,
      accountId: currentUser(req).accountId,
      context: structuredContext(caller.product, caller.productContext ?? {}),
    });
    res.json({ token });
  });

  router.post('/sim/context', (req, res) => {
    const caller = req.body as Caller;
    res.json({
      context: structuredContext(
        isProduct(caller.product) ? caller.product : 'jira',
        caller.productContext ?? {},
      ),
    });
  });

  router.post('/sim/module-url', (req, res) => {
    const caller = req.body as Caller;
    const tenant = isProduct(caller.product) ? sim.tenant(site.name, caller.product) : undefined;
    const descriptor = isProduct(caller.product) ? sim.descriptor(caller.product) : undefined;
    const module =
      descriptor && caller.moduleKey ? findModule(descriptor, caller.moduleKey) : undefined;
    if (!tenant || !descriptor || !module || tenant.appKey !== caller.addonKey) {
      res.json({ error: `No module "${caller.moduleKey ?? ''}" in app ${caller.addonKey}` });
      return;
    }
    sim.state.record(site.name, 'dialog', { moduleKey: module.key });
    res.json({
      url: buildModuleUrl({
        tenant,
        product: caller.product,
        moduleKey: module.key,
        template: module.url,
        context: caller.productContext ?? {},
        accountId: currentUser(req).accountId,
      }),
    });
  });

  /** Where AP.navigator.go leads, like the products resolve their targets. */
  router.post('/sim/navigate', (req, res) => {
    const { target, context, product, addonKey } = req.body as Caller & {
      target: string;
      context: Record<string, unknown>;
    };
    sim.state.record(site.name, 'navigate', { target, context });
    const str = (value: unknown) =>
      typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    let url: string | undefined;
    if (target === 'issue' && sim.state.jira(site.name).find(str(context.issueKey)))
      url = `/browse/${str(context.issueKey)}`;
    else if (target === 'contentview' || target === 'contentedit') {
      const page = sim.state.confluence(site.name).find(str(context.contentId));
      if (page && permitted(page, currentUser(req).accountId))
        url = `/wiki/spaces/${encodeURIComponent(page.spaceKey)}/pages/${target === 'contentedit' ? 'edit/' : ''}${page.id}`;
    } else if (target === 'addonModule') {
      const custom = (context.customData ?? {}) as Record<string, unknown>;
      const query = new URLSearchParams(
        Object.entries(custom).map(([k, v]) => [`ac.${k}`, str(v)]),
      );
      const prefix = product === 'confluence' ? '/wiki' : '';
      url = `${prefix}/plugins/servlet/ac/${encodeURIComponent(str(context.addonKey) || addonKey)}/${encodeURIComponent(str(context.moduleKey))}?${query.toString()}`;
    } else if (target === 'site' || target === 'dashboard') url = '/';
    res.json({ url });
  });

  return router;
}
