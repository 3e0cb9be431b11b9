import { api } from '../../../lib/api-client';
import { withQuery } from '../../../lib/url';
import type {
  EnabledProjectsDto,
  JiraProjectDto,
  UpdateEnabledProjectsInput,
} from '../../../../shared/jira';

/** GET /api/jira/enabled-projects (site admins). */
export const getEnabledProjects = () => api.get<EnabledProjectsDto>('/jira/enabled-projects');

/** PUT /api/jira/enabled-projects: 409 with `current` when another admin saved first. */
export const saveEnabledProjects = (input: UpdateEnabledProjectsInput) =>
  api.put<EnabledProjectsDto>('/jira/enabled-projects', input);

/** GET /api/jira/projects?query=: the site's projects for the picker. */
export const searchProjects = (query: string) =>
  api.get<JiraProjectDto[]>(withQuery('/jira/projects', { query }));
