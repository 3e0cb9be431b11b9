import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import ChecklistView from './checklist-view';
import { fakeApi, featureStrings, renderScreen, shownMessages } from '../../test/fake-api';
import { checklistDto, itemDto } from '../../test/fixtures';
import { messageStore } from '../../messages/message-store';
import { showCheckedTasksAtom } from '../../state/atoms';
import { changeLanguage } from '../../lib/i18n';

// An image that never loads (as a corrupt stored signature would).
class BrokenImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = 0;
  naturalHeight = 0;
  set src(_value: string) {
    queueMicrotask(() => this.onerror?.());
  }
}

await featureStrings();
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
  vi.unstubAllGlobals();
  for (const message of messageStore.current()) messageStore.dismiss(message.id);
});

describe('downloading a signature whose image cannot load', () => {
  it.each([
    ['en' as const, "The signature could not be downloaded: Couldn't load image"],
    [
      'de' as const,
      'Die Unterschrift konnte nicht heruntergeladen werden: Bild konnte nicht geladen werden',
    ],
  ])('says "Couldn\'t load image" (%s) and downloads nothing', async (language, message) => {
    await changeLanguage(language);
    vi.stubGlobal('Image', BrokenImage);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:sig', revokeObjectURL: () => undefined }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    fakeApi({
      'GET /checklists/checklist-0001': () => ({
        data: checklistDto({
          items: [
            itemDto({
              id: 'sig-1',
              kind: 'signature',
              text: 'Sign-off',
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
    });
    const store = createStore();
    store.set(showCheckedTasksAtom, true);
    renderScreen(<ChecklistView />, {
      path: '/web/checklist-overview/instances/checklist-0001',
      route: '/web/checklist-overview/instances/:checklistInstanceUid',
      store,
    });
    const box = await screen.findByTestId('signature-box');
    fireEvent.click(within(box).getByTestId('download-signature'));
    await waitFor(() => expect(shownMessages()).toContain(message));
    expect(click).not.toHaveBeenCalled();
    click.mockRestore();
  });
});
