import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LightMacroView } from './light-macro-view';
import { fakeApi, featureStrings } from '../../../test/fake-api';
import { checklistDto, itemDto } from '../../../test/fixtures';
import { changeLanguage } from '../../../lib/i18n';
import type { MacroViewDto } from '../../../../shared/confluence';

await featureStrings();
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const place = { pageId: '10001', macroId: 'm1' };
const page = { id: '10001', title: 'Release process', spaceKey: 'SIM' };
const macro = (view: MacroViewDto) => () => ({ data: view });

describe('the light macro view', () => {
  it('shows the page checklist and ticks a task in place', async () => {
    const checklist = checklistDto({
      title: 'Release 2.4',
      progress: { done: 0, total: 1, percent: 0 },
      items: [itemDto({ id: 'i1', text: 'Tag the build', version: 2 })],
    });
    const calls = fakeApi({
      'GET /confluence/macro': macro({ state: 'checklist', page, checklist }),
      'PATCH /checklists/checklist-0001/items/i1': () => ({
        data: {
          item: itemDto({
            id: 'i1',
            text: 'Tag the build',
            status: 'done',
            statusCategory: 'done',
            version: 3,
          }),
          checklist: { ...checklist, progress: { done: 1, total: 1, percent: 100 }, version: 2 },
        },
      }),
    });
    render(<LightMacroView place={place} />);
    expect(await screen.findByRole('heading', { name: 'Release 2.4' })).toBeTruthy();
    expect(calls[0]?.path).toBe('/confluence/macro?pageId=10001&macroId=m1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tag the build' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'done', version: 2 }),
    );
  });

  it('says who signed and why an item was skipped', async () => {
    const checklist = checklistDto({
      items: [
        itemDto({
          id: 'i1',
          kind: 'signature',
          text: 'Approved',
          signature: {
            mimeType: 'image/png',
            signedBy: 'acc-alice',
            signedAt: '2026-11-27T10:00:00.000Z',
            canRemove: false,
          },
        }),
        itemDto({
          id: 'i2',
          text: 'Diagrams',
          status: 'skipped',
          statusCategory: 'skipped',
          skipReason: 'Nothing changed',
        }),
      ],
    });
    fakeApi({
      'GET /confluence/macro': macro({ state: 'checklist', page, checklist }),
      'GET /users': () => ({
        data: [{ id: 'acc-alice', displayName: 'Alice Admin', avatarUrl: null }],
      }),
    });
    render(<LightMacroView place={place} />);
    expect((await screen.findByTestId('light-reason')).textContent).toBe('Reason: Nothing changed');
    await waitFor(() =>
      expect(screen.getByTestId('light-signed').textContent).toMatch(/^Signed by Alice Admin on /),
    );
  });

  it('says a deleted checklist is gone and starts a new one, in German too', async () => {
    await changeLanguage('de');
    let restarted = false;
    const checklist = checklistDto({ title: 'Neu begonnen' });
    const calls = fakeApi({
      'GET /confluence/macro': () => ({
        data: restarted
          ? { state: 'checklist', page, checklist }
          : { state: 'deleted', page, templateTitle: 'Release', canRestart: true },
      }),
      'POST /confluence/macro/restart': () => {
        restarted = true;
        return { data: { state: 'checklist', page, checklist } };
      },
    });
    render(<LightMacroView place={place} />);
    expect(await screen.findByText('Diese Checkliste wurde gelöscht')).toBeTruthy();
    expect(screen.getByText(/aus der Vorlage „Release“/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Neue Checkliste beginnen' }));
    expect(await screen.findByRole('heading', { name: 'Neu begonnen' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual(place);
  });

  it('offers no restart without a template, and tells editors to choose a checklist', async () => {
    fakeApi({
      'GET /confluence/macro': macro({
        state: 'deleted',
        page,
        templateTitle: null,
        canRestart: false,
      }),
    });
    render(<LightMacroView place={place} />);
    expect(await screen.findByText(/choose another checklist/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    fakeApi({ 'GET /confluence/macro': macro({ state: 'unconfigured', page, canEditPage: true }) });
    render(<LightMacroView place={place} />);
    expect(await screen.findByText('No checklist chosen yet')).toBeTruthy();
    expect(screen.getByText(/open this macro's settings/)).toBeTruthy();
  });

  it('previews the editor choice with its items', async () => {
    fakeApi({
      'GET /confluence/macro': macro({
        state: 'preview',
        template: { uid: 't1', title: 'Onboarding', items: [{ kind: 'task', text: 'Laptop' }] },
      }),
    });
    render(<LightMacroView place={{ ...place, outputType: 'preview', templateUid: 't1' }} />);
    expect(await screen.findByTestId('macro-preview')).toBeTruthy();
    expect(screen.getByText(/Laptop/)).toBeTruthy();
    expect(screen.getByText(/Preview: the checklist is made/)).toBeTruthy();
  });

  it('shows the server message for a page it cannot see', async () => {
    fakeApi({
      'GET /confluence/macro': () => ({
        status: 404,
        error: { code: 'not_found', message: 'This page does not exist or you cannot see it.' },
      }),
    });
    render(<LightMacroView place={place} />);
    expect((await screen.findByTestId('macro-error')).textContent).toBe(
      'This page does not exist or you cannot see it.',
    );
  });
});

describe('the light macro view: a completed checklist with optional items open', () => {
  it('says beside its bar that the required items are done', async () => {
    const checklist = checklistDto({
      status: 'completed',
      progress: { done: 1, total: 3, percent: 33 },
    });
    fakeApi({ 'GET /confluence/macro': macro({ state: 'checklist', page, checklist }) });
    render(<LightMacroView place={place} />);
    expect(
      await screen.findByText('Completed: required items done, 2 optional items open'),
    ).toBeTruthy();
  });
});
