import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { ReleaseNotesList } from './release-notes-list';
import { initI18n } from '../lib/i18n';

await initI18n('en');
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const showDetails = async (markdownDetails: string) => {
  render(
    <ReleaseNotesList
      fetchEntries={() =>
        Promise.resolve([
          {
            id: 'md',
            title: 'Markdown',
            publishedAt: '2026-11-22',
            types: ['new'],
            markdownDetails,
            url: 'https://checklists.app/changelog/md',
          },
        ])
      }
    />,
  );
  const entry = await screen.findByTestId('release-note');
  await waitFor(() => expect(entry.querySelector('p')).not.toBeNull());
  return entry;
};

describe('release-note details', () => {
  it('render markdown through the one sanitising renderer', async () => {
    const entry = await showDetails('**bold** and [a link](https://example.com)');
    expect(entry.querySelector('strong')?.textContent).toBe('bold');
    const link = screen.getByRole('link', { name: 'a link' });
    expect(link.getAttribute('href')).toBe('https://example.com');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('make script, onerror and javascript: payloads inert, and load no images', async () => {
    const entry = await showDetails(
      'Payloads: <script>alert(1)</script> <img src="x" onerror="alert(2)"> [x](javascript:alert(3)) ![plan](https://example.com/plan.png)',
    );
    expect(entry.querySelector('script, img, [onerror]')).toBeNull();
    expect(entry.querySelector('a[href^="javascript:"]')).toBeNull();
    // Raw HTML shows as typed; an image is a link to it.
    expect(entry.textContent).toContain('<script>alert(1)</script>');
    expect(screen.getByRole('link', { name: 'plan' }).getAttribute('href')).toBe(
      'https://example.com/plan.png',
    );
  });
});
