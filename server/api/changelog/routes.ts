import { Router, type RequestHandler } from 'express';
import { listChangelog } from '../../services/changelog-service';
import { requestLanguage } from '../../http/error-handler';

/**
 * GET /api/changelog: release notes in the caller's language, newest first. Public (they
 * are published posts), so the portal can show them before sign-in; rate-limited.
 */
export function changelogRoutes(rateLimit: RequestHandler): Router {
  const router = Router();
  router.get('/changelog', rateLimit, (req, res) => {
    res.set('Cache-Control', 'public, max-age=300').set('Vary', 'Accept-Language');
    res.json({ data: listChangelog(requestLanguage(req)) });
  });
  return router;
}
