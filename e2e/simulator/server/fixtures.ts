/**
 * What the simulated sites start with: Jira projects and issues, Confluence spaces and pages.
 * Every site starts from the same fixtures and then changes on its own (jira-data.ts,
 * confluence-data.ts); tenants differ by clientKey.
 */
export interface SimProject {
  id: string;
  key: string;
  name: string;
  /** When set, only these people (simulator ids) and site admins may browse the project. */
  browsers?: readonly string[];
}

export interface SimIssue {
  id: string;
  key: string;
  projectKey: string;
  issueTypeId: string;
  issueTypeName: string;
  summary: string;
  description: string;
  status: string;
}

export interface SimMacro {
  /** Module key of the app's dynamicContentMacros entry. */
  moduleKey: string;
  /** Stable macro instance id, as Confluence gives every macro. */
  id: string;
  params: Record<string, string>;
  /** A Forge macro's config as its config resource submitted it (`view.submit({ config })`). */
  config?: Record<string, unknown>;
}

export interface SimPage {
  id: string;
  spaceKey: string;
  title: string;
  version: number;
  /** Storage-format body; `<macro id="…"/>` marks where a macro renders. */
  body: string;
  macros: SimMacro[];
  /** Account ids; when set, only these people may read (and edit) the page. */
  restrictedTo?: string[];
}

export interface SimSpace {
  id: string;
  key: string;
  name: string;
}

export const PROJECTS: readonly SimProject[] = [
  { id: '10000', key: 'SIM', name: 'Simulation' },
  { id: '10001', key: 'OPS', name: 'Operations' },
  // Bob may not browse People: its issues look to him as if they did not exist.
  { id: '10002', key: 'HR', name: 'People', browsers: ['clara'] },
];

export const ISSUE_TYPES = [
  { id: '10001', name: 'Task' },
  { id: '10002', name: 'Bug' },
  { id: '10003', name: 'Story' },
];

export const ISSUES: readonly SimIssue[] = [
  {
    id: '10001',
    key: 'SIM-1',
    projectKey: 'SIM',
    issueTypeId: '10001',
    issueTypeName: 'Task',
    summary: 'Release 2.4 to production',
    description: 'Ship the November release. Follow the release checklist before deploying.',
    status: 'In Progress',
  },
  {
    id: '10002',
    key: 'SIM-2',
    projectKey: 'SIM',
    issueTypeId: '10002',
    issueTypeName: 'Bug',
    summary: 'Login button misaligned on mobile',
    description: 'The login button overlaps the footer below 360 px.',
    status: 'To Do',
  },
  {
    id: '10003',
    key: 'SIM-3',
    projectKey: 'SIM',
    issueTypeId: '10003',
    issueTypeName: 'Story',
    summary: 'Onboard Dana to the platform team',
    description: 'New team member starts on Monday.',
    status: 'To Do',
  },
  {
    id: '10101',
    key: 'OPS-1',
    projectKey: 'OPS',
    issueTypeId: '10001',
    issueTypeName: 'Task',
    summary: 'Quarterly backup restore test',
    description: 'Restore last night’s backup into staging and verify it.',
    status: 'To Do',
  },
  {
    id: '10201',
    key: 'HR-1',
    projectKey: 'HR',
    issueTypeId: '10001',
    issueTypeName: 'Task',
    summary: 'Salary review for the platform team',
    description: 'Confidential: only the People project may see this.',
    status: 'To Do',
  },
];

export const SPACES: readonly SimSpace[] = [
  { id: '98304', key: 'SIM', name: 'Simulation space' },
  { id: '98305', key: 'TEAM', name: 'Team space' },
];

export const PAGES: readonly SimPage[] = [
  {
    id: '10001',
    spaceKey: 'SIM',
    title: 'Release process',
    version: 3,
    body: '<p>Every release follows this checklist.</p><macro id="6f0b5a8e-1c2d-4e3f-9a0b-releasechk01"/>',
    macros: [{ moduleKey: 'checklist', id: '6f0b5a8e-1c2d-4e3f-9a0b-releasechk01', params: {} }],
  },
  {
    id: '10002',
    spaceKey: 'SIM',
    title: 'Team onboarding',
    version: 1,
    body: '<p>Where every onboarding stands.</p><macro id="2b7c9d10-3e4f-4a5b-8c6d-onboardlist1"/>',
    macros: [
      { moduleKey: 'checklist-list', id: '2b7c9d10-3e4f-4a5b-8c6d-onboardlist1', params: {} },
    ],
  },
  {
    id: '10003',
    spaceKey: 'SIM',
    title: 'Meeting notes',
    version: 2,
    body: [
      '<h2>Before the meeting</h2>',
      '<ul><li>Book a room</li><li>Send the agenda</li></ul>',
      '<h2>Action items</h2>',
      '<ac:task-list><ac:task><ac:task-status>incomplete</ac:task-status><ac:task-body>Write the summary</ac:task-body></ac:task>',
      '<ac:task><ac:task-status>complete</ac:task-status><ac:task-body>Share the slides</ac:task-body></ac:task></ac:task-list>',
    ].join(''),
    macros: [],
  },
];

export const findIssue = (idOrKey: string) =>
  ISSUES.find((i) => i.key === idOrKey || i.id === idOrKey);
export const findSpace = (key: string) => SPACES.find((s) => s.key === key);
export const findProject = (idOrKey: string) =>
  PROJECTS.find((p) => p.key === idOrKey || p.id === idOrKey);
