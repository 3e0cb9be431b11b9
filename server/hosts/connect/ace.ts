/**
 * One atlassian-connect-express instance per product. ACE's configuration is per instance
 * here, but it reads CONNECT_KEYS_CDN_URL from the process environment itself.
 *
 * The instances are attached to private Express apps that are never mounted: we use ACE for
 * install-token verification (RS256, key by kid), its store interface and its signed
 * http client, and mount every route ourselves (docs/CONNECT.md explains why).
 */
import express from 'express';
import ace from 'atlassian-connect-express';
import type { AddOn } from 'atlassian-connect-express';
import type { Config } from '../../config';
import { scrubSecrets, type Logger } from '../../logger';
import { appBaseUrl, buildDescriptor, CONNECT_PRODUCTS, type ConnectProduct } from './descriptors';
import { createAceStoreAdapter } from './store-adapter';
import type { TenantsRepository } from '../../db/repositories/tenants-repository';
import type { ConnectSettingsRepository } from '../../db/repositories/connect-settings-repository';

export type ConnectAddons = Record<ConnectProduct, AddOn>;

let storeCounter = 0;

/** ACE logs through console-like methods; send them to pino without secrets. */
function aceLogger(logger: Logger): Console {
  const write =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const text = args
        .map((a) => (typeof a === 'string' ? a : a instanceof Error ? a.message : safeJson(a)))
        .join(' ');
      logger[level]({ component: 'ace' }, scrubSecrets(text));
    };
  return { info: write('info'), warn: write('warn'), error: write('error') } as unknown as Console;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

export async function createConnectAddons(
  config: Config,
  logger: Logger,
  repositories: { tenants: TenantsRepository; connectSettings: ConnectSettingsRepository },
): Promise<ConnectAddons> {
  if (config.connectKeysCdnUrl) process.env.CONNECT_KEYS_CDN_URL = config.connectKeysCdnUrl;

  const storeName = `checklists-kysely-${++storeCounter}`;
  ace.store.register(storeName, () =>
    createAceStoreAdapter(repositories.tenants, repositories.connectSettings),
  );

  const addons = {} as ConnectAddons;
  for (const product of CONNECT_PRODUCTS) {
    const hidden = express();
    hidden.set('env', config.nodeEnv);
    const descriptor = buildDescriptor(product, config.baseUrl);
    const modeConfig = {
      localBaseUrl: appBaseUrl(product, config.baseUrl),
      product,
      store: { adapter: storeName },
      watch: false,
      validateDescriptor: false,
      setupInstallRoute: false,
      expressErrorHandling: true,
      allowedBaseUrls: [],
    };
    const before = new Set(process.listeners('unhandledRejection'));
    const addon = ace(
      hidden,
      {
        config: {
          descriptorTransformer: () => descriptor,
          [config.nodeEnv]: modeConfig,
        } as never,
      },
      aceLogger(logger),
      // A file that does not exist: the descriptor comes from the transformer above.
      { descriptorFilename: `.checklists-${product}-descriptor-not-a-file.json` },
    );
    // ACE adds a process-wide unhandledRejection logger per instance; main.ts has our own.
    for (const listener of process.listeners('unhandledRejection')) {
      if (!before.has(listener)) process.off('unhandledRejection', listener);
    }
    addons[product] = addon;
  }
  // ACE finishes configuring (base URL for qsh checks) on the next tick.
  await new Promise((resolve) => setImmediate(resolve));
  return addons;
}
