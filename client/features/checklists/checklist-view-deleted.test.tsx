import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createStore, Provider } from 'jotai';
import ChecklistView from './checklist-view';
import { fakeApi, featureStrings, shownMessages, type ApiCall } from '../../test/fake-api';
import { checklistDto } from '../../test/fixtures';
import { messageStore } from '../../messages/message-store';
import { hostStatusAtom } from '../../state/host-status';
import { changeLanguage } from '../../lib/i18n';

await featureStrings();
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  for (const message of messageStore.current()) messageStore.dismiss(message.id);
  await changeLanguage('en');
});

const overview = '/confluence/pages/checklist-overview';

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** The checklist view at `path`, in the overview's checklist routes; elsewhere the location. */
function open(path: string) {
  const store = createStore();
  store.set(hostStatusAtom, { kind: 'absent' });
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={`${overview}/instances/:checklistInstanceUid`} element={<ChecklistView />} />
          <Route
            path={`${overview}/templates/:templateUid/instances/:checklistInstanceUid`}
            element={<ChecklistView />}
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const notFound = () => ({
  status: 404,
  error: { code: 'not_found', message: 'This checklist does not exist or was deleted.' },
});
const count = (calls: ApiCall[], path: string) => calls.filter((c) => c.path === path).length;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('checklist view: a deleted checklist', () => {
  it('says so once, opens no live stream and links to its audit log', async () => {
    const calls = fakeApi({ 'GET /checklists/checklist-0001': notFound });
    open(`${overview}/instances/checklist-0001`);
    expect(await screen.findByText('This checklist does not exist or was deleted.')).toBeTruthy();
    await settle();
    expect(count(calls, '/checklists/checklist-0001')).toBe(1);
    expect(count(calls, '/checklists/checklist-0001/events')).toBe(0);
    const link = screen.getByRole('link', { name: /open the audit log/ });
    expect(link.getAttribute('href')).toBe(`${overview}/instances/auditlog/checklist-0001`);
  });

  it("links to the audit log under the template's checklists when opened there", async () => {
    fakeApi({ 'GET /checklists/checklist-0001': notFound });
    open(`${overview}/templates/template-0001/instances/checklist-0001`);
    const link = await screen.findByRole('link', { name: /open the audit log/ });
    expect(link.getAttribute('href')).toBe(
      `${overview}/templates/template-0001/instances/auditlog/checklist-0001`,
    );
  });
});

describe('checklist view: live stream', () => {
  it('opens one stream for a loaded checklist and keeps it when the language changes', async () => {
    const calls = fakeApi({ 'GET /checklists/checklist-0001': () => ({ data: checklistDto() }) });
    open(`${overview}/instances/checklist-0001`);
    await screen.findByTestId('checklist-progress');
    await settle();
    expect(count(calls, '/checklists/checklist-0001/events')).toBe(1);
    await act(() => changeLanguage('de'));
    expect(document.documentElement.lang).toBe('de');
    await settle();
    expect(count(calls, '/checklists/checklist-0001/events')).toBe(1);
  });
});

describe('checklist view: after deleting', () => {
  const deleteFrom = async (path: string) => {
    fakeApi({
      'GET /checklists/checklist-0001': () => ({
        data: checklistDto({ templateUid: 'template-0001', templateTitle: 'Release' }),
      }),
      'DELETE /checklists/checklist-0001': () => ({ status: 204 }),
    });
    open(path);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByTestId('dialog-confirm'));
    return (await screen.findByTestId('location')).textContent;
  };

  it('goes back to the checklists list it was opened from and says it was deleted', async () => {
    expect(await deleteFrom(`${overview}/instances/checklist-0001`)).toBe(`${overview}/instances`);
    await waitFor(() => expect(shownMessages()).toContain('“Release 1.0” deleted'));
  });

  it("goes back to the template's checklists when opened there", async () => {
    expect(await deleteFrom(`${overview}/templates/template-0001/instances/checklist-0001`)).toBe(
      `${overview}/templates/template-0001/instances`,
    );
  });
});
