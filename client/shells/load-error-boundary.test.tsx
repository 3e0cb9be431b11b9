import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LoadErrorBoundary } from './load-error-boundary';
import { changeLanguage, initI18n } from '../lib/i18n';

await initI18n('en');
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

/** A lazily loaded part whose chunk cannot be fetched (a server restart, a new deploy). */
const Unreachable = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
);

const show = () =>
  render(
    <LoadErrorBoundary>
      <Suspense fallback={null}>
        <Unreachable />
      </Suspense>
    </LoadErrorBoundary>,
  );

describe('a part of the app whose code fails to load', () => {
  it('says so and reloads the page on request instead of staying blank', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    show();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This part of Checklists could not be loaded. Reload to try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('says so in German', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await changeLanguage('de');
    show();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Dieser Teil von Checklists konnte nicht geladen werden.',
    );
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeTruthy();
  });
});
