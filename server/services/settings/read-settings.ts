/** GET /api/settings: the site's global settings, for every member. */
import type { RequestContext } from '../../auth/request-context';
import type { Repositories } from '../../db/unit-of-work';
import type { GlobalSettings } from '../../../shared/settings';
import { authorize, SITE } from '../../policies/authorize';
import { settingsOf } from './settings-of';

export async function readSettings(
  deps: { repos: Repositories },
  ctx: RequestContext,
): Promise<GlobalSettings> {
  authorize(ctx, 'settings.read', SITE);
  return siteSettings(deps.repos, ctx.tenantKey);
}

/** The settings as the server's own rules read them (no caller to authorize). */
export async function siteSettings(repos: Repositories, tenantKey: string) {
  return settingsOf(await repos.settings.peek(tenantKey));
}
