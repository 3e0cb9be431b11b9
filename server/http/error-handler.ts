import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import {
  AppError,
  badJson,
  internalError,
  notFound,
  payloadTooLarge,
  TokenError,
  unauthorized,
} from '../errors';
import { translate } from '../i18n/translate';
import { languageFromAcceptLanguage, type Language } from '../../shared/language';
import type { Logger } from '../logger';
import type { ApiErrorBody } from '../../shared/api';
import type { MessageKey } from '../i18n/messages';

export function requestLanguage(req: Request): Language {
  return req.ctx?.locale ?? languageFromAcceptLanguage(req.headers['accept-language']);
}

const TOKEN_MESSAGES: Partial<Record<TokenError['reason'], MessageKey>> = {
  expired: 'errors.tokenExpired',
  unknown_issuer: 'errors.tenantUnknown',
  tenant_inactive: 'errors.tenantInactive',
};

/** An error made by http-errors (Express's router and express.static use it). */
function isHttpError(error: unknown): boolean {
  return error instanceof Error && (error as { expose?: unknown }).expose === true;
}

/** Turns anything thrown into `{ error: { code, message } }` with a translated message. */
export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof TokenError) {
    return unauthorized(error.messageKey ?? TOKEN_MESSAGES[error.reason] ?? 'errors.tokenInvalid');
  }
  const { type, status } = (error ?? {}) as { type?: string; status?: unknown };
  if (type === 'entity.parse.failed') return badJson();
  if (type === 'entity.too.large') return payloadTooLarge();
  // A path Express cannot decode (`%ZZ`, a cut-off UTF-8 sequence: its router throws a
  // URIError with status 400 while matching parameters) names nothing, like a foreign id.
  if (error instanceof URIError && status === 400) return notFound();
  // http-errors from Express's own middleware: express.static's 404, its 400 for an
  // undecodable path and its 403 for a path that climbs out of its folder.
  if (isHttpError(error) && (status === 400 || status === 403)) return notFound();
  if (status === 404) return notFound('errors.routeNotFound');
  return undefined;
}

export function errorBody(error: AppError, language: Language): ApiErrorBody {
  return {
    error: {
      code: error.code,
      message: translate(language, error.messageKey, error.params),
      ...(error.details ? { details: error.details } : {}),
      ...error.extra,
    },
  };
}

export function createErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const appError = toAppError(error);
    const language = requestLanguage(req);
    if (!appError) {
      logger.error({ err: error, method: req.method, path: req.path }, 'unhandled error');
      res.status(500).json(errorBody(internalError(), language));
      return;
    }
    if (appError.status >= 500) logger.error({ err: error, path: req.path }, appError.code);
    else if (error instanceof TokenError) {
      logger.info({ reason: error.reason, path: req.path }, 'token rejected');
    }
    res.status(appError.status).json(errorBody(appError, language));
  };
}

/** Unknown /api routes answer in JSON, not with Express's HTML page. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json(errorBody(notFound('errors.routeNotFound'), requestLanguage(req)));
};
