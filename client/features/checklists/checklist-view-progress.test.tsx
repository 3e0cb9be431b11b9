import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import ChecklistView from './checklist-view';
import { fakeApi, featureStrings, renderScreen } from '../../test/fake-api';
import { checklistDto, itemDto } from '../../test/fixtures';
import { changeLanguage } from '../../lib/i18n';

await featureStrings();
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const open = () =>
  renderScreen(<ChecklistView />, {
    path: '/web/checklist-overview/instances/checklist-0001',
    route: '/web/checklist-overview/instances/:checklistInstanceUid',
  });

describe('checklist view: progress text', () => {
  const checklist = checklistDto({ progress: { done: 1, total: 4, percent: 25 } });

  it('writes the percentage the English way, without a space', async () => {
    fakeApi({ 'GET /checklists/checklist-0001': () => ({ data: checklist }) });
    open();
    expect((await screen.findByTestId('checklist-progress')).textContent).toBe('1 of 4 done (25%)');
  });

  it('writes the percentage the German way, with a space', async () => {
    await changeLanguage('de');
    fakeApi({ 'GET /checklists/checklist-0001': () => ({ data: checklist }) });
    open();
    const text = (await screen.findByTestId('checklist-progress')).textContent ?? '';
    expect(text).toMatch(/^1 von 4 erledigt \(25\s%\)$/);
  });
});

describe('checklist view: a completed checklist with optional items open', () => {
  const completed = checklistDto({
    status: 'completed',
    progress: { done: 11, total: 12, percent: 91 },
  });

  it('says under the progress bar that the open items are optional', async () => {
    fakeApi({ 'GET /checklists/checklist-0001': () => ({ data: completed }) });
    open();
    expect((await screen.findByTestId('checklist-progress')).textContent).toBe(
      '11 of 12 done (91%) · Completed — 1 optional item still open',
    );
  });

  it('says so in German', async () => {
    await changeLanguage('de');
    fakeApi({ 'GET /checklists/checklist-0001': () => ({ data: completed }) });
    open();
    const text = (await screen.findByTestId('checklist-progress')).textContent ?? '';
    expect(text).toMatch(/ · Abgeschlossen – 1 optionaler Punkt noch offen$/);
  });

  it('adds nothing when every item is done', async () => {
    const all = checklistDto({
      status: 'completed',
      progress: { done: 4, total: 4, percent: 100 },
    });
    fakeApi({ 'GET /checklists/checklist-0001': () => ({ data: all }) });
    open();
    expect((await screen.findByTestId('checklist-progress')).textContent).toBe(
      '4 of 4 done (100%)',
    );
  });
});

describe('checklist view: the delete dialog', () => {
  it('counts the items to do as the progress bar does, not headings and notes', async () => {
    const checklist = checklistDto({
      items: [
        itemDto({ id: 'h', kind: 'heading', text: 'Preparation' }),
        itemDto({ id: 'a', text: 'Book the room', status: 'done', statusCategory: 'done' }),
        itemDto({ id: 'b', text: 'Send the agenda' }),
        itemDto({ id: 'n', kind: 'note', text: 'Ask facilities' }),
      ],
      progress: { done: 1, total: 2, percent: 50 },
    });
    fakeApi({ 'GET /checklists/checklist-0001': () => ({ data: checklist }) });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/The checklist and its 2 items to do \(1 done\)/)).toBeTruthy();
  });
});

describe('checklist view: sections with "Show checked items" off', () => {
  const done = { status: 'done', statusCategory: 'done' } as const;
  const checklist = checklistDto({
    items: [
      itemDto({ id: 'h1', kind: 'heading', text: 'Preparation' }),
      itemDto({ id: 'a', text: 'Book the room', ...done }),
      itemDto({ id: 'b', text: 'Send the agenda', ...done }),
      itemDto({ id: 'h2', kind: 'heading', text: 'Meeting' }),
      itemDto({ id: 'c', text: 'Take minutes', ...done }),
      itemDto({ id: 'd', text: 'Agree on next steps' }),
      itemDto({ id: 'h3', kind: 'heading', text: 'Follow-up' }),
      itemDto({ id: 'e', text: 'Send the minutes', ...done }),
    ],
  });

  it('hides a heading whose items are all checked and keeps one with an open item', async () => {
    fakeApi({ 'GET /checklists/checklist-0001': () => ({ data: checklist }) });
    open();
    expect(await screen.findByText('Meeting')).toBeTruthy();
    expect(screen.getByText('Agree on next steps')).toBeTruthy();
    expect(screen.queryByText('Preparation')).toBeNull();
    expect(screen.queryByText('Follow-up')).toBeNull();
    expect(screen.queryByText('Take minutes')).toBeNull();
    expect(screen.getByText('4 checked items hidden')).toBeTruthy();
  });
});

describe('checklist view: required items', () => {
  const open3 = (mandatory: boolean) =>
    checklistDto({
      progress: { done: 0, total: 3, percent: 0 },
      openRequired: 3,
      items: ['a', 'b', 'c'].map((id, i) => itemDto({ id, position: i + 1, mandatory })),
    });

  it('says nothing of "required" items when no item is mandatory', async () => {
    fakeApi({ 'GET /checklists/checklist-0001': () => ({ data: open3(false) }) });
    open();
    expect((await screen.findByTestId('checklist-progress')).textContent).toBe('0 of 3 done (0%)');
  });

  it('counts the required items open when some are mandatory', async () => {
    fakeApi({ 'GET /checklists/checklist-0001': () => ({ data: open3(true) }) });
    open();
    expect((await screen.findByTestId('checklist-progress')).textContent).toBe(
      '0 of 3 done (0%) · 3 required items open',
    );
  });
});
