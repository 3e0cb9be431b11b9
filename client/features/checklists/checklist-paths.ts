/**
 * Where a checklist opened in the overview belongs: the list it was opened from (a template's
 * checklists under `templates/:templateUid/instances/…`, otherwise all checklists). The
 * portal's overview has no list of all checklists (spec §2): there it is the checklist's
 * template's list, or the templates.
 */
export function checklistListPath(
  base: string,
  routeTemplateUid: string | undefined,
  checklistTemplateUid: string | null | undefined,
): string {
  if (routeTemplateUid) return `${base}/templates/${routeTemplateUid}/instances`;
  if (!base.startsWith('/web')) return `${base}/instances`;
  return checklistTemplateUid
    ? `${base}/templates/${checklistTemplateUid}/instances`
    : `${base}/templates`;
}

/** A checklist's audit log, under the same list the checklist was opened from. */
export function checklistAuditLogPath(
  base: string,
  routeTemplateUid: string | undefined,
  uid: string,
): string {
  return routeTemplateUid
    ? `${base}/templates/${routeTemplateUid}/instances/auditlog/${uid}`
    : `${base}/instances/auditlog/${uid}`;
}

/** A checklist's own screen, under the same list it was opened from. */
export function checklistViewPath(
  base: string,
  routeTemplateUid: string | undefined,
  uid: string,
): string {
  return routeTemplateUid
    ? `${base}/templates/${routeTemplateUid}/instances/${uid}`
    : `${base}/instances/${uid}`;
}
