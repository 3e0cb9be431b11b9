/**
 * Errors the API answers with. Each carries an HTTP status, a stable `code` clients can
 * switch on and a message key translated per request (server/i18n). Anything else that
 * reaches the error handler becomes a 500 `internal_error` without details.
 */
import type { MessageKey } from './i18n/messages';

export interface ErrorDetail {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly details?: ErrorDetail[],
    /** Extra fields for the error body, e.g. a conflict's current state. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const badRequest = (messageKey: MessageKey, params?: Record<string, string | number>) =>
  new AppError(400, 'bad_request', messageKey, params);

export const validationFailed = (details: ErrorDetail[]) =>
  new AppError(
    400,
    'validation_failed',
    'errors.validationFailed',
    { details: details.map((d) => (d.path ? `${d.path}: ${d.message}` : d.message)).join('; ') },
    details,
  );

export const unauthorized = (messageKey: MessageKey = 'errors.unauthorized') =>
  new AppError(401, 'unauthorized', messageKey);

export const forbidden = (messageKey: MessageKey = 'errors.forbidden') =>
  new AppError(403, 'forbidden', messageKey);

export const notFound = (messageKey: MessageKey = 'errors.notFound') =>
  new AppError(404, 'not_found', messageKey);

export const conflict = (
  messageKey: MessageKey,
  params?: Record<string, string | number>,
  extra?: Record<string, unknown>,
) => new AppError(409, 'conflict', messageKey, params, undefined, extra);

export const payloadTooLarge = () =>
  new AppError(413, 'payload_too_large', 'errors.payloadTooLarge');

export const rateLimited = () => new AppError(429, 'rate_limited', 'errors.rateLimited');

export const serviceUnavailable = (messageKey: MessageKey = 'errors.unavailable') =>
  new AppError(503, 'unavailable', messageKey);
