/**
 * GET /api/checklists/:uid/events: server-sent events for an open checklist view. The client
 * reads them with fetch (EventSource cannot send our Authorization header) and reloads the
 * checklist when its version moves. Streams end after 30 minutes; the client reconnects
 * with a current token.
 */
import { Router, type Response } from 'express';
import { handleStream } from '../../http/endpoint';
import type { ServiceDeps } from '../../services/service-deps';
import { followChecklist } from '../../services/checklists/follow-checklist';
import type { ChecklistChange } from '../../services/live/change-bus';
import * as schema from './schema';

const HEARTBEAT_MS = 25_000;
/**
 * A stream ended by a shutdown tells its viewer to reconnect after 0.5–2 s (SSE's `retry:`),
 * spread so the viewers of a stopping process do not all arrive at the others at once.
 */
export const SHUTDOWN_RETRY_MIN_MS = 500;
export const SHUTDOWN_RETRY_SPREAD_MS = 1_500;
const MAX_STREAM_MS = 30 * 60_000;

export interface LiveStreams {
  router: Router;
  /** Ends every open stream with a reconnect hint (graceful shutdown). */
  closeAll(): void;
  /** How many streams are open (metrics). */
  count(): number;
}

export function liveRoutes(deps: ServiceDeps): LiveStreams {
  const open = new Set<Response>();
  const router = Router();
  router.get(
    '/checklists/:uid/events',
    handleStream(schema.readChecklist, async (ctx, { params }, res) => {
      const send = (event: string, data: unknown) =>
        res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      const announce = (change: ChecklistChange) => {
        send(change.deleted ? 'deleted' : 'changed', { version: change.version });
      };
      // Changes that arrive before the stream has started are announced right after `ready`.
      const early: ChecklistChange[] = [];
      let deliver: (change: ChecklistChange) => void = (change) => {
        early.push(change);
      };
      const following = await followChecklist(deps, ctx, params.uid, (change) => deliver(change));
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      send('ready', { version: following.version });
      deliver = announce;
      for (const change of early) announce(change);
      open.add(res);
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const expiry = setTimeout(() => res.end(), MAX_STREAM_MS);
      res.on('close', () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        following.stop();
        open.delete(res);
      });
    }),
  );
  return {
    router,
    count: () => open.size,
    closeAll() {
      for (const res of open) {
        const retryMs =
          SHUTDOWN_RETRY_MIN_MS + Math.floor(Math.random() * SHUTDOWN_RETRY_SPREAD_MS);
        res.end(`retry: ${retryMs}\n\n`);
      }
    },
  };
}
