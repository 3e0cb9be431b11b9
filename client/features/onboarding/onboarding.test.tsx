import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import Onboarding from './onboarding';
import { fakeApi, featureStrings, renderScreen } from '../../test/fake-api';
import { checklistDto } from '../../test/fixtures';
import { changeLanguage } from '../../lib/i18n';
import { ONBOARDING_STEPS } from '../../../shared/onboarding';

await featureStrings();
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const steps = ONBOARDING_STEPS.map((id) => ({ id, done: false }));

/** The "Do it now" link of each step, by the step's title. */
async function goLinks(path: string, go: string) {
  renderScreen(<Onboarding />, { path });
  await screen.findAllByTestId('onboarding-step');
  return readLinks(go);
}

function readLinks(go: string) {
  const rows = screen.getAllByTestId('onboarding-step');
  return new Map(
    rows.map((row) => [
      row.querySelector('strong')?.textContent,
      within(row).queryByRole('link', { name: go })?.getAttribute('href'),
    ]),
  );
}

describe('getting started: "Do it now"', () => {
  it('leads to the checklists to check off an item and to complete a checklist', async () => {
    fakeApi({ 'GET /onboarding': () => ({ data: steps }) });
    const links = await goLinks(
      '/confluence/pages/checklist-overview/checklist-onboarding',
      'Do it now',
    );
    expect(links.get('Check off an item')).toBe('/confluence/pages/checklist-overview/instances');
    expect(links.get('Complete a checklist')).toBe(
      '/confluence/pages/checklist-overview/instances',
    );
  });

  it('does the same in German', async () => {
    await changeLanguage('de');
    fakeApi({ 'GET /onboarding': () => ({ data: steps }) });
    const links = [
      ...(
        await goLinks(
          '/confluence/pages/checklist-overview/checklist-onboarding',
          'Jetzt erledigen',
        )
      ).values(),
    ];
    expect(
      links.filter((href) => href === '/confluence/pages/checklist-overview/instances'),
    ).toHaveLength(2);
  });

  it('leads to the most recent open checklist in the portal, which has no list of all checklists', async () => {
    fakeApi({
      'GET /onboarding': () => ({ data: steps }),
      'GET /checklists': () => ({
        data: { items: [checklistDto({ uid: 'checklist-0042' })], page: 1, perPage: 1, total: 3 },
      }),
    });
    await goLinks('/web/checklist-overview/checklist-onboarding', 'Do it now');
    await waitFor(() =>
      expect(readLinks('Do it now').get('Check off an item')).toBe(
        '/web/checklist-overview/instances/checklist-0042',
      ),
    );
    const links = readLinks('Do it now');
    expect(links.get('Complete a checklist')).toBe(
      '/web/checklist-overview/instances/checklist-0042',
    );
  });
});
