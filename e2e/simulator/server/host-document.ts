/**
 * The HTML document every host page is, on the Connect sites (pages.ts) and the Forge site
 * (../forge/forge-page-layout.ts): the look, the top bar, the page's config for its script.
 */
import { USERS, type SimUser } from '../lib/directory';
import { esc, scriptJson } from './html';
import type { SiteRuntime } from './context';

/** The host pages' look (the Forge site adds its own on top). */
export const STYLE = `
body { margin: 0; background: #fff; color: #172B4D; font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif; }
.sim-top { display: flex; align-items: center; gap: 16px; padding: 8px 20px; background: #0C66E4; color: #fff; }
.sim-top a { color: #fff; text-decoration: none; font-weight: 600; }
.sim-top .sim-grow { flex: 1; }
.sim-top select { font-size: 14px; }
.sim-main { max-width: 1100px; margin: 0 auto; padding: 24px 20px 80px; }
.sim-main h1 { font-size: 24px; margin: 4px 0 16px; }
.sim-crumbs { color: #626F86; font-size: 14px; }
.sim-issue { display: grid; grid-template-columns: minmax(0, 1fr) 280px; gap: 32px; }
.sim-section { margin: 24px 0; }
.sim-section h2 { font-size: 16px; margin: 0 0 8px; }
.sim-details dt { color: #626F86; font-size: 12px; margin-top: 12px; }
.sim-details dd { margin: 2px 0 0; }
.sim-module { border: 1px solid #DCDFE4; border-radius: 6px; padding: 4px; }
.sim-list li { margin: 6px 0; }
.sim-note { color: #626F86; font-size: 13px; }
.sim-missing { padding: 12px; background: #FFF7D6; border-radius: 6px; }
.sim-actions { display: flex; gap: 8px; margin: 8px 0; }
.sim-transition-error { padding: 8px 12px; background: #FFECEB; color: #AE2A19; border-radius: 4px; }
.sim-glance { display: flex; width: 100%; justify-content: space-between; align-items: center; margin-top: 16px; padding: 8px 12px; border: 1px solid #DCDFE4; border-radius: 4px; background: #fff; cursor: pointer; font: inherit; }
.sim-glance-panel { margin-top: 8px; }
.sim-actions form { margin: 0; }
.sim-grow { flex: 1; }
.sim-editor-title { width: 100%; box-sizing: border-box; font-size: 24px; font-weight: 600; padding: 6px 8px; margin: 8px 0; border: 1px solid #DCDFE4; border-radius: 4px; }
.sim-editor-body { min-height: 200px; padding: 12px; border: 1px dashed #DCDFE4; border-radius: 6px; }
.sim-macro-placeholder { margin: 12px 0; padding: 8px; border: 2px solid #8590A2; border-radius: 6px; background: #F7F8F9; }
.sim-macro-placeholder-head { display: flex; align-items: center; gap: 8px; margin-bottom: 6px; }
.sim-macro-choices { list-style: none; margin: 0; padding: 0; }
.sim-macro-choice { display: flex; flex-direction: column; align-items: flex-start; gap: 4px; width: 100%; margin: 6px 0; padding: 10px 12px; border: 1px solid #DCDFE4; border-radius: 6px; background: #fff; cursor: pointer; font: inherit; text-align: left; }
.sim-macro-choice:hover { background: #F1F2F4; }
`;

/** The top bar: the site, Jira, Confluence and the user switch. */
export function header(spec: { site: SiteRuntime; user: SimUser }): string {
  const options = USERS.map(
    (u) =>
      `<option value="${esc(u.id)}"${u.id === spec.user.id ? ' selected' : ''}>${esc(u.displayName)}${u.admin ? ' (admin)' : ''} · ${esc(u.locale)}</option>`,
  ).join('');
  return `<div class="sim-top">
  <a href="/">${esc(spec.site.title)}</a>
  <a href="/browse/SIM-1">Jira</a>
  <a href="/wiki/spaces/SIM/pages/10001">Confluence</a>
  <span class="sim-grow"></span>
  <label>Signed in as <select id="sim-user-switch" aria-label="Signed-in user">${options}</select></label>
</div>`;
}

/** The signed-in user as a host page's script is told. */
export const pageUser = (user: SimUser) => ({
  id: user.id,
  accountId: user.accountId,
  locale: user.locale,
  timeZone: user.timeZone,
  displayName: user.displayName,
});

/** What a host page shows. */
export interface HostPage {
  site: SiteRuntime;
  user: SimUser;
  title: string;
  /** HTML of the page body. */
  body: string;
}

/** What a kind of site loads into its host pages. */
export interface HostPageAssets {
  /** What the page's script reads from `#sim-config`. */
  config: unknown;
  stylesheets: string[];
  style: string;
  scripts: string[];
}

export function hostDocument(page: HostPage, assets: HostPageAssets): string {
  const links = assets.stylesheets
    .map((href) => `<link rel="stylesheet" href="${href}">\n`)
    .join('');
  const scripts = assets.scripts.map((src) => `<script src="${src}"></script>\n`).join('');
  return `<!doctype html>
<html lang="${page.user.locale.slice(0, 2)}"><head><meta charset="utf-8">
<title>${esc(page.title)} - ${esc(page.site.title)}</title>
<link rel="icon" href="data:,">
${links}<style>${assets.style}</style>
</head><body>
${header(page)}
<main class="sim-main">${page.body}</main>
<script type="application/json" id="sim-config">${scriptJson(assets.config)}</script>
${scripts}</body></html>`;
}
