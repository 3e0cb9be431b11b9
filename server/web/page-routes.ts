/**
 * Every route of the spec's route table answers with the app shell. A page load that
 * carries `jwt` (Jira and Confluence sign every iframe URL) is verified first: the token must
 * be bound to exactly this URL (`qsh`) or be our own session token. The page then gets a
 * fresh session token for the API; a bad token gets a 401 page and no shell.
 */
import { Router, type Request, type RequestHandler } from 'express';
import type { Config } from '../config';
import { TokenError } from '../errors';
import { isShellRoute, isStandaloneRoute, type BootData } from '../../shared/routes';
import { renderMessagePage, renderShell } from './shell-html';
import { manifestFor, type ClientManifest } from './client-manifest';
import type { SecurityHeaders } from '../http/security-headers';
import { translate } from '../i18n/translate';
import { handlePublic, HtmlAnswer } from '../http/endpoint';
import type { Logger } from '../logger';
import type { Language } from '../../shared/language';

/** What a verified page load gives the shell: the host product and the API credential. */
export interface PageLoad {
  productType: 'jira' | 'confluence';
  /** The API credential for the page; null for an anonymous viewer. */
  sessionToken: string | null;
  /** The person's own language, else the site's default (undefined: the client's rule). */
  language?: Language;
}

/**
 * Verifies the `jwt` a page URL carries (Connect's page token: hosts/connect/page-token.ts,
 * handed in by app.ts); throws TokenError when it does not hold.
 */
export type PageLoadVerifier = (req: Request, token: string) => Promise<PageLoad>;

interface Deps {
  config: Config;
  /** Whether a share link opens (server/auth/share-link.ts): exists, live, and allowed. */
  shareOpens: (shareUid: string) => Promise<boolean>;
  /** Share pages' limit by address. */
  shareRateLimit: RequestHandler;
  verifyPageLoad: PageLoadVerifier;
  manifest: () => ClientManifest | undefined;
  headers: SecurityHeaders;
  rateLimit: RequestHandler;
  logger: Logger;
}

/**
 * The pages a share link opens: the checklist (`/s/:shareUid`, its light entry) and its
 * read-only statistics (`/external/stats/:shareUid`, the app's statistics screen). Share ids
 * are base64url, so the id needs no decoding.
 */
const SHARE_PAGES = [/^\/s\/([^/]+)$/, /^\/external\/stats\/([^/]+)\/?$/] as const;
const shareUidOfPage = (path: string) =>
  SHARE_PAGES.map((page) => page.exec(path)?.[1]).find((uid) => uid !== undefined) ?? '';

function singleQueryValue(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function createPageRoutes(deps: Deps): Router {
  const { config } = deps;
  const router = Router();

  const baseBoot = (req: Request): BootData => ({
    environment: config.nodeEnv,
    connectJsUrl: config.connectJsUrl,
    sessionToken: null,
    product: null,
    infoRoutes: config.nodeEnv === 'development' || req.query.info === 'true',
    firebase: {
      projectId: config.firebase.projectId,
      apiKey: config.firebase.apiKey ?? null,
      authDomain: config.firebase.authDomain ?? null,
      emulatorHost: config.firebase.emulatorHost ?? null,
    },
  });

  // A share link's pages (docs/SHARING.md): never indexed, never a referrer, and one
  // "not available" page for every link that does not open, whatever the reason.
  // A pattern without groups: Express decodes nothing, so a malformed escape in the id is one
  // more link that is not available.
  router.get(
    [/^\/s\/[^/]+$/, /^\/external\/stats\/[^/]+\/?$/],
    deps.headers.standalonePage,
    (_req, res, next) => {
      res.set({ 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex, nofollow' });
      next();
    },
    deps.shareRateLimit,
    handlePublic({}, async ({ locale }, _input, res) => {
      const req = res.req;
      const manifest = deps.manifest();
      if (!manifest) {
        const body = 'The client is not built yet: run npm run build.';
        return new HtmlAnswer(renderMessagePage('Checklists', body, locale), 503);
      }
      if (!(await deps.shareOpens(shareUidOfPage(req.path)))) {
        const title = translate(locale, 'page.shareNotAvailableTitle');
        const body = translate(locale, 'page.shareNotAvailableBody');
        return new HtmlAnswer(renderMessagePage(title, body, locale), 404);
      }
      // The checklist's page asks for the share entry; the statistics are the app's screen.
      const entry = req.path.startsWith('/s/') ? '/s' : req.path;
      return new HtmlAnswer(renderShell(manifestFor(manifest, entry), baseBoot(req), locale));
    }),
  );

  router.get(
    '*',
    (req, res, next) => {
      if (!isShellRoute(req.path)) {
        next('router');
        return;
      }
      const headers = isStandaloneRoute(req.path)
        ? deps.headers.standalonePage
        : deps.headers.framedPage;
      headers(req, res, next);
    },
    deps.rateLimit,
    handlePublic({}, async ({ locale }, _input, res) => {
      const req = res.req;
      const manifest = deps.manifest();
      if (!manifest) {
        const body = 'The client is not built yet: run npm run build.';
        return new HtmlAnswer(renderMessagePage('Checklists', body, locale), 503);
      }
      const boot = baseBoot(req);
      const token = singleQueryValue(req.query.jwt);
      if (token !== undefined) {
        try {
          const page = await deps.verifyPageLoad(req, token);
          boot.product = page.productType;
          boot.sessionToken = page.sessionToken;
          if (page.language) boot.language = page.language;
        } catch (error) {
          if (!(error instanceof TokenError)) throw error;
          deps.logger.info({ reason: error.reason, path: req.path }, 'page token rejected');
          const title = translate(locale, 'page.unauthorizedTitle');
          const body = translate(locale, 'page.unauthorizedBody');
          return new HtmlAnswer(renderMessagePage(title, body, locale), 401);
        }
      }
      return new HtmlAnswer(renderShell(manifestFor(manifest, req.path), boot, locale));
    }),
  );
  return router;
}
