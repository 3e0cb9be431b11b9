/** Turning an app module plus a place in the host into a signed iframe for a page. */
import { buildModuleUrl, type ProductContext } from './module-url';
import { findModule, modulesOf, type Descriptor } from './descriptors';
import type { SimContext, SiteRuntime } from './context';
import type { FrameSpec, PageSpec } from './pages';
import type { Product } from './state';
import type { SimUser } from '../lib/directory';

let frameCounter = 0;

export function frameFor(
  sim: SimContext,
  site: SiteRuntime,
  product: Product,
  moduleKey: string,
  context: ProductContext,
  user: SimUser,
  options: {
    fullPage?: boolean;
    height?: string;
    extra?: Record<string, string>;
    /** A macro's parameters: substituted into the URL by identifier, not part of the context. */
    params?: Record<string, string>;
  } = {},
): FrameSpec | undefined {
  const tenant = sim.tenant(site.name, product);
  const descriptor = sim.descriptor(product);
  const module = descriptor && findModule(descriptor, moduleKey);
  if (!tenant || !descriptor || !module) return undefined;
  return {
    containerId: `sim-frame-${++frameCounter}`,
    addonKey: descriptor.key,
    moduleKey,
    url: buildModuleUrl({
      tenant,
      product,
      moduleKey,
      template: module.url,
      context: { ...options.params, ...context },
      accountId: user.accountId,
      extra: options.extra,
    }),
    productContext: context,
    fullPage: options.fullPage,
    height: options.height,
  };
}

/** The descriptor's dialog options, as connect-host.js looks them up in `_AP.dialogModules`. */
export function dialogModules(descriptor: Descriptor | undefined): PageSpec['dialogModules'] {
  if (!descriptor) return {};
  const dialogs = modulesOf(descriptor).filter((m) => m.type === 'dialogs');
  return {
    [descriptor.key]: Object.fromEntries(dialogs.map((d) => [d.key, { options: d.options }])),
  };
}
