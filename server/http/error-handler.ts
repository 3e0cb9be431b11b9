import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import {
  AppError,
  badJson,
  internalError,
  notFound,
  payloadTooLarge,
  unauthorized,
} from '../errors';
import { TokenError } from '../connect/host-token';
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

/** Turns anything thrown into `{ error: { code, message } }` with a translated message. */
export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof TokenError) {
    return unauthorized(TOKEN_MESSAGES[error.reason] ?? 'errors.tokenInvalid');
  }
  const { type, status } = (error ?? {}) as { type?: string; status?: unknown };
  if (type === 'entity.parse.failed') return badJson();
  if (type === 'entity.too.large') return payloadTooLarge();
  // http-errors from Express's own middleware (e.g. express.static's 404).
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
