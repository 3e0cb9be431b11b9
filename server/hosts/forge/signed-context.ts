/**
 * What the signed product context of a Forge call says about where it comes from
 * (docs/FORGE.md), as a SignedPlace. Under Forge the issue, the page, the macro and its
 * configuration are read from the invocation token's `context` (Atlassian signs it), never
 * from what the browser sends: `context.extension.content.id` is the page, `context.localId`
 * the macro on it, `context.extension.config` what the macro's config resource submitted
 * (`view.submit({ config })`), `context.moduleKey` the macro's module,
 * `context.extension.issue.id` and `…project.id` the issue panel's issue and project.
 */
import type { SignedMacro, SignedPlace } from '../../auth/request-context';
import { idAt, idOf, objectOf, type Claims } from '../../lib/claims';

function macroOf(context: Claims, extension: Claims, pageId: string): SignedMacro | undefined {
  const macroId = idOf(context.localId);
  if (!macroId) return undefined;
  const parameters = Object.fromEntries(
    Object.entries(objectOf(extension.config) ?? {}).flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value]] : [],
    ),
  );
  return {
    moduleKey: typeof context.moduleKey === 'string' ? context.moduleKey : null,
    pageId,
    macroId,
    parameters,
    isEditing: extension.isEditing === true,
  };
}

/** The place a verified Forge call's signed context names. */
export function forgeSignedPlace(context: Claims): SignedPlace {
  const extension = objectOf(context.extension);
  if (!extension) return {};
  const pageId = idAt(extension, 'content', 'id');
  const issueId = idAt(extension, 'issue', 'id');
  const projectId = idAt(extension, 'project', 'id');
  const macro = pageId ? macroOf(context, extension, pageId) : undefined;
  return {
    ...(issueId ? { issueId } : {}),
    ...(projectId ? { projectId } : {}),
    ...(pageId ? { pageId } : {}),
    ...(macro ? { macro } : {}),
  };
}
