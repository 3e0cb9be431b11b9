/**
 * The part of the feature strings the light entries (the Jira issue panel, the Confluence
 * macro, the share page) show before "All actions": its own files (`en.light.json`, `de.light.json`, written
 * by `node --import tsx scripts/write-light-strings.ts`), 2.6 KB gzip instead of the 9 KB of
 * every feature screen's strings (docs/PERFORMANCE.md). Whole namespaces, so a key built at
 * run time (`itemStatus.${status}`) is there too; locales.test.ts checks the files are current
 * and that the light modules use no other namespace of the feature strings.
 */
export const LIGHT_NAMESPACES = [
  'light',
  'issuePanel',
  'itemStatus',
  'itemKinds',
  'checklistStatus',
  'counts',
  'checklist',
  'macro',
  // The share page (client/embedded/share-main.tsx), a light entry too.
  'share',
] as const;

export const lightStrings = (features: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(LIGHT_NAMESPACES.map((namespace) => [namespace, features[namespace]]));
