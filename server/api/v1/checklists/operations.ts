/**
 * The checklist operations of /api/v1: the app's schemas (api/checklists/schema.ts) and
 * actions. Every change answers the checklist as its action wrote it (the right to make it was
 * decided in the action's transaction; nothing after the commit refuses it).
 */
import type { RequestContext } from '../../../auth/request-context';
import type { ServiceDeps } from '../../../services/service-deps';
import { presentChecklist, presentChecklistSummary } from '../../../presenters/checklist-presenter';
import { listChecklists } from '../../../services/checklists/list-checklists';
import { readChecklist } from '../../../services/checklists/read-checklist';
import { createChecklist } from '../../../services/checklists/create-checklist';
import { updateChecklist } from '../../../services/checklists/update-checklist';
import { reopenChecklist, skipChecklist } from '../../../services/checklists/skip-reopen-checklist';
import { setChecklistArchived } from '../../../services/checklists/archive-checklist';
import { deleteChecklist } from '../../../services/checklists/delete-checklist';
import * as schema from '../../checklists/schema';
import { operation, type V1Operation } from '../operation';
import { checklist, checklistPage } from './responses';

const current = async (deps: ServiceDeps, ctx: RequestContext, uid: string) =>
  presentChecklist(await readChecklist(deps, ctx, uid));

const archiving = (archived: boolean): V1Operation =>
  operation(
    {
      id: archived ? 'archiveChecklist' : 'unarchiveChecklist',
      method: 'post',
      path: `/checklists/:uid/${archived ? 'archive' : 'unarchive'}`,
      tag: 'Checklists',
      summary: archived ? 'Archive a checklist' : 'Restore an archived checklist',
      description: archived
        ? 'An archived checklist is read-only until it is restored. Repeating it changes nothing.'
        : 'Repeating it changes nothing.',
      params: schema.checklistParams,
      response: checklist,
    },
    async (deps, ctx, { params }) =>
      presentChecklist(await setChecklistArchived(deps, ctx, params.uid, archived)),
  );

export const CHECKLIST_OPERATIONS: V1Operation[] = [
  operation(
    {
      id: 'listChecklists',
      method: 'get',
      path: '/checklists',
      tag: 'Checklists',
      summary: 'List checklists',
      description:
        'Filter by status (`open`: everything not completed, skipped or archived), template, ' +
        'assignee, place or title; sort by `updated` (default), `created`, `title` or `due`.',
      query: schema.listChecklists.query,
      response: checklistPage,
      example: { query: { status: 'open', sort: 'due', perPage: '50' } },
    },
    async (deps, ctx, { query }) => {
      const page = await listChecklists(deps, ctx, query);
      return { ...page, items: page.items.map(presentChecklistSummary) };
    },
  ),
  operation(
    {
      id: 'createChecklist',
      method: 'post',
      path: '/checklists',
      tag: 'Checklists',
      summary: 'Create a checklist',
      description:
        'From a template (`templateUid`: its items are copied), or from a `title` and optional ' +
        '`items`; optionally with a `place`, an `assigneeId` and a `dueDate`.',
      body: schema.createChecklist.body,
      status: 201,
      response: checklist,
      example: {
        body: { templateUid: 'TEMPLATE_UID', title: 'Onboarding: Kim', dueDate: '2026-12-31' },
      },
    },
    async (deps, ctx, { body }) => presentChecklist(await createChecklist(deps, ctx, body)),
  ),
  operation(
    {
      id: 'getChecklist',
      method: 'get',
      path: '/checklists/:uid',
      tag: 'Checklists',
      summary: 'Get a checklist with its items',
      params: schema.checklistParams,
      response: checklist,
    },
    async (deps, ctx, { params }) => current(deps, ctx, params.uid),
  ),
  operation(
    {
      id: 'updateChecklist',
      method: 'patch',
      path: '/checklists/:uid',
      tag: 'Checklists',
      summary: 'Rename a checklist, change its assignee or due date',
      description: 'With the `metaVersion` it was read at; 409 when it changed in between.',
      params: schema.checklistParams,
      body: schema.updateChecklist.body,
      response: checklist,
      example: { body: { title: 'Onboarding: Kim Lee', metaVersion: 1 } },
    },
    async (deps, ctx, { params, body }) =>
      presentChecklist(await updateChecklist(deps, ctx, params.uid, body)),
  ),
  operation(
    {
      id: 'skipChecklist',
      method: 'post',
      path: '/checklists/:uid/skip',
      tag: 'Checklists',
      summary: 'Skip a checklist, with a reason',
      description: 'A skipped checklist is skipped once: 409 when it is already (reopen it first).',
      params: schema.checklistParams,
      body: schema.skipChecklist.body,
      response: checklist,
      example: { body: { reason: 'Not needed for contractors.' } },
    },
    async (deps, ctx, { params, body }) =>
      presentChecklist(await skipChecklist(deps, ctx, params.uid, body.reason)),
  ),
  operation(
    {
      id: 'reopenChecklist',
      method: 'post',
      path: '/checklists/:uid/reopen',
      tag: 'Checklists',
      summary: 'Reopen a completed or skipped checklist',
      params: schema.checklistParams,
      response: checklist,
    },
    async (deps, ctx, { params }) => presentChecklist(await reopenChecklist(deps, ctx, params.uid)),
  ),
  archiving(true),
  archiving(false),
  operation(
    {
      id: 'deleteChecklist',
      method: 'delete',
      path: '/checklists/:uid',
      tag: 'Checklists',
      summary: 'Delete a checklist',
      description: 'Its items, statuses, notes and signatures are gone; its audit log stays.',
      params: schema.checklistParams,
      response: null,
    },
    async (deps, ctx, { params }) => {
      await deleteChecklist(deps, ctx, params.uid);
    },
  ),
];
