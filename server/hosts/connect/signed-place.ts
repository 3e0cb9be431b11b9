/**
 * What a Connect context or session token's `context` claim says about the frame it was made
 * for, as a SignedPlace: `jira.issue.id`, `jira.project.id`, `confluence.content.id` and
 * `confluence.macro.id` (docs/CONNECT.md). Connect signs no macro parameters: those are read
 * from the page as Confluence stores it (services/confluence/macro-view.ts).
 */
import type { SignedPlace } from '../../auth/request-context';
import { idAt, objectOf, type Claims } from '../../lib/claims';

export function connectSignedPlace(context: Claims): SignedPlace {
  const jira = objectOf(context.jira);
  const confluence = objectOf(context.confluence);
  const issueId = idAt(jira, 'issue', 'id');
  const projectId = idAt(jira, 'project', 'id');
  const pageId = idAt(confluence, 'content', 'id');
  const macroId = idAt(confluence, 'macro', 'id');
  return {
    ...(issueId ? { issueId } : {}),
    ...(projectId ? { projectId } : {}),
    ...(pageId ? { pageId } : {}),
    ...(pageId && macroId ? { macro: { moduleKey: null, pageId, macroId, isEditing: false } } : {}),
  };
}
