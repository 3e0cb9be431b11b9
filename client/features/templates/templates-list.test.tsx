import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import TemplatesList from './templates-list';
import { fakeApi, featureStrings, renderScreen } from '../../test/fake-api';
import { templateDto } from '../../test/fixtures';

await featureStrings();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const path = '/web/checklist-overview/templates';
const list = (items: ReturnType<typeof templateDto>[]) => ({
  data: { items, page: 1, perPage: 10, total: items.length, tags: [] },
});

describe('templates list: deleting', () => {
  it('does not speak of "its 0 checklists" when none were made from the template', async () => {
    fakeApi({
      'GET /templates': () => list([templateDto({ title: 'Unused', checklistCount: 0 })]),
    });
    renderScreen(<TemplatesList />, { path });
    fireEvent.click(await screen.findByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Unused”?' });
    expect(dialog.textContent).toContain('is deleted for everyone. This cannot be undone.');
    expect(dialog.textContent).not.toMatch(/Its \d+ checklist|stays?/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  });

  it('says what stays when checklists were made from it', async () => {
    fakeApi({ 'GET /templates': () => list([templateDto({ title: 'Used', checklistCount: 3 })]) });
    renderScreen(<TemplatesList />, { path });
    fireEvent.click(await screen.findByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Used”?' });
    expect(dialog.textContent).toContain('Its 3 checklists stay');
  });
});

describe('templates list: nothing found', () => {
  it('says the search matches nothing', async () => {
    fakeApi({
      'GET /templates': (call) =>
        new URL(call.path, 'http://x').searchParams.get('search')
          ? list([])
          : list([templateDto({ title: 'Release' })]),
    });
    renderScreen(<TemplatesList />, { path });
    await screen.findByText('Release');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search templates' }), {
      target: { value: 'zzz' },
    });
    expect(await screen.findByText('No templates match your search or tag.')).toBeTruthy();
  });
});

describe('templates list: what the caller may make', () => {
  const buttons = () =>
    ['Create template', 'Browse examples', 'Copy'].filter(
      (name) => screen.queryByRole('button', { name }) !== null,
    );

  it('offers a member to create, copy and start from an example', async () => {
    fakeApi({ 'GET /templates': () => list([templateDto({ title: 'Release' })]) });
    renderScreen(<TemplatesList />, { path });
    await screen.findByText('Release');
    expect(buttons()).toEqual(['Create template', 'Browse examples', 'Copy']);
  });

  it('offers none of it to whom the server says may make no templates (portal users)', async () => {
    fakeApi({ 'GET /templates': () => list([templateDto({ title: 'Release' })]) });
    renderScreen(<TemplatesList />, {
      path,
      caller: { canCreateTemplates: false, canSearchPeople: false },
    });
    await screen.findByText('Release');
    expect(buttons()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });
});
