import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChecklistStatusLozenge } from '../../ui/checklist-status-lozenge';
import ChecklistsList from './checklists-list';
import { fakeApi, featureStrings, renderScreen, type ApiCall } from '../../test/fake-api';
import { checklistDto, templateDto } from '../../test/fixtures';
import type { ChecklistSummaryDto } from '../../../shared/checklists';
import { changeLanguage } from '../../lib/i18n';

await featureStrings();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const overview = '/web/checklist-overview';
const allRoute = `${overview}/instances`;
const templateRoute = `${overview}/templates/:templateUid/instances`;

/** A list of `total` checklists named "<name> n", paged as the server pages them. */
function checklists(name: string, total: number) {
  return ({ path }: ApiCall) => {
    const query = new URL(path, 'http://x').searchParams;
    const page = Number(query.get('page'));
    const perPage = Number(query.get('perPage'));
    const items: ChecklistSummaryDto[] = [];
    for (let n = (page - 1) * perPage + 1; n <= Math.min(total, page * perPage); n++)
      items.push(
        checklistDto({ uid: `checklist-${String(n).padStart(4, '0')}`, title: `${name} ${n}` }),
      );
    return { data: { items, page, perPage, total } };
  };
}

const listCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith('/checklists?'));
const lastQuery = (calls: ApiCall[]) =>
  new URL(listCalls(calls).at(-1)!.path, 'http://x').searchParams;

describe('checklists list: pages', () => {
  it('opens another list at its first page, not at the page of the list seen before', async () => {
    fakeApi({
      'GET /checklists': (call) =>
        new URL(call.path, 'http://x').searchParams.get('templateUid')
          ? checklists('Small', 3)(call)
          : checklists('All', 25)(call),
    });
    const first = renderScreen(<ChecklistsList />, { path: allRoute, route: allRoute });
    await screen.findByText('All 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('All 11');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    cleanup();

    renderScreen(<ChecklistsList />, {
      path: `${overview}/templates/template-0001/instances`,
      route: templateRoute,
      store: first.store,
    });
    expect(await screen.findByText('Small 1')).toBeTruthy();
    expect(screen.getByText('Small 3')).toBeTruthy();
    expect(screen.queryByText('No checklists here yet.')).toBeNull();
    cleanup();

    // Back to the list paged before: the same page.
    renderScreen(<ChecklistsList />, { path: allRoute, route: allRoute, store: first.store });
    expect(await screen.findByText('All 11')).toBeTruthy();
  });

  it('goes to the last page that exists when the page shown is beyond it', async () => {
    const calls = fakeApi({
      // Pages 1 and 2 of 25; then 10 are deleted elsewhere and page 3 no longer exists.
      'GET /checklists': (call) => checklists('Left', listCalls(calls).length <= 2 ? 25 : 15)(call),
    });
    renderScreen(<ChecklistsList />, { path: allRoute, route: allRoute });
    await screen.findByText('Left 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Left 11');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Page 3 comes back empty (total 15): the list moves to page 2 instead of saying "empty".
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(
      listCalls(calls).map((c) => new URL(c.path, 'http://x').searchParams.get('page')),
    ).toEqual(['1', '2', '3', '2']);
    expect(screen.getByText('Left 11')).toBeTruthy();
    expect(screen.queryByText('No checklists here yet.')).toBeNull();
    expect(lastQuery(calls).get('page')).toBe('2');
  });
});

describe('checklists list: template filter', () => {
  it('finds a template by typing and shows only its checklists', async () => {
    const calls = fakeApi({
      'GET /checklists': (call) =>
        new URL(call.path, 'http://x').searchParams.get('templateUid') === 'template-0150'
          ? checklists('Audit run', 2)(call)
          : checklists('Any', 5)(call),
      'GET /templates': (call) => {
        const search = new URL(call.path, 'http://x').searchParams.get('search');
        return {
          data: {
            items:
              search === 'Audit' ? [templateDto({ uid: 'template-0150', title: 'Audit 150' })] : [],
            page: 1,
            perPage: 10,
            total: search === 'Audit' ? 1 : 0,
            tags: [],
          },
        };
      },
    });
    renderScreen(<ChecklistsList />, { path: allRoute, route: allRoute });
    await screen.findByText('Any 1');
    fireEvent.change(screen.getByRole('textbox', { name: 'From template' }), {
      target: { value: 'Audit' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Audit 150' }));
    expect(await screen.findByText('Audit run 1')).toBeTruthy();
    expect(screen.queryByText('Any 1')).toBeNull();
    expect(lastQuery(calls).get('templateUid')).toBe('template-0150');
    expect(screen.getByTestId('chosen-template').textContent).toContain('Audit 150');

    fireEvent.click(screen.getByRole('button', { name: 'Remove “Audit 150”' }));
    expect(await screen.findByText('Any 1')).toBeTruthy();
    expect(lastQuery(calls).get('templateUid')).toBeNull();
  });

  it('is not offered on a template’s own list', async () => {
    fakeApi({ 'GET /checklists': checklists('Own', 2) });
    renderScreen(<ChecklistsList />, {
      path: `${overview}/templates/template-0001/instances`,
      route: templateRoute,
    });
    await screen.findByText('Own 1');
    expect(screen.queryByRole('textbox', { name: 'From template' })).toBeNull();
  });
});

describe('checklists list: heading and empty text', () => {
  it('names the template whose checklists it lists', async () => {
    fakeApi({
      'GET /checklists': checklists('Own', 1),
      'GET /templates/template-0001': () => ({
        data: templateDto({ title: 'Software release' }),
      }),
    });
    renderScreen(<ChecklistsList />, {
      path: `${overview}/templates/template-0001/instances`,
      route: templateRoute,
    });
    expect(
      await screen.findByRole('heading', { name: 'Checklists from “Software release”' }),
    ).toBeTruthy();
  });

  it('says the filters match nothing, not that there are no checklists yet', async () => {
    fakeApi({
      'GET /checklists': (call) =>
        new URL(call.path, 'http://x').searchParams.get('placeKind')
          ? checklists('None', 0)(call)
          : checklists('Any', 0)(call),
    });
    renderScreen(<ChecklistsList />, { path: allRoute, route: allRoute });
    expect(await screen.findByText('No checklists here yet.')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter by place' }), {
      target: { value: 'jira_issue' },
    });
    expect(await screen.findByText('No checklists match these filters.')).toBeTruthy();
    expect(screen.queryByText('No checklists here yet.')).toBeNull();
  });
});

describe('checklists list: status colours', () => {
  it('shows each status in the colour the checklist view uses (completed is green)', async () => {
    fakeApi({
      'GET /checklists': () => ({
        data: {
          items: [
            checklistDto({ uid: 'checklist-0001', title: 'Done one', status: 'completed' }),
            checklistDto({ uid: 'checklist-0002', title: 'New one', status: 'not_started' }),
          ],
          page: 1,
          perPage: 10,
          total: 2,
        },
      }),
    });
    renderScreen(<ChecklistsList />, { path: allRoute, route: allRoute });
    await screen.findByText('Done one');
    // The lozenge's colour is its class list (Atlaskit's compiled styles).
    const [completed, notStarted] = screen.getAllByTestId('checklist-row-status');
    const inView = render(<ChecklistStatusLozenge status="completed" testId="view" />);
    const viewColour = inView.getByTestId('view').className;
    expect(completed?.className).toBe(viewColour);
    expect(notStarted?.className).not.toBe(viewColour);
  });
});

describe('checklists list: a completed checklist with optional items open', () => {
  it('says beside its progress what "Completed" means, in English and German', async () => {
    const answer = () => ({
      data: {
        items: [
          checklistDto({
            title: 'Partly done',
            status: 'completed',
            progress: { done: 1, total: 3, percent: 33 },
          }),
        ],
        page: 1,
        perPage: 10,
        total: 1,
      },
    });
    fakeApi({ 'GET /checklists': answer });
    renderScreen(<ChecklistsList />, { path: allRoute, route: allRoute });
    await screen.findByText('Partly done');
    expect(screen.getByTestId('checklist-row-status').textContent).toBe(
      'Completed: required items done, 2 optional items open',
    );
    cleanup();
    await changeLanguage('de');
    fakeApi({ 'GET /checklists': answer });
    renderScreen(<ChecklistsList />, { path: allRoute, route: allRoute });
    await screen.findByText('Partly done');
    expect(screen.getByTestId('checklist-row-status').textContent).toBe(
      'Abgeschlossen: Pflichtpunkte erledigt, 2 optionale Punkte offen',
    );
    await changeLanguage('en');
  });
});
