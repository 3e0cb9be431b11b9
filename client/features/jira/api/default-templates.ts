import { api } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';
import type { DefaultTemplatesDto } from '../../../../shared/jira';

/** GET /api/jira/projects/:projectId/default-templates (the project's admins). */
export const getDefaultTemplates = (projectId: string) =>
  api.get<DefaultTemplatesDto>(apiPath`/jira/projects/${projectId}/default-templates`);

/** PUT …/default-templates/:issueTypeId: the issue type's templates, in order ([] removes them). */
export const saveDefaultTemplates = (
  projectId: string,
  issueTypeId: string,
  templateUids: string[],
) =>
  api.put<DefaultTemplatesDto>(
    apiPath`/jira/projects/${projectId}/default-templates/${issueTypeId}`,
    { templateUids },
  );
