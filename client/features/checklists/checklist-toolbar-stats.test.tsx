import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ChecklistToolbar } from './checklist-toolbar';
import type { ChecklistActions } from './use-checklist-actions';
import { featureStrings, renderScreen } from '../../test/fake-api';
import { checklistDto } from '../../test/fixtures';
import { installHostApi, resetHostApi, type HostApi } from '../../host/host-api';

await featureStrings();
afterEach(() => {
  cleanup();
  resetHostApi();
});

const actions = { showChecked: true, toggleShowChecked: vi.fn() } as unknown as ChecklistActions;
const toolbar = (links?: Parameters<typeof ChecklistToolbar>[0]['links']) =>
  renderScreen(
    <ChecklistToolbar
      checklist={checklistDto({ uid: 'c-7' })}
      actions={actions}
      editing={false}
      onEditing={() => undefined}
      links={links}
    />,
    { path: '/jira/view' },
  );

describe('Statistics in the issue panel’s and the macro’s checklist', () => {
  it('opens the dialog panel’s stats modal for this checklist in a host dialog', () => {
    const openDialog = vi.fn();
    installHostApi({ openDialog } as unknown as HostApi);
    toolbar();
    fireEvent.click(screen.getByTestId('statistics-button'));
    expect(openDialog).toHaveBeenCalledWith({
      key: 'checklist-modals',
      width: '968px',
      height: '60%',
      chrome: false,
      closeOnEscape: true,
      customData: { modal: 'stats', checklistUid: 'c-7' },
    });
  });

  it('outside a host, with no overview around the card, there is no such button', () => {
    toolbar();
    expect(screen.queryByTestId('statistics-button')).toBeNull();
  });

  it('in the overview it is the overview’s own link', () => {
    const openDialog = vi.fn();
    installHostApi({ openDialog } as unknown as HostApi);
    const statistics = vi.fn();
    toolbar({ auditLog: vi.fn(), statistics, toTemplate: vi.fn() });
    fireEvent.click(screen.getByTestId('statistics-button'));
    expect(statistics).toHaveBeenCalled();
    expect(openDialog).not.toHaveBeenCalled();
  });
});
