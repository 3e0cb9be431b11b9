/**
 * Page-view analytics (docs/PRODUCT.md, "Screens and routes"): after each navigation an event
 * named for the matched route pattern, never for ids. Events are sent in batches:
 * after a quiet second, when 50 are waiting, or when the page is hidden.
 */
import { ANALYTICS_BATCH_MAX } from '../../shared/constants';

export const FLUSH_DELAY_MS = 1_000;

export type SendBatch = (events: { name: string }[]) => Promise<unknown>;

export class AnalyticsTracker {
  private queue: { name: string }[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly send: SendBatch) {}

  track(name: string): void {
    this.queue.push({ name });
    if (this.queue.length >= ANALYTICS_BATCH_MAX) {
      this.flush();
      return;
    }
    if (this.timer === undefined) this.timer = setTimeout(() => this.flush(), FLUSH_DELAY_MS);
  }

  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.queue.length === 0) return;
    const batch = this.queue.splice(0, ANALYTICS_BATCH_MAX);
    // Analytics never disturb the user: a lost batch is only a lost count.
    this.send(batch).catch(() => undefined);
    if (this.queue.length > 0) this.timer = setTimeout(() => this.flush(), FLUSH_DELAY_MS);
  }
}

/**
 * `/web/checklist-overview/templates/abc123/instances` → the pattern the router matched, from
 * the patterns of the matched routes, outermost first (an absolute one already holds its
 * parents' path).
 */
export function eventNameFor(patterns: (string | undefined)[]): string {
  const joined = patterns
    .filter((p): p is string => Boolean(p))
    .reduce((path, pattern) => (pattern.startsWith('/') ? pattern : `${path}/${pattern}`), '')
    .replace(/\/+/g, '/')
    .replace(/\*$/, '')
    .replace(/\/$/, '');
  const name = joined.startsWith('/') ? joined : `/${joined}`;
  return name === '' ? '/' : name;
}
