/**
 * Every write of the API, as the refused-writes matrix (server/api/refused-writes.test.ts)
 * tries it: one line per route, a valid request aimed at targets of a site (refused-writes-
 * world.ts). People try the /api routes, keys the ones that are /api/v1 operations too. Each
 * caller tries a route on acme's targets, which are outside their rights; a caller the route
 * allows (`allowed`, and a site key everywhere: it acts as a site admin) aims it at globex's
 * targets instead, which must look like ids that do not exist. `notFor` names the callers a
 * route does not concern, and why. A new route is one line here (the test fails without it).
 */
import type { HttpMethod } from './api-routes';
import { item, type Targets } from './refused-writes-world';
import { PNG_DATA_URL } from './images';

/** People on /api, keys on /api/v1. */
export type PersonCaller = 'portal' | 'member';
export type KeyCaller = 'readKey' | 'siteKey';
export type Caller = PersonCaller | KeyCaller;

export interface RefusedWrite {
  method: HttpMethod;
  /** The route's pattern, under /api (and /api/v1 where it is an operation there too). */
  pattern: string;
  params?: (s: Targets) => Record<string, string>;
  query?: (s: Targets) => Record<string, string>;
  /** `me`: the caller's own user id, where a route takes it. */
  body?: (s: Targets, me: { uid: string }) => object;
  /** Jira's routes are asked in acme's Jira. */
  product?: 'jira';
  /** Callers who may do this at acme: they aim it at globex's targets (404). */
  allowed?: Caller[];
  /** Callers the route does not concern, and why. */
  notFor?: Partial<Record<Caller, string>>;
}

const checklist = (s: Targets) => ({ uid: s.checklist.uid });
const first = (s: Targets) => ({ uid: s.checklist.uid, itemId: item(s.checklist, 0).id });
const signature = (s: Targets) => ({ uid: s.checklist.uid, itemId: item(s.checklist, 2).id });
const template = (s: Targets) => ({ uid: s.template.uid });
const templateBody = { title: 'Taken over', items: [{ kind: 'task', text: 'Mine now' }] };
const OWN = 'their own: nothing of anyone else to aim at';

/** The writes on /api (people); those that are /api/v1 operations too are tried by keys. */
export const REFUSED_WRITES: RefusedWrite[] = [
  // Items: the checklist's structure, and signatures someone else signed.
  {
    method: 'post',
    pattern: '/checklists/:uid/items',
    params: checklist,
    body: () => ({ kind: 'task', text: 'Added' }),
  },
  {
    method: 'patch',
    pattern: '/checklists/:uid/items/:itemId',
    params: first,
    body: (s) => ({ text: 'Edited', version: item(s.checklist, 0).version }),
  },
  {
    method: 'post',
    pattern: '/checklists/:uid/items/:itemId/move',
    params: first,
    body: (s) => ({ afterItemId: item(s.checklist, 1).id, version: item(s.checklist, 0).version }),
  },
  {
    method: 'delete',
    pattern: '/checklists/:uid/items/:itemId',
    params: first,
    query: (s) => ({ version: String(item(s.checklist, 0).version) }),
  },
  {
    method: 'put',
    pattern: '/checklists/:uid/items/:itemId/signature',
    params: signature,
    body: (s) => ({ image: PNG_DATA_URL, version: item(s.checklist, 2).version }),
  },
  {
    method: 'delete',
    pattern: '/checklists/:uid/items/:itemId/signature',
    params: signature,
    query: (s) => ({ version: String(item(s.checklist, 2).version) }),
  },
  // Checklists.
  {
    method: 'post',
    pattern: '/checklists',
    body: (s) => ({ templateUid: s.template.uid }),
    allowed: ['member'],
  },
  {
    method: 'patch',
    pattern: '/checklists/:uid',
    params: checklist,
    body: (s) => ({ title: 'Renamed', metaVersion: s.checklist.metaVersion }),
  },
  {
    method: 'post',
    pattern: '/checklists/:uid/skip',
    params: checklist,
    body: () => ({ reason: 'Not needed' }),
  },
  { method: 'post', pattern: '/checklists/:uid/reopen', params: checklist },
  {
    method: 'post',
    pattern: '/checklists/:uid/archive',
    params: checklist,
    allowed: ['member'],
  },
  {
    method: 'post',
    pattern: '/checklists/:uid/unarchive',
    params: checklist,
    allowed: ['member'],
  },
  { method: 'delete', pattern: '/checklists/:uid', params: checklist },
  // Share links: whoever may change the checklist's structure, and site admins.
  {
    method: 'post',
    pattern: '/checklists/:uid/shares',
    params: checklist,
    body: () => ({ permission: 'check', label: 'Taken' }),
  },
  {
    method: 'delete',
    pattern: '/checklists/:uid/shares/:shareUid',
    params: (s) => ({ uid: s.checklist.uid, shareUid: s.share }),
  },
  // Templates and their invitations.
  {
    method: 'post',
    pattern: '/templates',
    body: () => templateBody,
    notFor: { member: OWN, siteKey: OWN },
  },
  {
    method: 'put',
    pattern: '/templates/:uid',
    params: template,
    body: (s) => ({ ...templateBody, version: s.template.version }),
  },
  {
    method: 'post',
    pattern: '/templates/:uid/copy',
    params: template,
    allowed: ['member'],
  },
  { method: 'post', pattern: '/templates/:uid/archive', params: template },
  { method: 'post', pattern: '/templates/:uid/unarchive', params: template },
  { method: 'delete', pattern: '/templates/:uid', params: template },
  {
    method: 'post',
    pattern: '/templates/:templateUid/invitations',
    params: (s) => ({ templateUid: s.template.uid }),
    body: () => ({ email: 'mallory@example.com' }),
  },
  {
    method: 'delete',
    pattern: '/templates/:templateUid/invitations/:id',
    params: (s) => ({ templateUid: s.template.uid, id: s.invitation.id }),
  },
  {
    method: 'post',
    pattern: '/portal/invitations/:code/accept',
    params: (s) => ({ code: s.invitation.code }),
    body: (_s, me) => ({ userId: me.uid }),
    notFor: { member: 'only portal users (a Firebase sign-in) accept invitations' },
  },
  {
    method: 'post',
    pattern: '/portal/users',
    notFor: { portal: OWN, member: 'only portal users (a Firebase sign-in) record themselves' },
  },
  {
    method: 'delete',
    pattern: '/portal/account',
    notFor: {
      portal: OWN,
      member:
        'only portal users (a Firebase sign-in) delete a portal account: 401 (account-deletion.test.ts)',
    },
  },
  {
    method: 'post',
    pattern: '/examples/:id/copy',
    params: () => ({ id: 'software-release' }),
    notFor: { member: OWN },
  },
  // The site, and the callers' own things.
  {
    method: 'put',
    pattern: '/settings',
    body: (s) => ({ everyoneEditsChecklists: true, version: s.settingsVersion }),
  },
  {
    method: 'put',
    pattern: '/preferences/:key',
    params: () => ({ key: 'showCheckedTasks' }),
    body: () => ({ value: true }),
    notFor: { portal: OWN, member: OWN },
  },
  {
    method: 'post',
    pattern: '/analytics',
    body: () => ({ events: [{ name: '/web' }] }),
    notFor: { portal: OWN, member: OWN },
  },
  {
    method: 'post',
    pattern: '/apikeys',
    body: () => ({ name: 'Mine', scope: 'write' }),
    notFor: { portal: OWN, member: OWN },
  },
  { method: 'delete', pattern: '/apikeys/:id', params: (s) => ({ id: s.apiKeys.own }) },
  { method: 'post', pattern: '/site/apikeys', body: () => ({ name: 'Site', scope: 'write' }) },
  { method: 'delete', pattern: '/site/apikeys/:id', params: (s) => ({ id: s.apiKeys.site }) },
  // Jira's and Confluence's admin and page writes.
  {
    method: 'put',
    pattern: '/jira/enabled-projects',
    body: () => ({ projectIds: ['10001'], version: 0 }),
    product: 'jira',
  },
  {
    method: 'put',
    pattern: '/jira/projects/:projectId/default-templates/:issueTypeId',
    // Clara administers OPS (10001), not SIM.
    params: () => ({ projectId: '10000', issueTypeId: '10001' }),
    body: (s) => ({ templateUids: [s.template.uid] }),
    product: 'jira',
  },
  {
    method: 'post',
    pattern: '/confluence/macro/restart',
    body: (s) => ({ pageId: s.page.id, macroId: s.page.macroId }),
    allowed: ['member'],
  },
];
