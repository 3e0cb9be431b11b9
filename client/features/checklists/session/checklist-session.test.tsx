/**
 * One checklist session in the full card and in the light views (issue 20, item 6): a tick
 * shows before the server answers, the answer is applied without reading the checklist again,
 * a refusal takes the tick back and says why (a conflict also shows the server's state), the
 * live stream opens once and stays open across changes, and only another person's change
 * reads the checklist again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import ChecklistView from '../checklist-view';
import { LightMacroView } from '../light/light-macro-view';
import {
  fakeApi,
  featureStrings,
  liveEvents,
  renderScreen,
  shownMessages,
  type ApiCall,
  type FakeAnswer,
} from '../../../test/fake-api';
import { checklistDto, itemDto } from '../../../test/fixtures';
import { messageStore } from '../../../messages/message-store';
import { showCheckedTasksAtom } from '../../../state/atoms';
import type { ChecklistDto, ChecklistItemDto, ItemResult } from '../../../../shared/checklists';

await featureStrings();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const message of messageStore.current()) messageStore.dismiss(message.id);
});

const UID = 'checklist-0001';
const CHECKLIST_PATH = `/checklists/${UID}`;
const first = itemDto({ id: 'a', text: 'First task', version: 1 });
const second = itemDto({ id: 'b', text: 'Second task', version: 1 });
const start = checklistDto({
  items: [first, second],
  progress: { done: 0, total: 2, percent: 0 },
  version: 1,
});

const done = (item: ChecklistItemDto): ChecklistItemDto => ({
  ...item,
  status: 'done',
  statusCategory: 'done',
  version: item.version + 1,
});

/** The checklist after `items` changed, at `version`, as the server counts it. */
function after(checklist: ChecklistDto, items: ChecklistItemDto[], version: number): ChecklistDto {
  const settled = items.filter((i) => i.statusCategory !== 'open').length;
  return {
    ...checklist,
    items,
    status: settled > 0 ? 'in_progress' : 'not_started',
    progress: { done: settled, total: items.length, percent: (settled / items.length) * 100 },
    version,
  };
}

/** What PATCH answers: the item and the checklist's new state. */
const itemResult = (checklist: ChecklistDto, item: ChecklistItemDto): ItemResult => {
  const { items: _items, permissions: _permissions, ...state } = checklist;
  return { item, checklist: state };
};

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

type Routes = Parameters<typeof fakeApi>[0];

/**
 * A server whose checklist is `server.checklist` (what a read answers); `routes` add the
 * writes. Both views read it: the full card by GET /checklists/:uid, the macro by its view.
 */
function site(routes: Routes) {
  const server = { checklist: start };
  const calls = fakeApi({
    [`GET ${CHECKLIST_PATH}`]: () => ({ data: server.checklist }),
    'GET /confluence/macro': () => ({
      data: {
        state: 'checklist',
        page: { id: '10001', title: 'Release', spaceKey: 'SIM' },
        checklist: server.checklist,
      },
    }),
    ...routes,
  });
  return { server, calls };
}

const VIEWS = [
  {
    name: 'the full card',
    open() {
      const store = createStore();
      // Checked items stay in view, so a tick can be seen.
      store.set(showCheckedTasksAtom, true);
      renderScreen(<ChecklistView />, {
        path: `/web/checklist-overview/instances/${UID}`,
        route: '/web/checklist-overview/instances/:checklistInstanceUid',
        store,
      });
    },
    progress: (done: number, total: number) => () =>
      expect(screen.getByTestId('checklist-progress').textContent).toContain(
        `${done} of ${total} done`,
      ),
  },
  {
    name: 'the light macro view',
    open() {
      render(
        <Provider store={createStore()}>
          <LightMacroView place={{ pageId: '10001', macroId: 'm1' }} />
        </Provider>,
      );
    },
    progress: (done: number, total: number) => () =>
      expect(screen.getByText(`${done}/${total}`)).toBeTruthy(),
  },
];

/** Reads of the checklist (the view's first one included). */
const reads = (calls: ApiCall[]) =>
  calls.filter(
    (c) =>
      c.method === 'GET' && (c.path === CHECKLIST_PATH || c.path.startsWith('/confluence/macro')),
  ).length;
const subscriptions = (calls: ApiCall[]) =>
  calls.filter((c) => c.path === `${CHECKLIST_PATH}/events`).length;
const patches = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PATCH');
const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe.each(VIEWS)('one checklist session: $name', (view) => {
  it('shows a tick before the server answers, then its answer without reading again', async () => {
    const answer = deferred<FakeAnswer>();
    const { calls } = site({ [`PATCH ${CHECKLIST_PATH}/items/a`]: () => answer.promise });
    view.open();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'First task' }));
    // The server has not answered yet.
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(box('First task').checked).toBe(true);
    expect(patches(calls)[0]?.body).toEqual({ status: 'done', version: 1 });

    const changed = after(start, [done(first), second], 2);
    answer.resolve({ data: itemResult(changed, done(first)) });
    await waitFor(view.progress(1, 2));
    expect(box('First task').checked).toBe(true);
    expect(reads(calls)).toBe(1);
  });

  it('takes a tick back on a conflict, shows the server’s state and says so', async () => {
    const { server, calls } = site({
      [`PATCH ${CHECKLIST_PATH}/items/a`]: () => {
        // Someone ticked the second item and then changed the first one meanwhile.
        server.checklist = after(start, [{ ...first, version: 2 }, done(second)], 3);
        return {
          status: 409,
          error: { code: 'conflict', message: 'Someone else changed this item just now.' },
        };
      },
    });
    view.open();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'First task' }));
    await waitFor(() =>
      expect(shownMessages()).toContain(
        'Someone else changed this item just now; the checklist shows their change. Try again.',
      ),
    );
    await waitFor(() => expect(box('Second task').checked).toBe(true));
    expect(box('First task').checked).toBe(false);
    await waitFor(view.progress(1, 2));
    expect(reads(calls)).toBe(2);
  });

  it('takes a tick back when the server refuses it, and says why', async () => {
    const { calls } = site({
      [`PATCH ${CHECKLIST_PATH}/items/a`]: () => ({
        status: 403,
        error: { code: 'forbidden', message: 'You may not work on this checklist.' },
      }),
    });
    view.open();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'First task' }));
    await waitFor(() =>
      expect(shownMessages()).toContain(
        'The change could not be saved: You may not work on this checklist.',
      ),
    );
    expect(box('First task').checked).toBe(false);
    // Refused means unchanged: nothing to read again.
    expect(reads(calls)).toBe(1);
  });

  it('sends a second tick of the same item at the version the first one left', async () => {
    const firstAnswer = deferred<FakeAnswer>();
    let answered = 0;
    const { calls } = site({
      [`PATCH ${CHECKLIST_PATH}/items/a`]: (call) => {
        answered++;
        if (answered === 1) return firstAnswer.promise;
        const version = (call.body as { version: number }).version;
        const open = { ...first, version: version + 1 };
        return { data: itemResult(after(start, [open, second], 3), open) };
      },
    });
    view.open();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'First task' }));
    // Untick what shows as ticked (the server has not answered the tick yet).
    await waitFor(() => expect(box('First task').checked).toBe(true));
    fireEvent.click(box('First task'));
    expect(box('First task').checked).toBe(false);
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    firstAnswer.resolve({ data: itemResult(after(start, [done(first), second], 2), done(first)) });
    await waitFor(() => expect(patches(calls)).toHaveLength(2));
    expect(patches(calls).map((c) => c.body)).toEqual([
      { status: 'done', version: 1 },
      { status: 'open', version: 2 },
    ]);
    await waitFor(view.progress(0, 2));
    expect(box('First task').checked).toBe(false);
    expect(reads(calls)).toBe(1);
  });

  it('keeps one live stream across changes and reads again only for another person’s', async () => {
    const live = liveEvents();
    let version = 1;
    let items = [first, second];
    const { server, calls } = site({
      [`GET ${CHECKLIST_PATH}/events`]: live.answer,
      ...Object.fromEntries(
        ['a', 'b'].map((id) => [
          `PATCH ${CHECKLIST_PATH}/items/${id}`,
          () => {
            items = items.map((i) => (i.id === id ? done(i) : i));
            version++;
            server.checklist = after(start, items, version);
            live.send('changed', { version });
            return {
              data: itemResult(
                server.checklist,
                items.find((i) => i.id === id)!,
              ),
            };
          },
        ]),
      ),
    });
    view.open();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'First task' }));
    await waitFor(view.progress(1, 2));
    fireEvent.click(box('Second task'));
    await waitFor(view.progress(2, 2));
    expect(reads(calls)).toBe(1);

    // Another person unticks the first task.
    items = [{ ...items[0]!, status: 'open', statusCategory: 'open', version: 3 }, items[1]!];
    server.checklist = after(start, items, 4);
    live.send('changed', { version: 4 });
    await waitFor(() => expect(box('First task').checked).toBe(false));
    await waitFor(view.progress(1, 2));
    expect(reads(calls)).toBe(2);
    expect(subscriptions(calls)).toBe(1);
  });
});
