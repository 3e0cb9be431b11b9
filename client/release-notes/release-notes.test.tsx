import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ReleaseNotesList } from './release-notes-list';
import { loadChangelog, newestFirst, safeStorage, type KeyValueStore } from './changelog-source';
import { initI18n } from '../lib/i18n';
import type { ChangelogEntry } from '../../shared/changelog';

await initI18n('en');
afterEach(cleanup);

const entry = (id: string, publishedAt: string, markdownDetails = 'Details'): ChangelogEntry => ({
  id,
  title: `Entry ${id}`,
  publishedAt,
  types: ['new', 'fixed'],
  markdownDetails,
  url: `https://checklists.app/changelog/${id}`,
});

const memory = (): KeyValueStore => {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
};

describe('the changelog', () => {
  it('is sorted newest first', () => {
    expect(
      newestFirst([
        entry('a', '2026-01-02'),
        entry('b', '2026-11-01'),
        entry('c', '2025-12-31'),
      ]).map((e) => e.id),
    ).toEqual(['b', 'a', 'c']);
  });

  it('is cached under changelogdata for the same language', async () => {
    const storage = memory();
    const fetchEntries = vi.fn(() => Promise.resolve([entry('a', '2026-01-01')]));
    await loadChangelog({ language: 'en', fetchEntries, storage, now: 1000 });
    await loadChangelog({ language: 'en', fetchEntries, storage, now: 2000 });
    expect(fetchEntries).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.getItem('changelogdata') ?? '{}')).toMatchObject({ language: 'en' });
    await loadChangelog({ language: 'de', fetchEntries, storage, now: 3000 });
    expect(fetchEntries).toHaveBeenCalledTimes(2);
  });

  it('falls back to memory when localStorage throws (a cross-site iframe)', () => {
    const win = {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Window;
    const storage = safeStorage(win);
    storage.setItem('changelogdata', 'x');
    expect(storage.getItem('changelogdata')).toBe('x');
  });
});

describe('the release notes list', () => {
  it('shows entries with date, badges, details, link and copy button', async () => {
    render(
      <ReleaseNotesList
        fetchEntries={() =>
          Promise.resolve([entry('old', '2026-01-05'), entry('new', '2026-11-22')])
        }
      />,
    );
    const items = await screen.findAllByTestId('release-note');
    expect(items.map((i) => i.querySelector('h3')?.textContent)).toEqual([
      'Entry new',
      'Entry old',
    ]);
    expect(items[0]?.textContent).toContain('November 22, 2026');
    expect(items[0]?.textContent).toContain('New');
    expect(items[0]?.textContent).toContain('Fixed');
    expect(
      screen.getAllByRole('link', { name: 'Read the full post' })[0]?.getAttribute('href'),
    ).toBe('https://checklists.app/changelog/new');
    expect(screen.getAllByRole('button', { name: 'Copy to clipboard' })).toHaveLength(2);
  });

  it('says so when the changelog cannot be loaded', async () => {
    localStorage.clear();
    render(<ReleaseNotesList fetchEntries={() => Promise.reject(new Error('500'))} />);
    expect(await screen.findByText("We're sorry, the changelog could not be loaded!")).toBeTruthy();
  });
});
