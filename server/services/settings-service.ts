import type { RequestContext } from '../auth/request-context';
import type { SettingsRepository } from '../db/repositories/settings-repository';
import {
  DEFAULT_GLOBAL_SETTINGS,
  globalSettingsSchema,
  type GlobalSettings,
  type UpdateGlobalSettings,
} from '../../shared/settings';
import { forbidden } from '../errors';

export interface SettingsService {
  get(ctx: RequestContext): Promise<GlobalSettings>;
  update(ctx: RequestContext, changes: UpdateGlobalSettings): Promise<GlobalSettings>;
}

export function createSettingsService(deps: { settings: SettingsRepository }): SettingsService {
  const read = async (tenantKey: string): Promise<GlobalSettings> => {
    const stored = await deps.settings.get(tenantKey);
    // Fields added after a tenant last saved take their defaults.
    const merged = {
      ...DEFAULT_GLOBAL_SETTINGS,
      ...(stored as Partial<GlobalSettings> | undefined),
    };
    const parsed = globalSettingsSchema.safeParse(merged);
    return parsed.success ? parsed.data : DEFAULT_GLOBAL_SETTINGS;
  };

  return {
    get: (ctx) => read(ctx.tenantKey),

    async update(ctx, changes) {
      if (!ctx.isAdmin) throw forbidden('errors.adminOnly');
      const next = globalSettingsSchema.parse({ ...(await read(ctx.tenantKey)), ...changes });
      await deps.settings.put(ctx.tenantKey, next, ctx.user.id);
      return next;
    },
  };
}
