/**
 * Everything the Connect apps need at run time, made once per server (app.ts): ACE's two apps
 * (one per product, our store adapter underneath), the transport the product REST readers use
 * (transport.ts, as the app or as a person with user-tokens.ts), and the installations'
 * lifecycle (install, state changes, purge).
 */
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { TenantsRepository } from '../../db/repositories/tenants-repository';
import type { ConnectSettingsRepository } from '../../db/repositories/connect-settings-repository';
import type { HostRest } from '../../products/host-rest';
import { createConnectAddons, type ConnectAddons } from './ace';
import { createConnectHostRest } from './transport';
import { createConnectUserTokens } from './user-tokens';
import {
  createTenantLifecycleService,
  type TenantLifecycleService,
} from './tenant-lifecycle-service';

export interface ConnectHost {
  addons: ConnectAddons;
  transport: HostRest;
  lifecycle: TenantLifecycleService;
}

export async function createConnectHost(deps: {
  config: Config;
  logger: Logger;
  tenants: TenantsRepository;
  connectSettings: ConnectSettingsRepository;
  purgeTenant: (tenantKey: string) => Promise<void>;
}): Promise<ConnectHost> {
  const addons = await createConnectAddons(deps.config, deps.logger, deps);
  return {
    addons,
    transport: createConnectHostRest(
      addons,
      createConnectUserTokens({ authorizationServer: deps.config.connectOauthUrl }),
    ),
    lifecycle: createTenantLifecycleService({
      ...deps,
      retentionDays: deps.config.uninstallRetentionDays,
    }),
  };
}
