/** The template operations of /api/v1: the app's schemas (api/templates/schema.ts) and actions. */
import { presentTemplate, presentTemplateSummary } from '../../../presenters/template-presenter';
import { listTemplates, readTemplate } from '../../../services/templates/read-templates';
import { createTemplate } from '../../../services/templates/create-template';
import { updateTemplate } from '../../../services/templates/update-template';
import { copyTemplate } from '../../../services/templates/copy-template';
import {
  deleteTemplate,
  setTemplateArchived,
} from '../../../services/templates/archive-delete-template';
import * as schema from '../../templates/schema';
import { operation, type V1Operation } from '../operation';
import { template, templateList } from './responses';

const onboarding = {
  title: 'Onboarding',
  description: 'What every new colleague gets in their first week.',
  tags: ['hr'],
  items: [
    { kind: 'heading', text: 'Day one' },
    { kind: 'task', text: 'Laptop and accounts', mandatory: true },
    { kind: 'task', text: 'Meet the team', dueOffsetDays: 2 },
  ],
};

const archiving = (archived: boolean): V1Operation =>
  operation(
    {
      id: archived ? 'archiveTemplate' : 'unarchiveTemplate',
      method: 'post',
      path: `/templates/:uid/${archived ? 'archive' : 'unarchive'}`,
      tag: 'Templates',
      summary: archived ? 'Archive a template' : 'Restore an archived template',
      description: archived
        ? 'An archived template makes no new checklists; its checklists stay. Repeating it changes nothing.'
        : 'Repeating it changes nothing.',
      params: schema.templateParams,
      response: template,
    },
    async (deps, ctx, { params }) =>
      presentTemplate(await setTemplateArchived(deps, ctx, params.uid, archived)),
  );

export const TEMPLATE_OPERATIONS: V1Operation[] = [
  operation(
    {
      id: 'listTemplates',
      method: 'get',
      path: '/templates',
      tag: 'Templates',
      summary: 'List templates',
      description: 'Active templates by default (`archived=true` for the archived ones).',
      query: schema.listTemplates.query,
      response: templateList,
      example: { query: { search: 'onboarding', perPage: '20' } },
    },
    async (deps, ctx, { query }) => {
      const page = await listTemplates(deps, ctx, query);
      return { ...page, items: page.items.map(presentTemplateSummary) };
    },
  ),
  operation(
    {
      id: 'createTemplate',
      method: 'post',
      path: '/templates',
      tag: 'Templates',
      summary: 'Create a template',
      description: "The key's owner owns it (a site key owns it as `apikey:<key id>`).",
      body: schema.createTemplate.body,
      status: 201,
      response: template,
      example: { body: onboarding },
    },
    async (deps, ctx, { body }) => presentTemplate(await createTemplate(deps, ctx, body)),
  ),
  operation(
    {
      id: 'getTemplate',
      method: 'get',
      path: '/templates/:uid',
      tag: 'Templates',
      summary: 'Get a template with its items',
      params: schema.templateParams,
      response: template,
    },
    async (deps, ctx, { params }) => presentTemplate(await readTemplate(deps, ctx, params.uid)),
  ),
  operation(
    {
      id: 'updateTemplate',
      method: 'put',
      path: '/templates/:uid',
      tag: 'Templates',
      summary: 'Replace a template',
      description:
        'The whole template and the `version` it was read at; 409 when it was saved in between. ' +
        'Checklists made from it keep their items.',
      params: schema.templateParams,
      body: schema.updateTemplate.body,
      response: template,
      example: { body: { ...onboarding, version: 1 } },
    },
    async (deps, ctx, { params, body }) =>
      presentTemplate(await updateTemplate(deps, ctx, params.uid, body)),
  ),
  operation(
    {
      id: 'copyTemplate',
      method: 'post',
      path: '/templates/:uid/copy',
      tag: 'Templates',
      summary: 'Copy a template',
      params: schema.templateParams,
      status: 201,
      response: template,
    },
    async (deps, ctx, { params }) => presentTemplate(await copyTemplate(deps, ctx, params.uid)),
  ),
  archiving(true),
  archiving(false),
  operation(
    {
      id: 'deleteTemplate',
      method: 'delete',
      path: '/templates/:uid',
      tag: 'Templates',
      summary: 'Delete a template',
      description: 'Its checklists stay, with their items and history.',
      params: schema.templateParams,
      response: null,
    },
    async (deps, ctx, { params }) => {
      await deleteTemplate(deps, ctx, params.uid);
    },
  ),
];
