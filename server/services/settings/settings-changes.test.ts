import { describe, expect, it } from 'vitest';
import { nextSettings, settingsDiff } from './settings-changes';
import { DEFAULT_GLOBAL_SETTINGS, type StoredGlobalSettings } from '../../../shared/settings';

const status = (id: string, name = id) => ({
  id,
  name,
  colour: '#DE350B',
  category: 'open' as const,
});
const { version: _version, ...defaults } = DEFAULT_GLOBAL_SETTINGS;
const base: StoredGlobalSettings = { ...defaults, customTaskStatuses: [status('a'), status('b')] };

describe('nextSettings', () => {
  it('keeps fields a save leaves out, and null as a value', () => {
    const next = nextSettings({ ...base, defaultLanguage: 'de' }, { defaultLanguage: null });
    expect(next).toMatchObject({
      defaultLanguage: null,
      customTaskStatuses: base.customTaskStatuses,
    });
  });

  it('retires a removed status with its last name and restores it when added back', () => {
    const renamed = nextSettings(base, { customTaskStatuses: [status('a'), status('b', 'Bee')] });
    const removed = nextSettings(renamed, { customTaskStatuses: [status('a')] });
    expect(removed.retiredTaskStatuses).toEqual([status('b', 'Bee')]);
    const back = nextSettings(removed, { customTaskStatuses: [status('a'), status('b', 'B2')] });
    expect(back.retiredTaskStatuses).toEqual([]);
  });

  it('keeps the last 100 retired statuses', () => {
    let settings: StoredGlobalSettings = base;
    for (let i = 0; i < 110; i++) {
      settings = nextSettings(settings, { customTaskStatuses: [status(`s${i}`)] });
    }
    expect(settings.retiredTaskStatuses).toHaveLength(100);
    expect(settings.retiredTaskStatuses.at(-1)?.id).toBe('s108');
  });
});

describe('settingsDiff', () => {
  it('names only the fields that changed', () => {
    const next = nextSettings(base, { showCustomTaskStatus: true, allowPublicShareLinks: false });
    expect(settingsDiff(base, next)).toEqual({
      before: { showCustomTaskStatus: false },
      after: { showCustomTaskStatus: true },
    });
    expect(settingsDiff(base, base)).toBeNull();
  });
});
