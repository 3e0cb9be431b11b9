/** Where a checklist lives (zod-free, so the client can import it). */
export const PLACE_KINDS = ['standalone', 'jira_issue', 'confluence_page'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];
