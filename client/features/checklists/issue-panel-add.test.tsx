import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { IssuePanelAdd } from './issue-panel-add';
import { fakeApi, featureStrings } from '../../test/fake-api';
import { templateDto } from '../../test/fixtures';
import { changeLanguage } from '../../lib/i18n';

await featureStrings();
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const issue = { id: '10001', key: 'SIM-1' };
const templates = (items: ReturnType<typeof templateDto>[]) => () => ({
  data: { items, page: 1, perPage: 10, total: items.length },
});

describe("the issue panel's template picker", () => {
  it("lists the site's templates before anything is typed", async () => {
    fakeApi({
      'GET /templates': templates([
        templateDto({ uid: 'template-0001', title: 'Software release' }),
        templateDto({ uid: 'template-0002', title: 'Onboarding' }),
      ]),
    });
    render(<IssuePanelAdd issue={issue} onAdded={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Software release' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Onboarding' })).toBeTruthy();
    expect(screen.queryByText('No template matches.')).toBeNull();
  });

  it('on a site without templates points to the examples, in English and German', async () => {
    fakeApi({ 'GET /templates': templates([]) });
    render(<IssuePanelAdd issue={issue} onAdded={vi.fn()} />);
    expect((await screen.findByTestId('template-picker-none')).textContent).toBe(
      'This site has no templates yet. Add one from the examples: Checklists → Templates → “Browse examples”. Or add a blank checklist below.',
    );
    cleanup();
    await changeLanguage('de');
    fakeApi({ 'GET /templates': templates([]) });
    render(<IssuePanelAdd issue={issue} onAdded={vi.fn()} />);
    expect((await screen.findByTestId('template-picker-none')).textContent).toContain(
      '„Beispiele ansehen“',
    );
  });
});
