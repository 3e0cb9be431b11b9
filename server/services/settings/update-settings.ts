/** PUT /api/settings: site admins save changes and their audit event in one transaction. */
import type { RequestContext } from '../../auth/request-context';
import type { TransactionRunner } from '../../db/unit-of-work';
import type { GlobalSettings, UpdateGlobalSettings } from '../../../shared/settings';
import { authorize, SITE } from '../../policies/authorize';
import { conflict } from '../../errors';
import { nowIso } from '../../db/clock';
import { auditRows } from '../audit/audit-writer';
import { nextSettings, settingsDiff } from './settings-changes';
import { settingsOf } from './settings-of';

/** A stale `version` (someone saved meanwhile) answers 409 with the settings as they are. */
export async function updateSettings(
  deps: { run: TransactionRunner },
  ctx: RequestContext,
  input: UpdateGlobalSettings,
): Promise<GlobalSettings> {
  authorize(ctx, 'settings.update', SITE);
  const { version, ...changes } = input;
  return deps.run(async (uow) => {
    const settings = uow.repos.settings;
    const current = settingsOf(await settings.get(ctx.tenantKey));
    if (version !== undefined && version !== current.version)
      throw conflict('errors.settingsChanged', undefined, { current });
    const next = nextSettings(current, changes);
    const diff = settingsDiff(current, next);
    if (!diff) return current;
    if (!(await settings.save(ctx.tenantKey, next, ctx.user.id, current.version))) {
      // Another save committed between our read and write (a site's first save).
      throw conflict('errors.settingsChanged', undefined, {
        current: settingsOf(await settings.get(ctx.tenantKey)),
      });
    }
    await uow.repos.audit.insert(
      auditRows(ctx, nowIso(), [{ action: 'settings_changed', ...diff }]),
    );
    return { ...next, version: current.version + 1 };
  });
}
