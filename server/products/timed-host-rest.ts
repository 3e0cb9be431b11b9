/**
 * A HostRest that counts and times every call it passes on (lib/metrics.ts,
 * `checklists_host_request_duration_seconds`): by host kind (connect, forge), product and
 * outcome (the status class, or `error` when no answer came).
 */
import type { HostRest } from './host-rest';
import type { Metrics } from '../lib/metrics';

export function timedHostRest(rest: HostRest, host: string, metrics: Metrics): HostRest {
  const timed = async <T>(
    product: string,
    call: () => Promise<{ status: number; body: T }>,
  ): Promise<{ status: number; body: T }> => {
    const end = metrics.hostRequests.startTimer({ host, product });
    try {
      const answer = await call();
      end({ outcome: `${Math.floor(answer.status / 100)}xx` });
      return answer;
    } catch (error) {
      end({ outcome: 'error' });
      throw error;
    }
  };
  return {
    get appAsksAboutOthers() {
      return rest.appAsksAboutOthers;
    },
    siteUrl: (tenant) => rest.siteUrl(tenant),
    request: (tenant, method, path, body) =>
      timed(tenant.productType, () => rest.request(tenant, method, path, body)),
    requestAsUser: (tenant, accountId, method, path, body) =>
      timed(tenant.productType, () => rest.requestAsUser(tenant, accountId, method, path, body)),
  };
}
