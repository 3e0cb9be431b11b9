import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { initI18n, loadFeatureStrings } from '../../lib/i18n';
import { ItemRow } from './item-row';
import type { ChecklistItemDto } from '../../../shared/checklists';
import type { ItemKind } from '../../../shared/items';
import { callerPermissionsAtom } from '../../state/atoms';
import { MEMBER_PERMISSIONS } from '../../test/fake-api';

await initI18n('en');
await loadFeatureStrings();
// A member: the row's assignee control asks nothing of the server.
getDefaultStore().set(callerPermissionsAtom, MEMBER_PERMISSIONS);
afterEach(cleanup);

const item = (kind: ItemKind, text: string): ChecklistItemDto => ({
  id: 'item-1',
  position: 1,
  kind,
  text,
  mandatory: false,
  assigneeId: null,
  dueDate: null,
  status: 'open',
  statusCategory: 'open',
  statusSetBy: null,
  statusSetAt: null,
  skipReason: null,
  note: null,
  noteBy: null,
  noteAt: null,
  signature: null,
  version: 1,
});

const show = (kind: ItemKind, text: string, note: string | null = null) =>
  render(
    <ol>
      <ItemRow
        checklistUid="c-1"
        item={{ ...item(kind, text), note }}
        canWork
        actions={{
          setStatus: vi.fn(),
          editNote: vi.fn(),
          sign: vi.fn(),
          clearSignature: vi.fn(),
          assign: vi.fn(),
        }}
        nameOf={(id) => id ?? ''}
      />
    </ol>,
  ).container;

describe('an item’s markdown text in the checklist', () => {
  it('is rendered inline in the row, its label without markers', () => {
    const row = show(
      'task',
      '**Deploy** to [production](https://deploy.example) <img src=x onerror=alert(1)>',
    );
    const strong = row.querySelector('li strong');
    expect(strong?.textContent).toBe('Deploy');
    const link = screen.getByRole('link', { name: 'production' });
    expect(link.getAttribute('href')).toBe('https://deploy.example');
    expect(link.getAttribute('target')).toBe('_blank');
    // Inline: the text sits in a span, no paragraph or other block breaks the row.
    expect(strong?.closest('span')).not.toBeNull();
    expect(row.querySelector('li p, li ul, li h1, img, [onerror]')).toBeNull();
    expect(screen.getByRole('checkbox').getAttribute('aria-label')).toBe(
      'Deploy to production <img src=x onerror=alert(1)>',
    );
  });

  it('renders headings and notes too, still inline', () => {
    const heading = show('heading', '# Before *go-live*');
    expect(heading.querySelector('li em')?.textContent).toBe('go-live');
    expect(heading.querySelector('li h1, li p')).toBeNull();
    expect(heading.textContent).toBe('# Before go-live');
    cleanup();
    const note = show('note', 'Keep `rollback.sh` at hand');
    expect(note.querySelector('li code')?.textContent).toBe('rollback.sh');
  });
});

describe('an item’s note', () => {
  it('is markdown too, sanitized, with each typed line kept', () => {
    const row = show(
      'task',
      'Check the logs',
      '**Clean** since [#42](https://ci.example/42)\nnothing <script>alert(1)</script> odd',
    );
    const note = screen.getByTestId('item-note');
    expect(note.querySelector('strong')?.textContent).toBe('Clean');
    expect(note.querySelector('a')?.getAttribute('href')).toBe('https://ci.example/42');
    expect(note.querySelector('br')).not.toBeNull();
    expect(row.querySelector('script')).toBeNull();
    expect(note.textContent).toContain('<script>alert(1)</script>');
  });
});
