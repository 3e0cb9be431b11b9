/** What every part of the simulator server shares. */
import type { SigningKey } from '../lib/signing-key';
import type { HostTenant } from '../lib/host-tokens';
import type { SimSite } from '../lib/directory';
import type { Descriptor } from './descriptors';
import type { Product, SimState } from './state';
import type { ImpersonationServer } from '../lib/user-impersonation';

export interface SiteRuntime extends SimSite {
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
}

export interface SimContext {
  appUrl: string;
  key: SigningKey;
  state: SimState;
  sites: SiteRuntime[];
  descriptor(product: Product): Descriptor | undefined;
  /** The installed tenant of an app in a site, if it is installed and enabled. */
  tenant(site: string, product: Product): HostTenant | undefined;
  productBaseUrl(site: SiteRuntime, product: Product): string;
  /** Atlassian's authorization server for Connect apps acting as a person (oauth-routes.ts). */
  impersonation: ImpersonationServer;
}
