import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import TemplateEditor from './template-editor';
import { fakeApi, featureStrings } from '../../test/fake-api';
import { templateDto } from '../../test/fixtures';
import { hostStatusAtom } from '../../state/host-status';

await featureStrings();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = '/web/checklist-overview/templates';

/** The overview's templates list and the editor, in the browser's history as in a tab. */
function openEditor() {
  fakeApi({
    'GET /templates/template-0001': () => ({ data: templateDto({ title: 'Release' }) }),
    'GET /users': () => ({ data: [] }),
  });
  window.history.replaceState(null, '', LIST);
  const store = createStore();
  store.set(hostStatusAtom, { kind: 'absent' });
  render(
    <Provider store={store}>
      <BrowserRouter>
        <Routes>
          <Route
            path={LIST}
            element={<Link to={`${LIST}/edit?uid=template-0001`}>Edit Release</Link>}
          />
          <Route path={`${LIST}/edit`} element={<TemplateEditor />} />
        </Routes>
      </BrowserRouter>
    </Provider>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'Edit Release' }));
}

const back = () => act(() => window.history.back());

describe('template editor: the browser Back button', () => {
  it('asks before dropping unsaved edits; staying keeps them, discarding leaves', async () => {
    openEditor();
    const title = await screen.findByDisplayValue('Release');
    fireEvent.change(title, { target: { value: 'Release v2' } });

    await back();
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(dialog).toBeTruthy();
    // Still the editor, still at its URL, the edit still there.
    await waitFor(() => expect(window.location.pathname).toBe(`${LIST}/edit`));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByDisplayValue('Release v2')).toBeTruthy();

    await back();
    await screen.findByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('link', { name: 'Edit Release' })).toBeTruthy();
    expect(window.location.pathname).toBe(LIST);
  });

  it('leaves at once when nothing was changed', async () => {
    openEditor();
    await screen.findByDisplayValue('Release');
    await back();
    expect(await screen.findByRole('link', { name: 'Edit Release' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
