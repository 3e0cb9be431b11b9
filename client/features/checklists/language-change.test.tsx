import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import enFeatures from '../../locales/en.features.json';
import enStrings from '../../locales/en.json';
import ChecklistView from './checklist-view';
import { fakeApi, featureStrings, renderScreen } from '../../test/fake-api';
import { checklistDto } from '../../test/fixtures';
import { changeLanguage } from '../../lib/i18n';

await featureStrings();
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

/** Every key of a locale file, as a screen would show it untranslated ("checklist.progress"). */
function keysOf(messages: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`.replace(/_(zero|one|two|few|many|other)$/, '')],
  );
}
const rawKeys = [...new Set([...keysOf(enFeatures), ...keysOf(enStrings)])];

/** Records the page's text after every change to it, to see what showed even for a moment. */
function recordTexts() {
  const texts: string[] = [document.body.textContent ?? ''];
  const observer = new MutationObserver(() => texts.push(document.body.textContent ?? ''));
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return {
    stop: () => observer.disconnect(),
    shownKeys: () =>
      [...new Set(texts.flatMap((text) => rawKeys.filter((key) => text.includes(key))))].sort(),
  };
}

const open = () =>
  renderScreen(<ChecklistView />, {
    path: '/web/checklist-overview/instances/checklist-0001',
    route: '/web/checklist-overview/instances/:checklistInstanceUid',
  });
const checklist = checklistDto({ progress: { done: 1, total: 4, percent: 25 } });

describe('changing the language on an open screen', () => {
  it('shows the screen in the new language and never its raw keys', async () => {
    fakeApi({ 'GET /checklists/checklist-0001': () => ({ data: checklist }) });
    open();
    expect((await screen.findByTestId('checklist-progress')).textContent).toBe('1 of 4 done (25%)');
    const recorded = recordTexts();
    await act(() => changeLanguage('de'));
    await waitFor(() =>
      expect(screen.getByTestId('checklist-progress').textContent).toMatch(/^1 von 4 erledigt/),
    );
    recorded.stop();
    expect(recorded.shownKeys()).toEqual([]);
  });
});
