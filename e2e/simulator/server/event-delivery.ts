/**
 * How the hosts deliver what they send an app on their own (Jira's webhooks and post functions,
 * jira-events.ts; Forge's events, ../forge/forge-events.ts): a POST per try, retried with
 * doubling backoff until it answers 2xx or the tries run out, and, when a test asks, the same
 * delivery several times (one after another or at once).
 */

/** The test knob: `deliveries` (1 to 5) copies of a delivery, `concurrent` at the same time. */
export interface DeliveryRepeat {
  deliveries?: number;
  concurrent?: boolean;
}

/** `tries` in all; before try n + 1 the host waits `firstBackoffMs * 2 ** (n - 1)`. */
export interface RetryPolicy {
  tries: number;
  firstBackoffMs: number;
}

export interface DeliveryPost {
  headers: Record<string, string>;
  body: string;
  /** Gives up (status 0) after this long; no limit when absent. */
  timeoutMs?: number;
  /** Reads the answer's body to its end before the status counts. */
  readBody?: boolean;
}

/** One POST; its status, or 0 when it got no answer. */
export async function postForStatus(url: string, post: DeliveryPost): Promise<number> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: post.headers,
      body: post.body,
      ...(post.timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(post.timeoutMs) }),
    });
    if (post.readBody) await response.arrayBuffer().catch(() => undefined);
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * Runs `attempt` (given the try's number, from 1) until it answers 2xx or `policy.tries` ran
 * out, `repeat.deliveries` times; the last status of each delivery.
 */
export async function deliverWithRetries(
  attempt: (tryNumber: number) => Promise<number>,
  policy: RetryPolicy,
  repeat: DeliveryRepeat = {},
): Promise<number[]> {
  const one = async () => {
    let status = 0;
    for (let tried = 0; tried < policy.tries; tried++) {
      if (tried > 0)
        await new Promise((r) => setTimeout(r, policy.firstBackoffMs * 2 ** (tried - 1)));
      status = await attempt(tried + 1);
      if (status >= 200 && status < 300) break;
    }
    return status;
  };
  const count = Math.max(1, Math.min(5, repeat.deliveries ?? 1));
  if (repeat.concurrent) return Promise.all(Array.from({ length: count }, one));
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push(await one());
  return statuses;
}
