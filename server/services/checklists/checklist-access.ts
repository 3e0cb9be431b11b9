/** What the policy rules need to know of a checklist, read from the database. */
import type { Repositories } from '../../db/unit-of-work';
import type { ChecklistRow } from '../../db/repositories/checklists-repository';
import type { ChecklistAccess } from '../../policies/checklist-policy';
import type { TemplateManagers } from '../../policies/callers';

/** Owner and editors of the checklist's template; null without one (or once deleted). */
export async function templateManagersOf(
  repos: Repositories,
  tenantKey: string,
  templateUid: string | null,
): Promise<TemplateManagers | null> {
  if (templateUid === null) return null;
  return (await repos.templates.ownership(tenantKey, [templateUid])).get(templateUid) ?? null;
}

/**
 * Whether the site lets every member change checklists' structure. Read straight from the
 * stored document (the flag alone, no full settings validation): list pages ask on every call.
 */
export async function everyoneEdits(repos: Repositories, tenantKey: string): Promise<boolean> {
  const stored = (await repos.settings.peek(tenantKey))?.settings as
    { everyoneEditsChecklists?: unknown } | undefined;
  return stored?.everyoneEditsChecklists === true;
}

export function accessOf(
  row: ChecklistRow,
  templateManagers: TemplateManagers | null,
  siteLetsEveryoneEdit: boolean,
): ChecklistAccess {
  return {
    uid: row.uid,
    createdBy: row.created_by,
    assigneeId: row.assignee_id,
    archived: row.archived_at !== null,
    templateUid: row.template_uid,
    templateManagers,
    everyoneEdits: siteLetsEveryoneEdit,
  };
}

export async function checklistAccess(
  repos: Repositories,
  row: ChecklistRow,
): Promise<ChecklistAccess> {
  const [managers, everyone] = await Promise.all([
    templateManagersOf(repos, row.tenant_key, row.template_uid),
    everyoneEdits(repos, row.tenant_key),
  ]);
  return accessOf(row, managers, everyone);
}
