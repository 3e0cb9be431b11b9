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

export interface ForgeDelivery {
  deliveries?: number;
  concurrent?: boolean;
}

export const FORGE_RETRIES = 4;
const backoffMs = (retry: number) => 100 * 2 ** (retry - 1);

async function postOnce(url: string, headers: Record<string, string>, body: string) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
      signal: AbortSignal.timeout(5_000),
    });
    await response.arrayBuffer().catch(() => undefined);
    return response.status;
  } catch {
    return 0;
  }
}

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
  const one = async () => {
    let status = 0;
    for (let attempt = 0; attempt <= FORGE_RETRIES; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, backoffMs(attempt)));
      const headers = {
        Authorization: `Bearer ${mintInvocationToken(forge.key, {
          installation,
          module: { type: 'core:endpoint', key: endpoint.key },
        })}`,
        'x-forge-oauth-system': mintSystemToken(forge.key, installation),
      };
      status = await postOnce(url, headers, json);
      forge.sim.state.record(site.name, kind, {
        product,
        path: endpoint.path,
        attempt: attempt + 1,
        status,
      });
      if (status >= 200 && status < 300) break;
    }
    return status;
  };
  const count = Math.max(1, Math.min(5, options.deliveries ?? 1));
  if (options.concurrent) return Promise.all(Array.from({ length: count }, one));
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push(await one());
  return statuses;
}
