/**
 * The app's ways to Jira and Confluence, one object each for the services (ServiceDeps): the
 * host directory, JiraSite and ConfluenceSite. Each is implemented once over a transport
 * (rest-*.ts over host-rest.ts) and built twice here: over Connect's transport
 * (server/hosts/connect/transport.ts: ACE, JWT) and over Forge's (server/hosts/forge/transport.ts: the
 * `apiBaseUrl` with the app system token), each with its own caches; by-tenant.ts picks one
 * per call by the tenant. Tests may replace any of the three for every tenant.
 */
import type { Logger } from '../logger';
import type { HostDirectory } from '../products/host-directory';
import type { JiraSite } from '../products/jira-site';
import type { ConfluenceSite } from '../products/confluence-site';
import type { HostRest } from '../products/host-rest';
import { byTenant } from './by-tenant';
import { createRestDirectory } from '../products/rest-directory';
import { createRestJiraSite } from '../products/rest-jira-site';
import { createRestConfluenceSite } from '../products/rest-confluence-site';

export interface ProductHosts {
  directory: HostDirectory;
  jira: JiraSite;
  confluence: ConfluenceSite;
}

export interface HostTransports {
  /** Connect installations: server/hosts/connect/transport.ts. */
  connect: HostRest;
  /** Forge installations: server/hosts/forge/transport.ts. */
  forge: HostRest;
}

export function createProductHosts(
  deps: HostTransports & { logger: Logger },
  replaced: Partial<ProductHosts> = {},
): ProductHosts {
  const { connect, forge, logger } = deps;
  return {
    directory:
      replaced.directory ??
      byTenant(createRestDirectory(connect, logger), createRestDirectory(forge, logger)),
    jira: replaced.jira ?? byTenant(createRestJiraSite(connect), createRestJiraSite(forge)),
    confluence:
      replaced.confluence ??
      byTenant(createRestConfluenceSite(connect), createRestConfluenceSite(forge)),
  };
}
