/**
 * What Forge sends the remote on its own: product events (`avi:jira:created:issue`,
 * `avi:jira:deleted:issue`), `avi:forge:installed:app` and workflow post functions. Each is a
 * POST to the remote at the endpoint's `route.path`, with a fresh FIT (no principal, no
 * context) and the app's system token in `x-forge-oauth-system`. Forge retries a failed
 * delivery up to 4 times with backoff (100, 200, 400, 800 ms here), with the same body; the
 * test knob `deliveries: 2` (`concurrent`) delivers the same event twice.
 */
import { mintInvocationToken, mintSystemToken } from './forge-tokens';
import type { ForgeHost } from './forge-host';
import type { ForgeProduct } from './forge-apps';
import type { SiteRuntime } from '../server/context';
import {
  deliverWithRetries,
  postForStatus,
  type DeliveryRepeat,
  type RetryPolicy,
} from '../server/event-delivery';

export type ForgeDelivery = DeliveryRepeat;

export const FORGE_RETRIES = 4;
const RETRIES: RetryPolicy = { tries: 1 + FORGE_RETRIES, firstBackoffMs: 100 };

/** Delivers `body` to the remote's `path` for the app of `product` on `site`. */
export async function deliverForgeEvent(
  forge: ForgeHost,
  site: SiteRuntime,
  product: ForgeProduct,
  kind: string,
  endpoint: { key: string; path: string },
  body: unknown,
  options: ForgeDelivery = {},
): Promise<number[]> {
  const installation = forge.installation(site.name, product);
  if (!installation) return [];
  const json = JSON.stringify(body);
  const url = `${forge.sim.appUrl}${endpoint.path}`;
  const attempt = async (tryNumber: number) => {
    const status = await postForStatus(url, {
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${mintInvocationToken(forge.key, {
          installation,
          module: { type: 'core:endpoint', key: endpoint.key },
        })}`,
        'x-forge-oauth-system': mintSystemToken(forge.key, installation),
      },
      body: json,
      timeoutMs: 5_000,
      readBody: true,
    });
    forge.sim.state.record(site.name, kind, {
      product,
      path: endpoint.path,
      attempt: tryNumber,
      status,
    });
    return status;
  };
  return deliverWithRetries(attempt, RETRIES, options);
}
