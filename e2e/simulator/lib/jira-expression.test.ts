/** The simulator's Jira expressions: the subset validators use, evaluated as Jira does. */
import { describe, expect, it } from 'vitest';
import source from '../../../atlassian-connect.json' with { type: 'json' };
import { evaluateJiraExpression as evaluate } from './jira-expression';

const validator = source.jira.modules.jiraWorkflowValidators[0]!.expression;
const withProperty = (
  checklists: unknown,
  config: unknown = { mode: 'mandatory', language: 'en' },
) => evaluate(validator, { issue: { properties: { checklists } }, config });

describe('Jira expressions in the simulator', () => {
  it('reads let declarations, members, operators, ternaries and list methods like Jira', () => {
    expect(evaluate("let a = 2; let b = 'x'; a - 1 >= 1 && b == 'x' ? 'yes' : 'no'", {})).toBe(
      'yes',
    );
    expect(
      evaluate("let l = issue.list; l.length + ':' + l.join('-')", { issue: { list: ['a', 'b'] } }),
    ).toBe('2:a-b');
    expect(evaluate("issue['k'] != null && !(issue.k < 3)", { issue: { k: 3 } })).toBe(true);
    expect(evaluate('x.includes(2) || y.z', { x: [1, 2], y: null })).toBe(true);
  });

  it('fails on a member of null, and on what it cannot read', () => {
    expect(() => evaluate('y.z', { y: null })).toThrow(/cannot read "z" of null/);
    expect(() => evaluate('1 +', {})).toThrow();
    expect(() => evaluate('unknown == 1', {})).toThrow(/Unknown variable/);
  });

  it("gives the app's validator its answers: pass, or a message naming what is open", () => {
    expect(withProperty(null)).toBe(true);
    expect(withProperty({ count: 0 })).toBe(true);
    expect(withProperty({ count: 1, progress: 40, mandatoryOpen: 0, openMandatoryItems: [] })).toBe(
      true,
    );
    expect(
      withProperty({
        count: 2,
        progress: 40,
        mandatoryOpen: 6,
        openMandatoryItems: ['A: x, z', 'B: y'],
        namedOpen: 3,
      }),
    ).toBe('Complete the mandatory checklist items first: A: x, z; B: y and more');
    expect(
      withProperty({
        count: 1,
        progress: 40,
        mandatoryOpen: 2,
        openMandatoryItems: ['A: x, z'],
        namedOpen: 2,
      }),
    ).toBe('Complete the mandatory checklist items first: A: x, z');
    expect(
      withProperty(
        { count: 1, progress: 40, mandatoryOpen: 0, openMandatoryItems: [] },
        { mode: 'progress', minProgress: 80, language: 'de' },
      ),
    ).toBe('Die Checklisten sind zu 40 % erledigt, dieser Übergang braucht 80 %.');
    expect(
      withProperty(
        { count: 1, progress: 90, mandatoryOpen: 1, openMandatoryItems: ['A: x'] },
        { mode: 'progress', minProgress: 80 },
      ),
    ).toBe(true);
    // A rule saved without configuration: every mandatory item, in English.
    expect(
      withProperty({ count: 1, progress: 0, mandatoryOpen: 1, openMandatoryItems: ['A: x'] }, null),
    ).toBe('Complete the mandatory checklist items first: A: x');
  });
});
