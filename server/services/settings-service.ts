import type { Kysely } from 'kysely';
import type { RequestContext } from '../auth/request-context';
import type { Database } from '../db/schema';
import type { TransactionRunner } from '../db/unit-of-work';
import type { AuditRepository } from '../db/repositories/audit-repository';
import type { SettingsRepository, StoredSettings } from '../db/repositories/settings-repository';
import {
  DEFAULT_GLOBAL_SETTINGS,
  globalSettingsSchema,
  type GlobalSettings,
  type UpdateGlobalSettings,
} from '../../shared/settings';
import type { AuditEventDto } from '../../shared/audit';
import type { Page, PaginationQuery } from '../../shared/pagination';
import { nowIso } from '../db/clock';
import { presentAuditEvent } from '../presenters/audit-presenter';
import { conflict, forbidden } from '../errors';
import { auditRows } from './audit-writer';
import { nextSettings, settingsDiff } from './settings-changes';

export interface SettingsService {
  get(ctx: RequestContext): Promise<GlobalSettings>;
  /** Site admins: saves `changes` and its audit event in one transaction (409 when stale). */
  update(ctx: RequestContext, changes: UpdateGlobalSettings): Promise<GlobalSettings>;
  /** Site admins: the site's settings changes, newest first. */
  history(ctx: RequestContext, query: PaginationQuery): Promise<Page<AuditEventDto>>;
}

/** The stored document with the defaults of fields added after it was saved. */
function present(stored: StoredSettings | undefined): GlobalSettings {
  if (!stored) return DEFAULT_GLOBAL_SETTINGS;
  const parsed = globalSettingsSchema.safeParse({
    ...DEFAULT_GLOBAL_SETTINGS,
    ...(stored.settings as object),
  });
  return { ...(parsed.success ? parsed.data : DEFAULT_GLOBAL_SETTINGS), version: stored.version };
}

export function createSettingsService(deps: {
  settings: SettingsRepository;
  /** The settings repository bound to a transaction. */
  settingsIn: (db: Kysely<Database>) => SettingsRepository;
  audit: AuditRepository;
  run: TransactionRunner;
}): SettingsService {
  return {
    get: async (ctx) => present(await deps.settings.get(ctx.tenantKey)),

    async update(ctx, input) {
      if (!ctx.isAdmin) throw forbidden('errors.adminOnly');
      const { version, ...changes } = input;
      return deps.run(async (uow) => {
        const settings = deps.settingsIn(uow.executor);
        const current = present(await settings.get(ctx.tenantKey));
        if (version !== undefined && version !== current.version)
          throw conflict('errors.settingsChanged', undefined, { current });
        const next = nextSettings(current, changes);
        const diff = settingsDiff(current, next);
        if (!diff) return current;
        if (!(await settings.save(ctx.tenantKey, next, ctx.user.id, current.version))) {
          // Another save committed between our read and write (a site's first save).
          throw conflict('errors.settingsChanged', undefined, {
            current: present(await settings.get(ctx.tenantKey)),
          });
        }
        await uow.repos.audit.insert(
          auditRows(ctx, nowIso(), [{ action: 'settings_changed', ...diff }]),
        );
        return { ...next, version: current.version + 1 };
      });
    },

    async history(ctx, query) {
      if (!ctx.isAdmin) throw forbidden();
      const { rows, total } = await deps.audit.list(
        ctx.tenantKey,
        { site: true },
        { action: 'settings_changed' },
        { limit: query.perPage, offset: (query.page - 1) * query.perPage },
      );
      return {
        items: rows.map(presentAuditEvent),
        page: query.page,
        perPage: query.perPage,
        total,
      };
    },
  };
}
