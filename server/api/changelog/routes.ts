import { Router, type RequestHandler } from 'express';
import { listChangelog } from '../../services/changelog-service';
import { handlePublic } from '../../http/endpoint';

/**
 * GET /api/changelog: release notes in the caller's language, newest first. Public (they
 * are published posts), so the portal can show them before sign-in; rate-limited.
 */
export function changelogRoutes(rateLimit: RequestHandler): Router {
  const router = Router();
  router.get(
    '/changelog',
    rateLimit,
    handlePublic({}, ({ locale }, _input, res) => {
      res.set('Cache-Control', 'public, max-age=300').set('Vary', 'Accept-Language');
      return listChangelog(locale);
    }),
  );
  return router;
}
