import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { ItemRow, type ItemActions } from './item-row';
import { featureStrings, MEMBER_PERMISSIONS } from '../../test/fake-api';
import { itemDto } from '../../test/fixtures';
import { callerPermissionsAtom, globalSettingsAtom } from '../../state/atoms';
import { DEFAULT_GLOBAL_SETTINGS, type CustomTaskStatus } from '../../../shared/settings';

await featureStrings();
afterEach(cleanup);

const row = (settings: { show: boolean; statuses: CustomTaskStatus[] }) => {
  const store = createStore();
  store.set(callerPermissionsAtom, MEMBER_PERMISSIONS);
  store.set(globalSettingsAtom, {
    ...DEFAULT_GLOBAL_SETTINGS,
    showCustomTaskStatus: settings.show,
    customTaskStatuses: settings.statuses,
  });
  const actions: ItemActions = {
    setStatus: vi.fn(),
    editNote: vi.fn(),
    sign: vi.fn(),
    clearSignature: vi.fn(),
    assign: vi.fn(),
  };
  render(
    <Provider store={store}>
      <ol>
        <ItemRow
          checklistUid="checklist-0001"
          item={itemDto({ text: 'Check the logs' })}
          canWork
          actions={actions}
          nameOf={(id) => id ?? ''}
        />
      </ol>
    </Provider>,
  );
  return actions;
};

describe('an item’s status control', () => {
  it('is a plain checkbox while the site does not show custom statuses', () => {
    const actions = row({
      show: false,
      statuses: [{ id: 'blocked', name: 'Blocked', colour: '#DE350B', category: 'open' }],
    });
    expect(screen.queryByRole('combobox')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Check the logs' }));
    expect(actions.setStatus).toHaveBeenCalledWith(expect.anything(), 'done', 'done');
  });

  it('offers open, done, skipped and not applicable when statuses are shown, even with no custom ones', () => {
    const actions = row({ show: true, statuses: [] });
    expect(screen.queryByRole('checkbox')).toBeNull();
    const select = screen.getByRole('combobox', { name: /Check the logs/ });
    expect(Array.from((select as HTMLSelectElement).options).map((o) => [o.value, o.text])).toEqual(
      [
        ['open', 'Open'],
        ['done', 'Done'],
        ['skipped', 'Skipped'],
        ['not_applicable', 'Not applicable'],
      ],
    );
    fireEvent.change(select, { target: { value: 'skipped' } });
    expect(actions.setStatus).toHaveBeenCalledWith(expect.anything(), 'skipped', 'skipped');
  });
});
