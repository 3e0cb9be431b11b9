/**
 * GET /api/checklists/:uid/events: server-sent events for an open checklist view. The client
 * reads them with fetch (EventSource cannot send our Authorization header) and reloads the
 * checklist when its version moves. Streams end after 30 minutes; the client reconnects
 * with a current token.
 */
import { Router, type Response } from 'express';
import { contextOf } from '../../auth/request-context';
import { asyncHandler } from '../../http/async-handler';
import { uidParam } from '../../http/params';
import { notFound } from '../../errors';
import type { ChangeBus } from '../../services/live/change-bus';
import type { ChecklistsRepository } from '../../db/repositories/checklists-repository';

const HEARTBEAT_MS = 25_000;
const MAX_STREAM_MS = 30 * 60_000;

export interface LiveStreams {
  router: Router;
  /** Ends every open stream (graceful shutdown). */
  closeAll(): void;
}

export function liveRoutes(bus: ChangeBus, checklists: ChecklistsRepository): LiveStreams {
  const open = new Set<Response>();
  const router = Router();
  router.get(
    '/checklists/:uid/events',
    asyncHandler(async (req, res) => {
      const ctx = contextOf(req);
      const uid = uidParam(req, 'uid', 'errors.checklistNotFound');
      const checklist = await checklists.find(ctx.tenantKey, uid);
      if (!checklist) throw notFound('errors.checklistNotFound');

      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      const send = (event: string, data: unknown) =>
        res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      send('ready', { version: checklist.version });
      open.add(res);

      const unsubscribe = bus.subscribe(ctx.tenantKey, uid, (change) =>
        send(change.deleted ? 'deleted' : 'changed', { version: change.version }),
      );
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const expiry = setTimeout(() => res.end(), MAX_STREAM_MS);
      res.on('close', () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        open.delete(res);
      });
    }),
  );
  return {
    router,
    closeAll() {
      for (const res of open) res.end();
    },
  };
}
