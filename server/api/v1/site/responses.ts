/** What the site operations answer: the key's identity and the global settings. */
import { z } from 'zod';
import { LANGUAGES } from '../../../../shared/language';
import { API_KEY_SCOPES } from '../../../../shared/api-keys';
import { ITEM_STATUS_CATEGORIES } from '../../../../shared/settings';
import { component } from '../schema-registry';

export const caller = component(
  'Caller',
  'Whom the key acts as: its owner (a site key acts as a site administrator), whether the owner administers the site, and the key.',
  z.object({
    tenantKey: z.string(),
    productType: z.enum(['jira', 'confluence', 'portal']),
    user: z.object({
      kind: z.enum(['atlassian', 'portal', 'apiKey', 'share', 'jira', 'workflow']),
      id: z.string(),
      displayName: z.string().nullable(),
    }),
    isAdmin: z
      .boolean()
      .describe(
        "Whether the key's owner administers the site (a site key: true). A person's key has no admin rights even then: see `apiKey.actsAsAdmin`.",
      ),
    locale: z.enum(LANGUAGES),
    apiKey: z.object({
      id: z.string(),
      name: z.string(),
      scope: z.enum(API_KEY_SCOPES),
      actsAsAdmin: z
        .boolean()
        .describe(
          "Whether calls with this key have admin rights: true for a site's key, false for a person's key, whoever owns it.",
        ),
    }),
  }),
);

const customStatus = component(
  'CustomTaskStatus',
  "A site's own item status; it counts by its category.",
  z.object({
    id: z.string(),
    name: z.string(),
    colour: z.string().describe('#RRGGBB'),
    category: z.enum(ITEM_STATUS_CATEGORIES),
  }),
);

export const settings = component(
  'Settings',
  "The site's global settings.",
  z.object({
    customTaskStatuses: z.array(customStatus),
    showCustomTaskStatus: z.boolean(),
    allowPublicShareLinks: z.boolean(),
    everyoneEditsChecklists: z.boolean(),
    defaultLanguage: z.enum(LANGUAGES).nullable(),
    retiredTaskStatuses: z
      .array(customStatus)
      .describe('Removed statuses that items may still carry; no item can be set to one.'),
    version: z.number().int().min(0),
  }),
);
