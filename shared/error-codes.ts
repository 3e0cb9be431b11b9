/**
 * Every `error.code` the API answers with. Clients switch on these; the server makes them only
 * through the factories in server/errors.ts, never by writing the string.
 */
export const ERROR_CODES = [
  'bad_request',
  'bad_json',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
