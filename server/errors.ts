/**
 * Errors the API answers with. Each carries an HTTP status, a stable `code` from the union
 * in shared/error-codes.ts and a message key translated per request (server/i18n). Errors are
 * made only by the factories below, so a status and its code never disagree. Anything else
 * that reaches the error handler becomes a 500 `internal_error` without details.
 */
import type { MessageKey } from './i18n/messages';
import type { ErrorCode } from '../shared/error-codes';

export interface ErrorDetail {
  path: string;
  message: string;
}

type Params = Record<string, string | number>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: Params = {},
    readonly details?: ErrorDetail[],
    /** Extra fields for the error body, e.g. a conflict's current state. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'AppError';
  }

  /** The same error with extra fields for its body (a 409's `current`). */
  with(extra: Record<string, unknown>): AppError {
    return new AppError(this.status, this.code, this.messageKey, this.params, this.details, extra);
  }
}

export const badRequest = (messageKey: MessageKey, params?: Params) =>
  new AppError(400, 'bad_request', messageKey, params);
export const badJson = () => new AppError(400, 'bad_json', 'errors.badJson');
export const validationFailed = (details: ErrorDetail[]) =>
  new AppError(
    400,
    'validation_failed',
    'errors.validationFailed',
    { details: details.map((d) => (d.path ? `${d.path}: ${d.message}` : d.message)).join('; ') },
    details,
  );
/** A rule of the input that only the server can check (a status the site does not have). */
export const invalidInput = (messageKey: MessageKey, params?: Params) =>
  new AppError(400, 'validation_failed', messageKey, params);
export const unauthorized = (messageKey: MessageKey = 'errors.unauthorized', params?: Params) =>
  new AppError(401, 'unauthorized', messageKey, params);
export const forbidden = (messageKey: MessageKey = 'errors.forbidden', params?: Params) =>
  new AppError(403, 'forbidden', messageKey, params);
export const notFound = (messageKey: MessageKey = 'errors.notFound', params?: Params) =>
  new AppError(404, 'not_found', messageKey, params);
export const conflict = (
  messageKey: MessageKey,
  params?: Params,
  extra?: Record<string, unknown>,
) => new AppError(409, 'conflict', messageKey, params, undefined, extra);
export const payloadTooLarge = (messageKey: MessageKey = 'errors.payloadTooLarge') =>
  new AppError(413, 'payload_too_large', messageKey);
export const unsupportedMediaType = () =>
  new AppError(415, 'unsupported_media_type', 'errors.unsupportedBody');
export const rateLimited = () => new AppError(429, 'rate_limited', 'errors.rateLimited');
export const internalError = () => new AppError(500, 'internal_error', 'errors.internal');
export const serviceUnavailable = (messageKey: MessageKey = 'errors.unavailable') =>
  new AppError(503, 'unavailable', messageKey);

/** Why a signed token (JWT) was refused; it answers 401 (http/error-handler.ts). */
export type TokenFailure =
  | 'missing'
  | 'malformed'
  | 'algorithm'
  | 'unknown_issuer'
  | 'tenant_inactive'
  | 'signature'
  | 'expired'
  | 'qsh'
  | 'kind'
  | 'product'
  // Forge invocation tokens (hosts/forge/invocation-token.ts):
  | 'not_yet_valid'
  | 'audience'
  | 'claims'
  | 'installation'
  | 'no_user';

/** A token that does not hold, with the reason (logged, never sent: the 401 says less). */
export class TokenError extends Error {
  constructor(
    readonly reason: TokenFailure,
    /** The 401's message; without it, one chosen by the reason (http/error-handler.ts). */
    readonly messageKey?: MessageKey,
  ) {
    super(`token rejected: ${reason}`);
    this.name = 'TokenError';
  }
}
