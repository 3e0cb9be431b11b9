/** GET and PUT /api/preferences/:key: the caller's own preferences. */
import type { RequestContext } from '../../auth/request-context';
import type { PreferencesRepository } from '../../db/repositories/preferences-repository';
import { PREFERENCES, type PreferenceKey } from '../../../shared/preferences';
import { authorize, SITE } from '../../policies/authorize';

export async function readPreference(
  deps: { preferences: PreferencesRepository },
  ctx: RequestContext,
  key: PreferenceKey,
): Promise<unknown> {
  authorize(ctx, 'preferences.own', SITE);
  const stored = await deps.preferences.get(ctx.tenantKey, ctx.user.id, key);
  const parsed = PREFERENCES[key].schema.safeParse(stored);
  return parsed.success ? parsed.data : PREFERENCES[key].default;
}

/** `value` has been validated against the key's schema by the route. */
export async function setPreference(
  deps: { preferences: PreferencesRepository },
  ctx: RequestContext,
  key: PreferenceKey,
  value: unknown,
): Promise<unknown> {
  authorize(ctx, 'preferences.own', SITE);
  await deps.preferences.put(ctx.tenantKey, ctx.user.id, key, value);
  return value;
}
