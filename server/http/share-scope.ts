/**
 * What a share link's visitor may call on /api (docs/SHARING.md): their checklist, its live
 * events, its statistics (read-only, `/external/stats/:shareUid`), its items' statuses, notes and signatures, the site's statuses, and what their link
 * is. Everything else (templates, other checklists, people, the audit log, preferences…)
 * answers 404 before any route runs, whatever the policies would say; the policies refuse
 * another checklist too (`checklist.read`, `checklist.work`).
 */
import type { RequestHandler } from 'express';
import { notFound } from '../errors';

const SHARE_CALLS: readonly { method: string; path: RegExp }[] = [
  { method: 'GET', path: /^\/share$/ },
  { method: 'GET', path: /^\/settings$/ },
  { method: 'GET', path: /^\/checklists\/([^/]+)$/ },
  { method: 'GET', path: /^\/checklists\/([^/]+)\/events$/ },
  { method: 'GET', path: /^\/checklists\/([^/]+)\/statistics$/ },
  { method: 'PATCH', path: /^\/checklists\/([^/]+)\/items\/[^/]+$/ },
  { method: 'PUT', path: /^\/checklists\/([^/]+)\/items\/[^/]+\/signature$/ },
  { method: 'GET', path: /^\/checklists\/([^/]+)\/items\/[^/]+\/signature$/ },
];

function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

export const shareScope: RequestHandler = (req, _res, next) => {
  const ctx = req.ctx;
  if (ctx?.credential !== 'share') {
    next();
    return;
  }
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const allowed = SHARE_CALLS.some((call) => {
    if (call.method !== method) return false;
    const match = call.path.exec(req.path);
    if (!match) return false;
    return match[1] === undefined || decoded(match[1]) === ctx.share.checklistUid;
  });
  next(allowed ? undefined : notFound());
};
