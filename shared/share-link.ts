/** How a share link's page calls the API (docs/SHARING.md); zod-free, the client imports it. */
/** The `Authorization` scheme of a share link's calls: `Share <shareUid>`. */
export const SHARE_AUTH_SCHEME = 'Share';
/** The visitor's name on a `check` link's calls (URI-encoded, as headers are Latin-1). */
export const SHARE_VISITOR_HEADER = 'X-Share-Visitor';
/** Where the share page keeps the name the visitor gave (asked once per browser). */
export const SHARE_VISITOR_STORAGE_KEY = 'checklists.shareVisitor';
