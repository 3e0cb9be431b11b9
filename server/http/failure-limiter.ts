/**
 * Counts refused credentials per client address in fixed one-minute windows; past the limit
 * the address gets 429 until the window ends. Only failures are counted, so the hot path of
 * a valid request is one Map lookup (express-rate-limit's per-request bookkeeping cost a
 * tenth of the API's throughput in the bench). Per process, like the other limits.
 */
export class FailureLimiter {
  private readonly windows = new Map<string, { failures: number; resetAt: number }>();

  constructor(
    private readonly limit = 60,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
    private readonly maxTracked = 50_000,
  ) {}

  isBlocked(client: string): boolean {
    const window = this.windows.get(client);
    if (!window) return false;
    if (window.resetAt <= this.now()) {
      this.windows.delete(client);
      return false;
    }
    return window.failures >= this.limit;
  }

  recordFailure(client: string): void {
    const now = this.now();
    const window = this.windows.get(client);
    if (window && window.resetAt > now) {
      window.failures += 1;
      return;
    }
    if (this.windows.size >= this.maxTracked) this.sweep(now);
    this.windows.set(client, { failures: 1, resetAt: now + this.windowMs });
  }

  private sweep(now: number): void {
    for (const [client, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(client);
    }
    // Still full: an address flood. Forget the oldest half rather than grow without bound.
    if (this.windows.size >= this.maxTracked) {
      let drop = Math.floor(this.windows.size / 2);
      for (const client of this.windows.keys()) {
        if (drop-- <= 0) break;
        this.windows.delete(client);
      }
    }
  }
}
