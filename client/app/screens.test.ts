import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { NOT_BUILT_YET, SCREENS, type ScreenId } from './screens';

/** The screen ids in the first column of docs/not-built-yet.md's "Client screens" table. */
function idsInDoc(): string[] {
  // Tests run from the repository root.
  const doc = readFileSync('docs/not-built-yet.md', 'utf8');
  const section = doc.slice(doc.indexOf('## Client screens'));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| screen id'))
    .flatMap((line) => (line.split('|')[1] ?? '').split(','))
    .map((cell) => /^\s*([a-z][a-z-]*)/.exec(cell)?.[1] ?? '')
    .filter(Boolean);
}

/** Built, with parts still to come: the dialog panel shows "What's new" and nothing else yet. */
const PARTLY_BUILT: ScreenId[] = ['checklist-modals'];

describe('the screen registry', () => {
  const notBuilt = Object.entries(SCREENS)
    .filter(([, load]) => load === NOT_BUILT_YET)
    .map(([id]) => id)
    .sort();

  it('agrees with docs/not-built-yet.md', () => {
    const documented = idsInDoc();
    expect(documented.filter((id) => !(id in SCREENS))).toEqual([]);
    expect(documented.filter((id) => !PARTLY_BUILT.includes(id as ScreenId)).sort()).toEqual(
      notBuilt,
    );
  });
});
