/** What the API-key routes take (validated once, here, before anything else runs). */
import { z } from 'zod';
import { API_KEY_NAME_MAX, API_KEY_SCOPES } from '../../../shared/api-keys';
import { text } from '../../../shared/fields';
import { uidSchema } from '../../../shared/templates';
import { pathParam } from '../../http/endpoint';

export const createApiKeySchema = z
  .object({
    name: text().trim().min(1).max(API_KEY_NAME_MAX),
    scope: z.enum(API_KEY_SCOPES),
  })
  .strict();

export const apiKeyParams = { id: pathParam(uidSchema, 'errors.apiKeyNotFound') };

export const listApiKeys = {};
export const createApiKey = { body: createApiKeySchema, status: 201 as const };
export const revokeApiKey = { params: apiKeyParams };
