/** The envelope every JSON API answer uses. */
import type { ErrorCode } from './error-codes';

export type { ErrorCode };
export interface ApiSuccess<T> {
  data: T;
}

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    details?: { path: string; message: string }[];
    /** On a 409: the resource as it is now. */
    current?: unknown;
  };
}

/** The credential header that carries the Connect session token to the API. */
export const SESSION_TOKEN_HEADER = 'x-acpt';
