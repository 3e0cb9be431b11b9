import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import ChecklistView from './checklist-view';
import { download } from './signature-download';
import { fakeApi, featureStrings, renderScreen } from '../../test/fake-api';
import { checklistDto, itemDto } from '../../test/fixtures';
import { showCheckedTasksAtom } from '../../state/atoms';

// The sheet is drawn on a canvas (not in jsdom): a JPEG stands in for it here.
vi.mock('./signature-download', () => ({
  signatureSheet: vi.fn(async () => 'data:image/jpeg;base64,AAAA'),
  download: vi.fn(),
}));

await featureStrings();
beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:sig', revokeObjectURL: () => undefined }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(download).mockClear();
});

const path = '/web/checklist-overview/instances/checklist-0001';

describe('a signed item', () => {
  it('shows the signature with who signed and its download under it, named after checklist and item', async () => {
    fakeApi({
      'GET /checklists/checklist-0001': () => ({
        data: checklistDto({
          title: 'Release 2.4',
          items: [
            itemDto({
              id: 'sig-1',
              kind: 'signature',
              text: '**Sign-off**',
              status: 'done',
              statusCategory: 'done',
              signature: {
                mimeType: 'image/png',
                signedBy: 'user-bob',
                signedAt: '2026-01-06T10:00:00.000Z',
                canRemove: true,
              },
            }),
          ],
        }),
      }),
      'GET /checklists/checklist-0001/items/sig-1/signature': () => ({ data: 'png' }),
      'GET /users': () => ({
        data: [{ id: 'user-bob', displayName: 'Bob Member', avatarUrl: null }],
      }),
    });
    const store = createStore();
    store.set(showCheckedTasksAtom, true);
    renderScreen(<ChecklistView />, {
      path,
      route: '/web/checklist-overview/instances/:checklistInstanceUid',
      store,
    });
    const box = await screen.findByTestId('signature-box');
    // Decorative (alt=""): the caption says what it is.
    const image = await waitFor(() => {
      const img = box.querySelector('img');
      if (!img) throw new Error('no signature image yet');
      return img;
    });
    const caption = within(box).getByTestId('item-signed');
    // Image first, then who/when and the download together under it.
    expect(image.compareDocumentPosition(caption) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(caption.parentElement).toBe(
      within(box).getByRole('button', { name: 'Download signature' }).parentElement,
    );
    await waitFor(() => expect(caption.textContent).toContain('Bob Member'));

    fireEvent.click(within(box).getByRole('button', { name: 'Download signature' }));
    await waitFor(() => expect(download).toHaveBeenCalled());
    expect(download).toHaveBeenCalledWith(
      'data:image/jpeg;base64,AAAA',
      'release-2-4-sign-off.jpg',
    );
  });
});
