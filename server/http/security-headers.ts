/**
 * Security headers. Pages that Jira and Confluence frame get a CSP whose frame-ancestors
 * lists the allowed hosts (CONNECT_ALLOWED_HOSTS); everything else may not be framed.
 */
import helmet from 'helmet';
import type { Request, RequestHandler, Response } from 'express';
import type { Config } from '../config';

function originOf(url: string): string {
  return new URL(url).origin;
}

export interface SecurityHeaders {
  /** For pages rendered inside a host iframe. */
  framedPage: RequestHandler;
  /** For the portal and anything else that must never be framed. */
  standalonePage: RequestHandler;
  /** For JSON, descriptors and assets. */
  resource: RequestHandler;
}

/**
 * Our helmet configurations answer every request with the same headers, yet helmet runs a
 * dozen middlewares per request to set them. Ask it once, with a stand-in response, and then
 * set what it set (and remove what it removed) in one step: the same headers, a tenth of the
 * work on every API call (docs/PERFORMANCE.md).
 */
export function frozenHeaders(handler: RequestHandler): RequestHandler {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      set.push([name, String(value)]);
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let finished = false;
  void handler({} as Request, recorder as unknown as Response, () => {
    finished = true;
  });
  // A configuration that depended on the request (a nonce) or answered by itself would not
  // call next synchronously; refuse it rather than send wrong headers.
  if (!finished) throw new Error('security headers must not depend on the request');
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

/**
 * `frameAncestors`: who may frame our pages (the Connect hosts allowed to install the app,
 * from server/hosts/connect/allowed-hosts.ts).
 */
export function createSecurityHeaders(config: Config, frameAncestors: string[]): SecurityHeaders {
  const firebaseSources = config.firebase.emulatorHost
    ? [`http://${config.firebase.emulatorHost}`]
    : ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
  const directives = (frameAncestors: string[]) => ({
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", originOf(config.connectJsUrl)],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...firebaseSources],
    frameSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors,
    upgradeInsecureRequests: config.nodeEnv === 'production' ? [] : null,
  });
  const common = {
    crossOriginEmbedderPolicy: false,
    // Descriptors and icons are fetched by Atlassian's pages on another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' as const },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    hsts: config.nodeEnv === 'production',
  };
  return {
    framedPage: frozenHeaders(
      helmet({
        ...common,
        // frame-ancestors decides; X-Frame-Options cannot express a list of hosts.
        xFrameOptions: false,
        contentSecurityPolicy: {
          useDefaults: false,
          directives: directives(frameAncestors),
        },
      }),
    ),
    standalonePage: frozenHeaders(
      helmet({
        ...common,
        xFrameOptions: { action: 'deny' },
        contentSecurityPolicy: { useDefaults: false, directives: directives(["'none'"]) },
      }),
    ),
    resource: frozenHeaders(
      helmet({
        ...common,
        xFrameOptions: { action: 'deny' },
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
        },
      }),
    ),
  };
}
