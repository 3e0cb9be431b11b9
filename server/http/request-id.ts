/**
 * Gives every request an id: the caller's `X-Request-Id` when it is a plain token (a proxy's
 * or load balancer's id; letters, digits, `.`, `_`, `-`, at most 64), else a new one. Sent back
 * as `X-Request-Id`, on every log line written for the request, and on our calls to Jira and
 * Confluence (lib/request-scope.ts).
 */
import type { RequestHandler } from 'express';
import { newRequestId, withRequestId } from '../lib/request-scope';

const PLAIN_ID = /^[\w.-]{1,64}$/;

export function requestIds(): RequestHandler {
  return (req, res, next) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && PLAIN_ID.test(given) ? given : newRequestId();
    res.setHeader('X-Request-Id', id);
    withRequestId(id, next);
  };
}
