import { describe, expect, it, vi } from 'vitest';
import { startUp, type StartUpDeps } from './start-up';
import type { GlobalSettings } from '../../shared/settings';

const SETTINGS: GlobalSettings = {
  customTaskStatuses: [],
  showCustomTaskStatus: false,
  allowPublicShareLinks: false,
  everyoneEditsChecklists: false,
  defaultLanguage: null,
  retiredTaskStatuses: [],
  version: 1,
};

function deps(overrides: Partial<StartUpDeps> = {}) {
  const events: string[] = [];
  const base: StartUpDeps = {
    inHost: true,
    loadSettings: () => Promise.resolve(SETTINGS),
    loadShowCheckedTasks: () => Promise.resolve(true),
    setSettings: () => events.push('settings'),
    setShowCheckedTasks: (value) => events.push(`showChecked=${value}`),
    markLoaded: () => events.push('loaded'),
    replaceLocation: (path) => events.push(`replace ${path}`),
    logError: (message) => events.push(`log ${message}`),
  };
  return { events, deps: { ...base, ...overrides } };
}

describe('app start', () => {
  it('stores the settings, marks the app loaded, then stores the preference', async () => {
    const { events, deps: d } = deps();
    expect(await startUp(d)).toBe('loaded');
    expect(events).toEqual(['settings', 'loaded', 'showChecked=true']);
  });

  it('waits for the preference when the settings call returns nothing', async () => {
    const { events, deps: d } = deps({ loadSettings: () => Promise.resolve(null) });
    await startUp(d);
    expect(events).toEqual(['showChecked=true', 'loaded']);
  });

  it('inside a host, logs the failure, marks loaded and goes to /settings-not-loaded', async () => {
    const logError = vi.fn();
    const failure = new Error('503');
    const { events, deps: d } = deps({
      loadSettings: () => Promise.reject(failure),
      logError: (message, error) => {
        logError(message, error);
        events.push(`log ${message}`);
      },
    });
    expect(await startUp(d)).toBe('failed-in-host');
    expect(events).toEqual([
      'log Error loading settings:',
      'loaded',
      'replace /settings-not-loaded',
    ]);
    expect(logError).toHaveBeenCalledWith('Error loading settings:', failure);
  });

  it('a failing preference inside a host is handled the same way, loaded only once', async () => {
    const { events, deps: d } = deps({
      loadShowCheckedTasks: () => Promise.reject(new Error('x')),
    });
    expect(await startUp(d)).toBe('failed-in-host');
    expect(events).toEqual([
      'settings',
      'loaded',
      'log Error loading settings:',
      'replace /settings-not-loaded',
    ]);
  });

  it('outside a host, swallows the failure and renders', async () => {
    const { events, deps: d } = deps({
      inHost: false,
      loadSettings: () => Promise.reject(new Error('401')),
    });
    expect(await startUp(d)).toBe('failed');
    expect(events).toEqual(['loaded']);
  });
});
