/**
 * Working in a light checklist (the Jira issue panel, the Confluence macro) without opening
 * anything (issue 21): the "Add item" line, the item's menu, its text as the checkbox's label,
 * its markdown as the full card renders it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { LightChecklist } from './light-checklist';
import { fakeApi, featureStrings, type ApiCall, type FakeAnswer } from '../../../test/fake-api';
import { checklistDto, itemDto } from '../../../test/fixtures';
import { changeLanguage } from '../../../lib/i18n';
import type { ChecklistDto, ChecklistItemDto } from '../../../../shared/checklists';

await featureStrings();
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const BASE = '/checklists/checklist-0001/items';

/** A fake server for one checklist: adds and status changes answered as the server would. */
function fakeChecklist(initial: ChecklistDto) {
  let version = initial.version;
  let next = 100;
  const texts = new Map(initial.items.map((i) => [i.id, i.text]));
  const answer = (item: ChecklistItemDto) => ({
    data: { item, checklist: { ...initial, version: ++version } },
  });
  const routes: Record<string, (call: ApiCall) => FakeAnswer> = {
    [`POST ${BASE}`]: (call: ApiCall) => {
      const body = call.body as { text: string };
      const id = `new-${++next}`;
      texts.set(id, body.text);
      return answer(itemDto({ id, text: body.text, version: 1 }));
    },
  };
  const calls = fakeApi(
    new Proxy(routes, {
      get(target, key: string) {
        if (key in target) return target[key];
        const patch = /^PATCH \/checklists\/checklist-0001\/items\/(.+)$/.exec(key);
        if (!patch) return undefined;
        return (call: ApiCall) => {
          const body = call.body as { status: string; skipReason?: string; version: number };
          const category =
            body.status === 'open' ? 'open' : body.status === 'done' ? 'done' : 'skipped';
          return answer(
            itemDto({
              id: patch[1],
              text: texts.get(patch[1] ?? '') ?? '',
              status: body.status,
              statusCategory: category,
              skipReason: body.skipReason ?? null,
              version: body.version + 1,
            }),
          );
        };
      },
      has: (target, key: string) => key in target || key.startsWith('PATCH '),
    }),
  );
  return calls;
}

const show = (c: ChecklistDto) =>
  render(
    <LightChecklist checklist={c} onDeleted={() => undefined} onAllActions={() => undefined} />,
  );

const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST').map((c) => c.body);

describe('the add line of a light checklist', () => {
  it('adds a typed item on Enter, keeps the cursor there, shows it saved with its markdown', async () => {
    const calls = fakeChecklist(checklistDto({ items: [itemDto({ id: 'i1', text: 'Build' })] }));
    show(checklistDto({ items: [itemDto({ id: 'i1', text: 'Build' })] }));
    const line = screen.getByRole('textbox', { name: 'Add item' });
    line.focus();
    fireEvent.change(line, { target: { value: 'Write **release** notes' } });
    fireEvent.keyDown(line, { key: 'Enter' });
    expect((line as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(line);
    const added = await screen.findByRole('checkbox', { name: 'Write release notes' });
    expect(added).toBeTruthy();
    expect(screen.getByText('release').tagName).toBe('STRONG');
    expect(posts(calls)).toEqual([{ kind: 'task', text: 'Write **release** notes' }]);
  });

  it('adds one item per pasted line in order, list markers gone, [x] ticked', async () => {
    const calls = fakeChecklist(checklistDto({ items: [] }));
    show(checklistDto({ items: [], progress: { done: 0, total: 0, percent: 0 } }));
    expect(screen.getByTestId('light-empty').textContent).toBe(
      'No items yet. Type the first one below, or paste a list.',
    );
    const line = screen.getByRole('textbox', { name: 'Add item' });
    expect(line.getAttribute('placeholder')).toBe('Add the first item…');
    fireEvent.paste(line, {
      clipboardData: { getData: () => '- [ ] One\n- [x] Two\n3. Three\n' },
    });
    await screen.findByRole('checkbox', { name: 'Three' });
    expect(posts(calls)).toEqual([
      { kind: 'task', text: 'One' },
      { kind: 'task', text: 'Two' },
      { kind: 'task', text: 'Three' },
    ]);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
        { status: 'done', version: 1 },
      ]),
    );
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Two' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
  });

  it('is not there for someone who may not change the checklist', () => {
    fakeChecklist(checklistDto());
    show(
      checklistDto({
        items: [itemDto({ id: 'i1', text: 'Build' })],
        permissions: { ...checklistDto().permissions, canEdit: false },
      }),
    );
    expect(screen.queryByRole('textbox', { name: 'Add item' })).toBeNull();
  });
});

describe('an item of a light checklist', () => {
  const withItems = () =>
    checklistDto({
      progress: { done: 0, total: 2, percent: 0 },
      items: [
        itemDto({ id: 'i1', text: 'Print the labels', version: 2 }),
        itemDto({ id: 'i2', text: 'Read [the guide](https://example.com/guide)', version: 5 }),
      ],
    });

  it('skips with a reason and marks not applicable from its menu', async () => {
    const calls = fakeChecklist(withItems());
    show(withItems());
    fireEvent.click(screen.getByRole('button', { name: 'More actions for “Print the labels”' }));
    fireEvent.click(screen.getByRole('button', { name: 'Skip…' }));
    const reason = screen.getByRole('textbox', { name: 'Why is “Print the labels” skipped?' });
    expect(document.activeElement).toBe(reason);
    fireEvent.change(reason, { target: { value: 'No printer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('Reason: No printer')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'More actions for “Read the guide”' }));
    fireEvent.click(screen.getByRole('button', { name: 'Not applicable' }));
    const row = (await screen.findAllByTestId('light-item'))[1];
    await waitFor(() => expect(row?.getAttribute('data-status')).toBe('not_applicable'));
    expect(within(row as HTMLElement).getByTestId('light-status').textContent).toBe(
      'Not applicable',
    );
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { status: 'skipped', skipReason: 'No printer', version: 2 },
      { status: 'not_applicable', version: 5 },
    ]);
  });

  it('closes its menu on Escape and gives the focus back', () => {
    fakeChecklist(withItems());
    show(withItems());
    const toggle = screen.getByRole('button', { name: 'More actions for “Print the labels”' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Skip…' }), { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('ticks when its text is clicked; its links open in a new tab', async () => {
    const calls = fakeChecklist(withItems());
    show(withItems());
    fireEvent.click(screen.getByText('Print the labels'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'done', version: 2 }),
    );
    const link = screen.getByRole('link', { name: 'the guide' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows assignee, due date and note in a compact line, in German too', async () => {
    await changeLanguage('de');
    fakeChecklist(checklistDto());
    show(
      checklistDto({
        items: [
          itemDto({
            id: 'i1',
            text: 'Build',
            dueDate: '2026-12-01',
            note: 'Use the new runner',
          }),
        ],
      }),
    );
    expect(screen.getByTestId('light-note').textContent).toBe('Notiz: Use the new runner');
    expect(screen.getByTestId('light-due').textContent).toMatch(/2026/);
    expect(screen.getByRole('textbox', { name: 'Punkt hinzufügen' })).toBeTruthy();
  });
});
