/**
 * The lists a site's home page shows, on the Connect sites (host-routes.ts) and the Forge site
 * (../forge/forge-module-pages.ts): the Jira issues (also JQL search results, jira-pages.ts)
 * and the Confluence pages the user may read.
 */
import { esc } from './html';
import { permitted, type ConfluenceData } from './confluence-data';
import type { LiveIssue } from './jira-data';

/** `<li>`s linking each issue's view, with its summary and status. */
export const issueListItems = (issues: Iterable<LiveIssue>): string =>
  [...issues]
    .map(
      (i) =>
        `<li><a href="/browse/${esc(i.key)}">${esc(i.key)}</a> ${esc(i.summary)} · ${esc(i.status)}</li>`,
    )
    .join('');

/** `<li>`s linking each page `accountId` may read, with its space and version. */
export const pageListItems = (confluence: ConfluenceData, accountId: string): string =>
  confluence
    .list()
    .filter((p) => permitted(p, accountId))
    .map(
      (p) =>
        `<li><a href="/wiki/spaces/${esc(encodeURIComponent(p.spaceKey))}/pages/${p.id}">${esc(p.title)}</a> <span class="sim-note">${esc(p.spaceKey)} · version ${p.version}</span></li>`,
    )
    .join('');
