import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { useStatusLabel } from './use-status-label';
import { featureStrings } from '../test/fake-api';
import { globalSettingsAtom } from '../state/atoms';
import { DEFAULT_GLOBAL_SETTINGS } from '../../shared/settings';

await featureStrings();

const label = (status: string) => {
  const store = createStore();
  store.set(globalSettingsAtom, {
    ...DEFAULT_GLOBAL_SETTINGS,
    showCustomTaskStatus: true,
    customTaskStatuses: [
      { id: 'blocked-k3x9', name: 'Waiting for parts', colour: '#DE350B', category: 'open' },
    ],
    retiredTaskStatuses: [
      { id: 'verified-a1b2', name: 'Verified', colour: '#36B37E', category: 'done' },
    ],
    version: 3,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return renderHook(() => useStatusLabel(), { wrapper }).result.current(status);
};

describe('status labels', () => {
  it('names built-in statuses in the user language and custom ones by their current name', () => {
    expect(label('done')).toBe('Done');
    expect(label('blocked-k3x9')).toBe('Waiting for parts');
  });

  it('names a status an admin removed by its last name, marked as removed', () => {
    expect(label('verified-a1b2')).toBe('Verified (removed status)');
  });
});
