/**
 * Lifecycle callbacks of both apps: POST <app>/installed, /uninstalled, /enabled, /disabled.
 * Every one must carry an RS256 token signed by Atlassian (signed-install), whose public key
 * ACE fetches by `kid` from CONNECT_KEYS_CDN_URL, with `aud` = the app's base URL and a
 * `qsh` for the callback. Whatever fails answers 401 and stores nothing.
 */
import { Router, type Request, type RequestHandler } from 'express';
import type { ConnectAddons } from './ace';
import { APP_PATH_PREFIX, CONNECT_PRODUCTS, type ConnectProduct } from './descriptors';
import { isAllowedHost } from './allowed-hosts';
import { lifecyclePayloadSchema, type LifecyclePayload } from './lifecycle-schema';
import type { TenantLifecycleService } from './tenant-lifecycle-service';
import { unauthorized } from '../../errors';
import { asyncHandler } from '../../http/async-handler';
import { parseInput } from '../../http/validate';
import { requestLanguage } from '../../http/error-handler';
import type { Logger } from '../../logger';
import { scrubSecrets } from '../../logger';

const EVENTS = ['installed', 'uninstalled', 'enabled', 'disabled'] as const;

interface Deps {
  addons: ConnectAddons;
  lifecycle: TenantLifecycleService;
  allowedHosts: readonly string[];
  logger: Logger;
  rateLimit: RequestHandler;
}

/** ACE's verifier answers 400/404 for some bad tokens; every failure is a 401 here. */
function verifyInstallToken(addon: ConnectAddons[ConnectProduct], logger: Logger): RequestHandler {
  const verify = addon.authenticateInstall();
  return (req, res, next) => {
    verify(req, res, (error?: unknown) => {
      if (error) {
        const message = (error as { message?: unknown }).message;
        logger.warn(
          { path: req.path, reason: scrubSecrets(String(message ?? error)) },
          'lifecycle callback refused',
        );
        next(unauthorized('install.invalid'));
        return;
      }
      next();
    });
  };
}

function checkPayload(product: ConnectProduct, deps: Deps): RequestHandler {
  return (req: Request, _res, next) => {
    const payload: LifecyclePayload = parseInput(
      lifecyclePayloadSchema,
      req.body,
      requestLanguage(req),
    );
    if (!isAllowedHost(payload.baseUrl, deps.allowedHosts)) {
      deps.logger.warn({ baseUrl: payload.baseUrl }, 'install from a host that is not allowed');
      throw unauthorized('install.hostNotAllowed');
    }
    if (payload.productType !== product || payload.key !== deps.addons[product].key) {
      throw unauthorized('install.wrongProduct', {
        product: payload.productType,
      });
    }
    req.body = payload;
    next();
  };
}

export function createLifecycleRoutes(deps: Deps): Router {
  const router = Router();
  for (const product of CONNECT_PRODUCTS) {
    for (const event of EVENTS) {
      router.post(
        `${APP_PATH_PREFIX[product]}/${event}`,
        deps.rateLimit,
        checkPayload(product, deps),
        verifyInstallToken(deps.addons[product], deps.logger),
        asyncHandler(async (req, res) => {
          const payload = req.body as LifecyclePayload;
          if (event === 'installed') {
            if (!payload.sharedSecret) throw unauthorized('install.invalid');
            await deps.lifecycle.install(product, {
              ...payload,
              sharedSecret: payload.sharedSecret,
            });
          } else {
            await deps.lifecycle.changeState(payload.clientKey, event);
          }
          res.status(204).end();
        }),
      );
    }
  }
  return router;
}
