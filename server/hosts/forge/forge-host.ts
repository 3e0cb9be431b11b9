/**
 * Everything the Forge apps need at run time, made once per server (app.ts): the keys that
 * verify invocation tokens (jwks.ts), our app ids, the installations' app system tokens and
 * their people's tokens (kept in this process's memory for calls back: system-tokens.ts,
 * user-tokens.ts), and the transport the product REST readers use (transport.ts).
 */
import type { Config } from '../../config';
import type { TenantsRepository } from '../../db/repositories/tenants-repository';
import type { HostRest } from '../../products/host-rest';
import { createForgeSystemTokens } from './system-tokens';
import { createForgeUserTokens } from './user-tokens';
import { createForgeApi } from './transport';
import { createForgeKeys } from './jwks';
import type { ForgeCallDeps } from './verified-call';

export interface ForgeHost {
  /** What verifying a Forge call needs (verified-call.ts). */
  calls: ForgeCallDeps;
  transport: HostRest;
}

export function createForgeHost(deps: { config: Config; tenants: TenantsRepository }): ForgeHost {
  const systemTokens = createForgeSystemTokens();
  const userTokens = createForgeUserTokens();
  return {
    calls: {
      tenants: deps.tenants,
      keys: createForgeKeys({ url: deps.config.forge.jwksUrl }),
      appIds: deps.config.forge.appIds,
      allowedHosts: deps.config.connectAllowedHosts,
      systemTokens,
      userTokens,
    },
    transport: createForgeApi({ tokens: systemTokens, userTokens }),
  };
}
