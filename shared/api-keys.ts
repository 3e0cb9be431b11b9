/**
 * API keys (docs/API.md): a user's keys (`/usersettings/overview/apikeys`) and a site's keys
 * (the Jira and Confluence admin API-key pages, site admins only). Zod-free: the client
 * imports it.
 */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_NAME_MAX = 100;
/** What every key starts with, so a leaked key is recognisable (secret scanners). */
export const API_KEY_PREFIX = 'ck_';

export interface ApiKeyDto {
  id: string;
  name: string;
  /** The key's first characters, e.g. `ck_3f9a2b7c`: enough to recognise it, useless to use it. */
  prefix: string;
  scope: ApiKeyScope;
  createdAt: string;
  lastUsedAt: string | null;
  /** Who made it (display name when known). */
  createdBy: { id: string; displayName: string | null };
}

/** The answer to creating a key: the only time its secret is shown. */
export interface CreatedApiKeyDto {
  apiKey: ApiKeyDto;
  secret: string;
}
