import type { RequestContext } from '../auth/request-context';
import type { PreferencesRepository } from '../db/repositories/preferences-repository';
import { PREFERENCES, type PreferenceKey } from '../../shared/preferences';

export interface PreferencesService {
  get(ctx: RequestContext, key: PreferenceKey): Promise<unknown>;
  /** `value` has been validated against the key's schema. */
  set(ctx: RequestContext, key: PreferenceKey, value: unknown): Promise<unknown>;
}

export function createPreferencesService(deps: {
  preferences: PreferencesRepository;
}): PreferencesService {
  return {
    async get(ctx, key) {
      const stored = await deps.preferences.get(ctx.tenantKey, ctx.user.id, key);
      const parsed = PREFERENCES[key].schema.safeParse(stored);
      return parsed.success ? parsed.data : PREFERENCES[key].default;
    },
    async set(ctx, key, value) {
      await deps.preferences.put(ctx.tenantKey, ctx.user.id, key, value);
      return value;
    },
  };
}
