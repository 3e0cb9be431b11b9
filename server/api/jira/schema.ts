/** What the Jira routes take (shared/jira.ts). */
import {
  jiraIdSchema,
  projectSearchQuerySchema,
  updateDefaultTemplatesSchema,
  updateEnabledProjectsSchema,
} from '../../../shared/jira';
import { pathParam } from '../../http/endpoint';

const issueId = pathParam(jiraIdSchema, 'errors.issueNotVisible');
const projectId = pathParam(jiraIdSchema, 'errors.projectNotFound');
const issueTypeId = pathParam(jiraIdSchema, 'errors.issueTypeNotFound');

export const issuePanel = { params: { issueId } };
export const readEnabledProjects = {};
export const updateEnabledProjects = { body: updateEnabledProjectsSchema };
export const searchProjects = { query: projectSearchQuerySchema };
export const readDefaultTemplates = { params: { projectId } };
export const updateDefaultTemplates = {
  params: { projectId, issueTypeId },
  body: updateDefaultTemplatesSchema,
};
