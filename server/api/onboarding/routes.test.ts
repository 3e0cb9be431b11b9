import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import type { OnboardingStep } from '../../../shared/onboarding';

const t = useTestApp(['acme', 'confluence']);

const steps = async (user: string) =>
  Object.fromEntries(
    ((await t.as(user).get('/onboarding')).body.data as OnboardingStep[]).map((s) => [
      s.id,
      s.done,
    ]),
  );

describe('GET /api/onboarding', () => {
  it('ticks each step off as the user does it, for that user only', async () => {
    expect(await steps('bob')).toEqual({
      addTemplate: false,
      editTemplate: false,
      createChecklist: false,
      checkItem: false,
      completeChecklist: false,
    });

    const template = (
      await t.as('bob').post('/templates', { title: 'Mine', items: [{ kind: 'task', text: 'Do' }] })
    ).body.data;
    await t
      .as('bob')
      .put(`/templates/${template.uid}`, { title: 'Mine v2', items: template.items, version: 1 })
      .expect(200);
    const checklist = (await t.as('bob').post('/checklists', { templateUid: template.uid })).body
      .data;
    await t
      .as('bob')
      .patch(`/checklists/${checklist.uid}/items/${checklist.items[0].id}`, {
        status: 'done',
        version: 1,
      })
      .expect(200);

    expect(await steps('bob')).toEqual({
      addTemplate: true,
      editTemplate: true,
      createChecklist: true,
      checkItem: true,
      completeChecklist: true,
    });
    expect(Object.values(await steps('clara')).every((done) => !done)).toBe(true);
  });

  it('shows site admins the custom-status step', async () => {
    expect((await steps('alice')).customStatuses).toBe(false);
    await t
      .as('alice')
      .put('/settings', {
        customTaskStatuses: [
          { id: 'waiting', name: 'Waiting', colour: '#FFAB00', category: 'open' },
        ],
      })
      .expect(200);
    expect((await steps('alice')).customStatuses).toBe(true);
  });
});
