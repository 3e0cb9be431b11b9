/** The simulator's JQL: conditions on fields and indexed aliases, as Jira matches them. */
import { describe, expect, it } from 'vitest';
import { matchesJql, parseJql, type JqlLookup } from './jql';

const issue =
  (fields: Record<string, { value: unknown; type: 'number' | 'string' }>): JqlLookup =>
  (field) =>
    fields[field.toLowerCase()];
const complete = issue({
  project: { value: 'SIM', type: 'string' },
  checklistprogress: { value: 100, type: 'number' },
  checklistcomplete: { value: true, type: 'string' },
});
const none = issue({ project: { value: 'SIM', type: 'string' } });

describe('JQL in the simulator', () => {
  it('matches numbers numerically and strings by their text, with AND, OR, NOT and parentheses', () => {
    expect(matchesJql(parseJql('checklistProgress < 100'), complete)).toBe(false);
    expect(
      matchesJql(parseJql('checklistProgress >= 100 AND checklistComplete = true'), complete),
    ).toBe(true);
    expect(
      matchesJql(
        parseJql('project = "SIM" and (checklistComplete = false OR checklistProgress > 50)'),
        complete,
      ),
    ).toBe(true);
    expect(matchesJql(parseJql('NOT checklistComplete = true'), complete)).toBe(false);
    expect(matchesJql(parseJql('project = SIM ORDER BY key'), complete)).toBe(true);
  });

  it('never matches an alias the issue has no property for, and reads an empty query as all', () => {
    expect(matchesJql(parseJql('checklistComplete = false'), none)).toBe(false);
    expect(matchesJql(parseJql('checklistComplete != true'), none)).toBe(false);
    expect(matchesJql(parseJql(''), none)).toBe(true);
  });

  it('refuses what it cannot read', () => {
    expect(() => parseJql('project ~ SIM')).toThrow();
    expect(() => parseJql('(project = SIM')).toThrow();
  });
});
