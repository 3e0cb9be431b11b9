import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import MyItems from './my-items';
import { fakeApi, featureStrings, renderScreen, shownMessages } from '../../test/fake-api';
import { changeLanguage } from '../../lib/i18n';
import type { MyItemDto, MyItemsPage } from '../../../shared/my-items';

await featureStrings();
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const entry = (
  id: string,
  text: string,
  dueDate: string | null,
  place: MyItemDto['checklist']['place'],
  overdue = false,
): MyItemDto => ({
  item: {
    id,
    text,
    mandatory: false,
    dueDate,
    status: 'open',
    statusCategory: 'open',
    version: 2,
  },
  checklist: { uid: `c-${id}`, title: `List ${id}`, templateUid: null, place, canWork: true },
  overdue,
});
const page = (items: MyItemDto[]): MyItemsPage => ({
  items,
  page: 1,
  perPage: 10,
  total: items.length,
});
const ITEMS = [
  entry('i1', 'Rotate keys', '2020-01-10', { kind: 'jira_issue', id: '10001', key: 'SIM-1' }, true),
  entry('i2', 'Read handbook', '2999-01-01', { kind: 'confluence_page', id: '30002' }),
  entry('i3', 'Pick a desk', null, { kind: 'standalone' }),
];
const show = () => renderScreen(<MyItems />, { path: '/jira/pages/checklist-overview/my-items' });
const rows = () => screen.getAllByTestId('my-item');

describe('my items', () => {
  it('lists my items in the server’s order, marks the overdue one and links checklist and place', async () => {
    const calls = fakeApi({ 'GET /my-items': () => ({ data: page(ITEMS) }) });
    show();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(calls[0]?.path).toMatch(/^\/my-items\?page=1&perPage=\d+&today=\d{4}-\d{2}-\d{2}$/);
    expect(rows().map((row) => row.querySelector('label')?.textContent)).toEqual([
      'Rotate keys',
      'Read handbook',
      'Pick a desk',
    ]);
    expect(within(rows()[0] as HTMLElement).getByTestId('overdue-mark').textContent).toBe(
      'Overdue',
    );
    expect(screen.getAllByTestId('overdue-mark')).toHaveLength(1);
    expect(
      within(rows()[1] as HTMLElement)
        .getByRole('link', { name: 'List i2' })
        .getAttribute('href'),
    ).toBe('/jira/pages/checklist-overview/instances/c-i2');
    expect(screen.getAllByTestId('my-item-place').map((cell) => cell.textContent)).toEqual([
      'SIM-1',
      'Page 30002',
      'On its own',
    ]);
  });

  it('ticks an item in place through its item write', async () => {
    const calls = fakeApi({
      'GET /my-items': () => ({ data: page(ITEMS) }),
      'PATCH /checklists/c-i1/items/i1': () => ({
        data: {
          item: { ...ITEMS[0]?.item, status: 'done', statusCategory: 'done', version: 3 },
          checklist: {},
        },
      }),
    });
    show();
    const box = await screen.findByRole('checkbox', { name: 'Rotate keys' });
    fireEvent.click(box);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'done', version: 2 }),
    );
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    expect(screen.queryAllByTestId('overdue-mark')).toHaveLength(0);
  });

  it('takes a refused tick back and says why, in German', async () => {
    await changeLanguage('de');
    fakeApi({
      'GET /my-items': () => ({ data: page(ITEMS) }),
      'PATCH /checklists/c-i2/items/i2': () => ({
        status: 409,
        error: { code: 'conflict', message: 'Jemand hat sie geändert.' },
      }),
    });
    show();
    expect(await screen.findByText('Überfällig')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Fällig' })).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: 'Read handbook' }) as HTMLInputElement;
    fireEvent.click(box);
    await waitFor(() =>
      expect(shownMessages()).toContain(
        'Die Aufgabe wurde nicht geändert: Jemand hat sie geändert.',
      ),
    );
    expect(box.checked).toBe(false);
    expect(box.disabled).toBe(false);
  });

  it('says when nothing is assigned to me', async () => {
    fakeApi({ 'GET /my-items': () => ({ data: page([]) }) });
    show();
    expect(await screen.findByText('Nothing is assigned to you right now.')).toBeTruthy();
  });
});
