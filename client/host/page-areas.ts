/**
 * The page modules that keep their route in the host URL (page-history.ts), by where their
 * routes start. Small on purpose: the entry uses it to decide whether to load the rest.
 */
/** Where each page module's routes start; a state is a path below one of these. */
export const PAGE_AREAS = [
  '/confluence/pages',
  '/confluence/admin',
  '/jira/pages',
  '/jira/admin',
  '/jira/adminEnabledProjects',
] as const;

export type PageArea = (typeof PAGE_AREAS)[number];

export const inArea = (area: PageArea, pathname: string) =>
  pathname === area || pathname.startsWith(`${area}/`);

/** The page area of the route a frame starts on; null outside page modules. */
export function pageAreaOf(pathname: string): PageArea | null {
  return PAGE_AREAS.find((area) => inArea(area, pathname)) ?? null;
}
