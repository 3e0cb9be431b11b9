/**
 * What an API key looks like: `ck_` + 8 hex characters (the prefix lists show) + `_` + 43
 * random URL-safe characters (256 bits). Only the SHA-256 of the whole key is stored; a key
 * is found by that hash, so the secret itself is never compared or kept.
 */
import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '../../shared/api-keys';

const KEY_FORMAT = new RegExp(`^${API_KEY_PREFIX}[0-9a-f]{8}_[A-Za-z0-9_-]{32,128}$`);

export interface NewApiKeySecret {
  /** The whole key, shown once. */
  secret: string;
  /** `ck_` and the 8 hex characters: enough to recognise a key, useless to use it. */
  prefix: string;
  secretHash: string;
}

export const hashApiKey = (key: string): string =>
  createHash('sha256').update(key, 'utf8').digest('hex');

export function newApiKeySecret(): NewApiKeySecret {
  const prefix = `${API_KEY_PREFIX}${randomBytes(4).toString('hex')}`;
  const secret = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { secret, prefix, secretHash: hashApiKey(secret) };
}

/** Whether `key` has the shape of one of our keys (checked before any look-up). */
export const isApiKeyShaped = (key: string): boolean => KEY_FORMAT.test(key);
