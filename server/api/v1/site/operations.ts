/** The site operations of /api/v1: whom the key acts as, and the site's global settings. */
import { presentApiKeyCaller } from '../../../presenters/api-key-presenter';
import { keyOwnerIsAdmin } from '../../../services/api-keys/key-owner-admin';
import { readSettings } from '../../../services/settings/read-settings';
import { operation, type V1Operation } from '../operation';
import { caller, settings } from './responses';

export const SITE_OPERATIONS: V1Operation[] = [
  operation(
    {
      id: 'getMe',
      method: 'get',
      path: '/me',
      tag: 'Site',
      summary: 'Whom the key acts as',
      description:
        "A user's key acts as its owner with a member's rights, never an administrator's: `isAdmin` says whether the owner administers the site, `apiKey.actsAsAdmin` whether calls with this key have admin rights (only a site's key, which acts as a site administrator).",
      response: caller,
    },
    async (deps, ctx) => presentApiKeyCaller(ctx, await keyOwnerIsAdmin(deps, ctx)),
  ),
  operation(
    {
      id: 'getSettings',
      method: 'get',
      path: '/settings',
      tag: 'Site',
      summary: "The site's global settings",
      description: 'Among them the custom item statuses an item can be set to.',
      response: settings,
    },
    async (deps, ctx) => readSettings(deps, ctx),
  ),
];
