/**
 * The layers of eslint.config.js hold (docs/ARCHITECTURE.md, "Layers"): ESLint itself, with the
 * project's configuration, refuses a wrong import in a file placed where it would be wrong, and
 * lets the right one through. Each probe is linted as if it stood at `filePath` (nothing is
 * written), so the imports resolve to the project's real files.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const probes: [string, string, string, RegExp][] = [
  [
    'a service importing a host folder',
    'server/services/checklists/probe.ts',
    "import { APP_KEYS } from '../../hosts/connect/descriptors';\nexport const key = APP_KEYS.jira;\n",
    /services layer imports nothing above it/,
  ],
  [
    'a route importing a repository',
    'server/api/checklists/probe.ts',
    "import { repositoriesFor } from '../../db/unit-of-work';\nexport const make = repositoriesFor;\n",
    /only services reach repositories/,
  ],
  [
    'shared client code importing a feature',
    'client/ui/probe.tsx',
    "import { ChecklistCard } from '../features/checklists/checklist-card';\nexport const Card = ChecklistCard;\n",
    /shared ui layer imports nothing above it/,
  ],
  [
    'a presenter calling a repository (it may name its row types only)',
    'server/presenters/probe.ts',
    "import { repositoriesFor } from '../db/unit-of-work';\nexport const make = repositoriesFor;\n",
    /decide and fetch nothing/,
  ],
  [
    'a policy asking a host',
    'server/policies/probe.ts',
    "import { createRestJiraSite } from '../products/rest-jira-site';\nexport const make = createRestJiraSite;\n",
    /pure rules/,
  ],
  [
    'one feature importing another',
    'client/features/templates/probe.tsx',
    "import { ChecklistCard } from '../checklists/checklist-card';\nexport const Card = ChecklistCard;\n",
    /Features do not import each other/,
  ],
];

// ESLint's first run with the type-aware rules takes seconds on a busy machine.
describe('the layers', { timeout: 60_000 }, () => {
  it.each(probes)('refuse %s', async (_what, filePath, code, message) => {
    expect((await problems(filePath, code)).join('\n')).toMatch(message);
  });

  it('let a layer import what is below it, and a presenter name row types', async () => {
    expect(
      await problems(
        'server/services/checklists/probe.ts',
        "import { authorize } from '../../policies/authorize';\nexport const check = authorize;\n",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'server/presenters/probe.ts',
        "import type { ItemRow } from '../db/repositories/items-repository';\nexport type Row = ItemRow;\n",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'client/features/checklists/probe.tsx',
        "import { Dialog } from '../../ui/dialog';\nexport const D = Dialog;\n",
      ),
    ).toEqual([]);
  });
});
