import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import ChecklistCreate from './checklist-create';
import { fakeApi, featureStrings, renderScreen, type ApiCall } from '../../test/fake-api';
import { checklistDto, templateDto } from '../../test/fixtures';
import type { TemplateSummaryDto } from '../../../shared/templates';

await featureStrings();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const path = '/web/checklist-overview/instances/create';

/** A site with 250 templates "Template 1" … "Template 250"; the search finds by title. */
const manyTemplates = ({ path: url }: ApiCall) => {
  const query = new URL(url, 'http://x').searchParams;
  const search = (query.get('search') ?? '').toLowerCase();
  const perPage = Number(query.get('perPage') ?? 10);
  const all: TemplateSummaryDto[] = Array.from({ length: 250 }, (_, i) =>
    templateDto({ uid: `template-${String(i + 1).padStart(4, '0')}`, title: `Template ${i + 1}` }),
  );
  const matching = all.filter((t) => t.title.toLowerCase().includes(search));
  return {
    data: { items: matching.slice(0, perPage), page: 1, perPage, total: matching.length, tags: [] },
  };
};

describe('create checklist: choosing the template', () => {
  it('finds any of many templates by typing, also one past the first hundred', async () => {
    const calls = fakeApi({
      'GET /templates': manyTemplates,
      'POST /checklists': () => ({ status: 201, data: checklistDto({ title: 'Template 234' }) }),
    });
    renderScreen(<ChecklistCreate />, { path });
    fireEvent.change(screen.getByRole('textbox', { name: 'Template' }), {
      target: { value: 'Template 234' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Template 234' }));
    expect(screen.getByTestId('chosen-template').textContent).toContain('Template 234');
    fireEvent.click(screen.getByRole('button', { name: 'Create checklist' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeTruthy());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      templateUid: 'template-0234',
    });
  });

  it('offers only templates a checklist can be made from', async () => {
    fakeApi({
      'GET /templates': () => ({
        data: {
          items: [
            templateDto({ uid: 'template-0001', title: 'Old release' }),
            templateDto({
              uid: 'template-0002',
              title: 'Old archived',
              archived: true,
              permissions: {
                canEdit: true,
                canDelete: true,
                canUse: false,
                canChangeEditors: true,
              },
            }),
          ],
          page: 1,
          perPage: 10,
          total: 2,
          tags: [],
        },
      }),
    });
    renderScreen(<ChecklistCreate />, { path });
    fireEvent.change(screen.getByRole('textbox', { name: 'Template' }), {
      target: { value: 'Old' },
    });
    expect(await screen.findByRole('button', { name: 'Old release' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Old archived' })).toBeNull();
  });

  it('starts with the template it was opened from, shown by its title', async () => {
    const calls = fakeApi({
      'GET /templates/template-0007': () => ({
        data: templateDto({ uid: 'template-0007', title: 'Onboarding' }),
      }),
      'POST /checklists': () => ({ status: 201, data: checklistDto() }),
    });
    renderScreen(<ChecklistCreate />, { path: `${path}?templateUid=template-0007` });
    await waitFor(() =>
      expect(screen.getByTestId('chosen-template').textContent).toContain('Onboarding'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create checklist' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        templateUid: 'template-0007',
      }),
    );
  });
});

describe('create checklist: a blank one', () => {
  it('says a title is missing while Create is disabled, and why', async () => {
    fakeApi({ 'GET /templates': manyTemplates });
    renderScreen(<ChecklistCreate />, { path });
    const create = screen.getByRole('button', { name: 'Create checklist' });
    const help = 'A blank checklist needs a title. Type one, or choose a template.';
    expect((create as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(help)).toBeTruthy();
    const describedBy = create.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(help);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Release 2.4' },
    });
    expect((create as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(help)).toBeNull();
  });
});
