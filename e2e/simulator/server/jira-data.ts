/**
 * Jira's data per site, as the simulator plays it: issues (seeded from fixtures.ts, then
 * created, transitioned and deleted), the workflow and its rules (the app's post functions and
 * validators with their stored configurations), and who administers which project.
 */
import { ISSUES, PROJECTS, type SimIssue } from './fixtures';
import type { SimUser } from '../lib/directory';

export interface LiveIssue extends SimIssue {
  created: string;
}

export interface Transition {
  id: string;
  name: string;
  from: string[];
  to: string;
}

/** One workflow for every project: To Do → In Progress → Done, and back. */
export const TRANSITIONS: readonly Transition[] = [
  { id: '11', name: 'Start progress', from: ['To Do'], to: 'In Progress' },
  { id: '31', name: 'Done', from: ['To Do', 'In Progress'], to: 'Done' },
  { id: '41', name: 'Reopen', from: ['Done'], to: 'To Do' },
];
export const WORKFLOW = { id: 10000, name: 'Simulation workflow' };

export interface WorkflowRule {
  id: string;
  transitionId: string;
  kind: 'postFunction' | 'validator';
  /** The app's module key (`complete-checklists`, `checklists-complete-validator`). */
  moduleKey: string;
  /** What the configuration page's onSave returned. */
  config: string;
}

/** Clara administers Operations (OPS) without being a site admin. */
const PROJECT_ADMINS: Record<string, string[]> = { OPS: ['clara'] };

export const isProjectAdmin = (user: SimUser | undefined, projectKey: string) =>
  user !== undefined && (user.admin || (PROJECT_ADMINS[projectKey] ?? []).includes(user.id));

/** Who may browse a project (BROWSE_PROJECTS): everyone, unless it names its browsers. */
export function canBrowse(user: SimUser | undefined, projectKey: string): boolean {
  const browsers = PROJECTS.find((p) => p.key === projectKey)?.browsers;
  return user !== undefined && (!browsers || user.admin || browsers.includes(user.id));
}

export class JiraData {
  readonly issues = new Map<string, LiveIssue>();
  readonly rules: WorkflowRule[] = [];
  private ruleCounter = 0;
  /** While true, the app's calls to Jira REST answer 503. */
  outage = false;

  constructor() {
    for (const issue of ISSUES)
      this.issues.set(issue.id, { ...issue, created: '2026-11-01T09:00:00.000+0000' });
  }

  find(idOrKey: string): LiveIssue | undefined {
    return this.issues.get(idOrKey) ?? [...this.issues.values()].find((i) => i.key === idOrKey);
  }

  create(
    projectKey: string,
    issueTypeId: string,
    issueTypeName: string,
    summary: string,
  ): LiveIssue {
    const project = PROJECTS.find((p) => p.key === projectKey) ?? PROJECTS[0]!;
    const numbers = [...this.issues.values()]
      .filter((i) => i.projectKey === project.key)
      .map((i) => Number(i.key.split('-')[1]));
    const ids = [...this.issues.keys()].map(Number);
    const issue: LiveIssue = {
      id: String(Math.max(20000, ...ids) + 1),
      key: `${project.key}-${Math.max(0, ...numbers) + 1}`,
      projectKey: project.key,
      issueTypeId,
      issueTypeName,
      summary,
      description: '',
      status: 'To Do',
      created: new Date().toISOString().replace('Z', '+0000'),
    };
    this.issues.set(issue.id, issue);
    return issue;
  }

  addRule(rule: Omit<WorkflowRule, 'id'>): WorkflowRule {
    const saved = { ...rule, id: `rule-${++this.ruleCounter}` };
    this.rules.push(saved);
    return saved;
  }

  transitionsOf(issue: LiveIssue): Transition[] {
    return TRANSITIONS.filter((t) => t.from.includes(issue.status));
  }
}
