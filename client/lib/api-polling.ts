/**
 * Live events where the answer cannot stream (Forge: the bridge answers each call once, so
 * `GET /api/checklists/:uid/events` cannot reach the frame). The stream's resource (its
 * path without `/events`) is read instead, and what the stream would have said is derived
 * from its `version`: `ready` first, `changed` when the version moves, `deleted` on 404. It is
 * read again every POLL_INTERVAL_MS while the page is visible, and at once when another frame
 * of the app changed something (the Forge transport announces every write on the bridge's
 * events), so the issue context follows the issue panel without waiting.
 */

export const POLL_INTERVAL_MS = 15_000;

export interface PollingDeps {
  /** GET of a path below /api; rejects when the server was not reached. */
  get(path: string): Promise<Response>;
  /** Another frame changed something; returns an unsubscribe. */
  onWrite(listener: () => void): () => void;
  /** An answer no retry changes (it ends the polling). */
  isFinal(status: number): boolean;
}

export function pollEvents(
  path: string,
  onEvent: (event: string, data: unknown) => void,
  deps: PollingDeps,
  win: Window = window,
): () => void {
  if (!path.endsWith('/events')) return () => undefined;
  const resource = path.slice(0, -'/events'.length);
  let stopped = false;
  let running = false;
  let again = false;
  let version: unknown;
  let announced = false;

  const stop = () => {
    stopped = true;
    win.clearInterval(timer);
    unsubscribe();
  };

  const read = async (): Promise<void> => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      const response = await deps.get(resource);
      if (stopped) return;
      if (response.status === 404) {
        onEvent('deleted', {});
        stop();
      } else if (deps.isFinal(response.status)) {
        stop();
      } else if (response.ok) {
        const body = (await response.json()) as { data?: { version?: unknown } } | null;
        const next = body?.data?.version;
        if (!announced) onEvent('ready', { version: next });
        else if (next !== version) onEvent('changed', { version: next });
        announced = true;
        version = next;
      }
    } catch {
      // not reached this time: the next round tries again
    } finally {
      running = false;
    }
    if (again && !stopped) {
      again = false;
      await read();
    }
  };

  const visible = () => win.document.visibilityState !== 'hidden';
  const timer = win.setInterval(() => {
    if (visible()) void read();
  }, POLL_INTERVAL_MS);
  const unsubscribe = deps.onWrite(() => void read());
  void read();
  return stop;
}
