/**
 * What the Forge parts of the simulator share: the apps read from dist/forge, the Forge
 * installations of each Forge site (installed by `installForgeApps`), the Forge CDN's origin
 * and the key that signs invocation and system tokens.
 */
import type { SigningKey } from '../lib/signing-key';
import type { SimContext, SiteRuntime } from '../server/context';
import {
  cloudIdOf,
  environmentIdOf,
  installationIdOf,
  type ForgeApp,
  type ForgeProduct,
} from './forge-apps';
import type { ForgeInstallationClaims } from './forge-tokens';

export interface ForgeInstallation extends ForgeInstallationClaims {
  site: string;
  /** What the `avi:forge:installed:app` delivery got (statuses of its tries). */
  lastResult: string;
}

/** Each simulator's Forge host (set by forge-start.ts; none without Forge sites). */
const hosts = new WeakMap<SimContext, ForgeHost>();

export function registerForgeHost(sim: SimContext, forge: ForgeHost): void {
  hosts.set(sim, forge);
}

/** The simulator's Forge host, if it has Forge sites. */
export function forgeHostOf(sim: SimContext): ForgeHost | undefined {
  return hosts.get(sim);
}

export class ForgeHost {
  readonly installations = new Map<string, ForgeInstallation>();

  constructor(
    readonly sim: SimContext,
    readonly key: SigningKey,
    readonly apps: Map<ForgeProduct, ForgeApp>,
    /** `http://127.0.0.1:<port>` of the Forge CDN (set once it listens). */
    public cdnOrigin: string,
  ) {}

  app(product: ForgeProduct): ForgeApp | undefined {
    return this.apps.get(product);
  }

  /** The claims an installation of `product` on `site` has (installed or not). */
  claimsFor(site: SiteRuntime, product: ForgeProduct): ForgeInstallationClaims | undefined {
    const app = this.apps.get(product);
    if (!app) return undefined;
    const cloudId = cloudIdOf(site.name);
    return {
      appId: app.id,
      installationId: installationIdOf(site.name, product),
      cloudId,
      product,
      environmentId: environmentIdOf(site.name),
      apiBaseUrl: `${site.origin}/ex/${product}/${cloudId}`,
    };
  }

  /** The installation of `product` on `site`, once installed. */
  installation(site: string, product: ForgeProduct): ForgeInstallation | undefined {
    return this.installations.get(`${site}:${product}`);
  }

  install(site: SiteRuntime, product: ForgeProduct): ForgeInstallation | undefined {
    const claims = this.claimsFor(site, product);
    if (!claims) return undefined;
    const installation = { ...claims, site: site.name, lastResult: 'installing' };
    this.installations.set(`${site.name}:${product}`, installation);
    return installation;
  }
}
