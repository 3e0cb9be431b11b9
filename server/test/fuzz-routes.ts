/**
 * Every write route of the API as the fuzz test drives it (server/api/fuzz.test.ts): per route
 * a valid request on the fuzz world (fuzz-world.ts) and the kind of each field in it. The
 * checklist and item routes are in fuzz-routes-checklists.ts; the rest are here.
 */
import { templateBody, templateFields, text, version, type FuzzRoute } from './fuzz-payloads';
import {
  FUZZ_CHECKLIST_ROUTES,
  FUZZ_ITEM_ROUTES,
  FUZZ_SHARE_ROUTES,
} from './fuzz-routes-checklists';
import { FUZZ_API_KEY_ROUTES } from './fuzz-routes-api-keys';
import type { FuzzWorld } from './fuzz-world';
import { ITEM_STATUS_CATEGORIES } from '../../shared/settings';
import { VERSION_MAX } from '../../shared/constants';

const status = { id: 'review', name: 'Review', colour: '#36B37E', category: 'open' };

const foreignTemplate = (w: FuzzWorld) => ({ uid: [w.foreign.template.uid, w.open.uid] });

const JIRA_ROUTES: FuzzRoute[] = [
  {
    product: 'jira',
    method: 'put',
    pattern: '/jira/enabled-projects',
    params: () => ({}),
    // The valid request runs once, last: the site has never saved (version 0) until then.
    body: () => ({ projectIds: ['10001'], version: 0 }),
    fields: {
      projectIds: { kind: 'array', max: 500, item: '10001' },
      'projectIds.0': { kind: 'pattern' },
      version: { kind: 'int', min: 0, max: VERSION_MAX },
    },
    wrongValues: () => ({ projectIds: [['99999'], ['10001', '99999']], version: [1, 7] }),
  },
  {
    product: 'jira',
    method: 'put',
    pattern: '/jira/projects/:projectId/default-templates/:issueTypeId',
    params: () => ({ projectId: '10000', issueTypeId: '10001' }),
    foreignIds: () => ({ projectId: ['99999', '0'], issueTypeId: ['99999', '0'] }),
    body: (w) => ({ templateUids: [w.jiraTemplate.uid] }),
    fields: {
      templateUids: { kind: 'array', max: 50, item: 'abcdefghijklmnop' },
      'templateUids.0': { kind: 'pattern' },
    },
    wrongValues: (w) => ({
      templateUids: [[w.template.uid], [w.foreign.template.uid], ['abcdefghijklmnop']],
    }),
  },
];

const CONFLUENCE_ROUTES: FuzzRoute[] = [
  {
    method: 'post',
    pattern: '/confluence/macro/restart',
    params: () => ({}),
    // The valid request runs once, last: the macro's checklist was deleted until then.
    body: (w) => ({ pageId: w.page.id, macroId: w.page.macroId }),
    fields: { pageId: { kind: 'pattern' }, macroId: { kind: 'pattern' } },
    wrongValues: () => ({ pageId: ['99999', '10002'], macroId: ['other-macro'] }),
  },
];

/** Invitations to the portal (docs/PORTAL.md); the portal's own sign-in calls: portal-fuzz.test.ts. */
const INVITATION_ROUTES: FuzzRoute[] = [
  {
    method: 'post',
    pattern: '/templates/:templateUid/invitations',
    params: (w) => ({ templateUid: w.template.uid }),
    foreignIds: (w) => ({ templateUid: foreignTemplate(w).uid }),
    body: () => ({ email: 'dana@example.com' }),
    fields: { email: { kind: 'pattern' } },
    wrongValues: () => ({ email: ['dana', 'dana@', '@example.com', `${'x'.repeat(320)}@a.de`] }),
  },
  {
    method: 'delete',
    pattern: '/templates/:templateUid/invitations/:id',
    params: (w) => ({ templateUid: w.template.uid, id: w.invitation }),
    foreignIds: (w) => ({
      templateUid: foreignTemplate(w).uid,
      id: [w.template.uid, w.open.uid, w.apiKeys.own],
    }),
  },
];

export const FUZZ_ROUTES: FuzzRoute[] = [
  ...FUZZ_ITEM_ROUTES,
  ...INVITATION_ROUTES,
  ...JIRA_ROUTES,
  ...CONFLUENCE_ROUTES,
  {
    method: 'put',
    pattern: '/settings',
    params: () => ({}),
    body: (w) => ({
      customTaskStatuses: [status],
      showCustomTaskStatus: true,
      allowPublicShareLinks: false,
      everyoneEditsChecklists: true,
      defaultLanguage: 'de',
      version: w.settingsVersion,
    }),
    fields: {
      customTaskStatuses: { kind: 'array', max: 20, item: status },
      'customTaskStatuses.0': { kind: 'object', strict: false, valid: status },
      'customTaskStatuses.0.id': { kind: 'pattern' },
      'customTaskStatuses.0.name': text(40, 1),
      'customTaskStatuses.0.colour': { kind: 'pattern' },
      'customTaskStatuses.0.category': { kind: 'enum', values: ITEM_STATUS_CATEGORIES },
      showCustomTaskStatus: { kind: 'bool' },
      allowPublicShareLinks: { kind: 'bool' },
      everyoneEditsChecklists: { kind: 'bool' },
      defaultLanguage: { kind: 'enum', values: ['en', 'de'], nullable: true },
      version: { kind: 'int', min: 0, max: VERSION_MAX },
    },
    wrongValues: (w) => ({
      customTaskStatuses: [[status, status]],
      'customTaskStatuses.0.id': ['open', 'done'],
      version: [w.settingsVersion + 1],
    }),
  },
  {
    method: 'put',
    pattern: '/preferences/:key',
    params: () => ({ key: 'showCheckedTasks' }),
    foreignIds: () => ({ key: ['nope', '__proto__', 'constructor', 'hasOwnProperty'] }),
    body: () => ({ value: true }),
    fields: { value: { kind: 'bool' } },
  },
  {
    method: 'post',
    pattern: '/analytics',
    params: () => ({}),
    body: () => ({ events: [{ name: '/web/checklist-overview' }] }),
    fields: {
      events: { kind: 'array', min: 1, max: 50, item: { name: '/web' } },
      'events.0': { kind: 'object', strict: true, valid: { name: '/web' } },
      'events.0.name': { kind: 'pattern' },
    },
    wrongValues: () => ({ 'events.0.name': ['web', '/web?x=1', '/web/😀', `/${'x'.repeat(200)}`] }),
  },
  {
    method: 'post',
    pattern: '/templates',
    params: () => ({}),
    body: templateBody,
    fields: templateFields,
    wrongValues: () => ({ 'editorIds.0': ['557058:nobody'] }),
  },
  {
    method: 'put',
    pattern: '/templates/:uid',
    params: (w) => ({ uid: w.template.uid }),
    foreignIds: foreignTemplate,
    body: () => ({ ...templateBody(), version: 1 }),
    fields: { ...templateFields, version },
    wrongValues: () => ({ 'editorIds.0': ['557058:nobody'], version: [2] }),
  },
  ...(['copy', 'archive', 'unarchive'] as const).map((action): FuzzRoute => ({
    method: 'post',
    pattern: `/templates/:uid/${action}`,
    params: (w) => ({ uid: w.template.uid }),
    foreignIds: foreignTemplate,
  })),
  {
    method: 'delete',
    pattern: '/templates/:uid',
    params: (w) => ({ uid: w.template.uid }),
    foreignIds: foreignTemplate,
  },
  {
    method: 'post',
    pattern: '/examples/:id/copy',
    params: () => ({ id: 'software-release' }),
    foreignIds: () => ({ id: ['nope', 'Software-Release', '__proto__', 'constructor'] }),
  },
  ...FUZZ_CHECKLIST_ROUTES,
  ...FUZZ_API_KEY_ROUTES,
  ...FUZZ_SHARE_ROUTES,
];
