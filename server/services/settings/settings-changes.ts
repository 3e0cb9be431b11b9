/**
 * What a settings save stores and what its audit event records. Pure, so the rules are
 * unit-tested without a database.
 */
import {
  RETIRED_STATUSES_MAX,
  type CustomTaskStatus,
  type StoredGlobalSettings,
  type UpdateGlobalSettings,
} from '../../../shared/settings';

export type SettingsChanges = Omit<UpdateGlobalSettings, 'version'>;

/** The fields a client edits (the retired statuses follow from them). */
const EDITABLE = [
  'customTaskStatuses',
  'showCustomTaskStatus',
  'allowPublicShareLinks',
  'everyoneEditsChecklists',
  'defaultLanguage',
] as const;

/**
 * The settings after `changes`. A status removed from the list is kept as retired with its
 * last name, colour and category, so the items that carry it still show it; adding a status
 * with a retired id brings it back.
 */
export function nextSettings(
  current: StoredGlobalSettings,
  changes: SettingsChanges,
): StoredGlobalSettings {
  const pick = <K extends (typeof EDITABLE)[number]>(key: K): StoredGlobalSettings[K] =>
    (changes[key] === undefined ? current[key] : changes[key]) as StoredGlobalSettings[K];
  const customTaskStatuses = pick('customTaskStatuses');
  const active = new Set(customTaskStatuses.map((s) => s.id));
  const removed = current.customTaskStatuses.filter((s) => !active.has(s.id));
  const gone = new Set(removed.map((s) => s.id));
  const retiredTaskStatuses: CustomTaskStatus[] = [
    ...current.retiredTaskStatuses.filter((s) => !active.has(s.id) && !gone.has(s.id)),
    ...removed,
  ].slice(-RETIRED_STATUSES_MAX);
  return {
    customTaskStatuses,
    showCustomTaskStatus: pick('showCustomTaskStatus'),
    allowPublicShareLinks: pick('allowPublicShareLinks'),
    everyoneEditsChecklists: pick('everyoneEditsChecklists'),
    defaultLanguage: pick('defaultLanguage'),
    retiredTaskStatuses,
  };
}

/** The edited fields that differ, as the audit event's before and after; null if none. */
export function settingsDiff(
  before: StoredGlobalSettings,
  after: StoredGlobalSettings,
): { before: Partial<StoredGlobalSettings>; after: Partial<StoredGlobalSettings> } | null {
  const diff = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of EDITABLE) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    diff.before[key] = before[key];
    diff.after[key] = after[key];
  }
  return Object.keys(diff.after).length === 0
    ? null
    : (diff as { before: Partial<StoredGlobalSettings>; after: Partial<StoredGlobalSettings> });
}
