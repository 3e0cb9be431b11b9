import type { RequestContext } from '../auth/request-context';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the authenticate middleware. */
    ctx?: RequestContext;
  }
}
