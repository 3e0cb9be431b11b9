/**
 * A page exported (`…/pages/:id/export?mode=pdf|word|email|feed`) as Confluence renders it on
 * its server: no iframes, no app scripts. For each macro Confluence GETs the module's render
 * mode URL (`renderModes[mode] ?? renderModes.default`) from the app, signed with the
 * installation's secret (`iss` clientKey, `sub` the viewer, `qsh` for that GET, 3 minutes),
 * and puts the answer's HTML into the document, without scripts or event handlers.
 */
import type { Response } from 'express';
import { signPageToken } from '../lib/host-tokens';
import type { SimUser } from '../lib/directory';
import { findSpace, type SimMacro, type SimPage } from './fixtures';
import { esc } from './html';
import { MACRO_MARKER } from './confluence-data';
import { EXPORT_MODES, findMacroModule, macroContext, type ExportMode } from './confluence-modules';
import { renderModePath, sanitizeExportHtml } from './confluence-export-html';
import type { SimContext, SiteRuntime } from './context';

const TIMEOUT_MS = 10_000;
const STYLE = `
body { margin: 0; color: #172B4D; font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif; }
.sim-export-bar { padding: 8px 20px; background: #F7F8F9; border-bottom: 1px solid #DCDFE4; font-size: 14px; }
.sim-export-bar a { margin-right: 12px; }
main { max-width: 800px; margin: 0 auto; padding: 24px 20px 80px; }
.sim-export-macro { margin: 12px 0; }
.sim-export-error { padding: 8px 12px; background: #FFECEB; color: #AE2A19; border-radius: 4px; }
.sim-note { color: #626F86; font-size: 13px; }`;

/** What a macro contributes to the exported document. */
async function macroOutput(
  sim: SimContext,
  site: SiteRuntime,
  user: SimUser,
  page: SimPage,
  macro: SimMacro,
  mode: ExportMode,
): Promise<string> {
  const tenant = sim.tenant(site.name, 'confluence');
  const module = findMacroModule(sim.descriptor('confluence'), macro.moduleKey);
  if (!tenant || !module)
    return `<p class="sim-note">The app of this macro is not installed on this site.</p>`;
  const context = macroContext(page, findSpace(page.spaceKey), macro.id, mode);
  const template = renderModePath(module, mode, context, macro.params);
  if (template === undefined) return `<p class="sim-note">This macro has no export output</p>`;
  // Like every Connect URL Confluence calls, it carries the person's locale and time zone.
  const path = `${template}${template.includes('?') ? '&' : '?'}loc=${encodeURIComponent(user.locale.replace('_', '-'))}&tz=${encodeURIComponent(user.timeZone)}`;
  const token = signPageToken({
    tenant,
    url: path,
    method: 'GET',
    accountId: user.accountId,
    expiresInSeconds: 180,
  });
  let status = 0;
  let problem = '';
  try {
    const response = await fetch(`${tenant.appBaseUrl.replace(/\/$/, '')}${path}`, {
      headers: { Authorization: `JWT ${token}`, Accept: 'text/html' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = response.status;
    const type = response.headers.get('content-type') ?? '';
    const body = await response.text();
    if (response.ok && /^text\/html\b/i.test(type)) {
      sim.state.record(site.name, 'export', {
        pageId: page.id,
        macroId: macro.id,
        mode,
        path,
        status,
      });
      return sanitizeExportHtml(body);
    }
    problem = response.ok
      ? `answered ${status} with ${type || 'no content type'}, not text/html`
      : `answered ${status}`;
  } catch (error) {
    problem = `could not be reached (${error instanceof Error ? error.message : String(error)})`;
  }
  sim.state.record(site.name, 'export', { pageId: page.id, macroId: macro.id, mode, path, status });
  return `<div class="sim-export-error" role="alert" data-testid="sim-export-error" data-status="${status}">The app ${esc(problem)} for ${esc(path)}</div>`;
}

export async function exportView(
  sim: SimContext,
  site: SiteRuntime,
  user: SimUser,
  page: SimPage,
  modeQuery: unknown,
  res: Response,
): Promise<void> {
  const mode = (
    modeQuery === undefined || modeQuery === '' ? 'pdf' : String(modeQuery)
  ) as ExportMode;
  if (!EXPORT_MODES.includes(mode)) {
    res
      .status(400)
      .type('text')
      .send(`mode is one of ${EXPORT_MODES.join(', ')}`);
    return;
  }
  const outputs = new Map<string, string>();
  await Promise.all(
    page.macros.map(async (macro) =>
      outputs.set(macro.id, await macroOutput(sim, site, user, page, macro, mode)),
    ),
  );
  const body = page.body.replace(MACRO_MARKER, (_all, macroId: string) => {
    const macro = page.macros.find((m) => m.id === macroId);
    if (!macro) return '';
    return `<div class="sim-export-macro" data-testid="sim-export-macro" data-macro-id="${esc(macro.id)}" data-module-key="${esc(macro.moduleKey)}">${outputs.get(macro.id) ?? ''}</div>`;
  });
  const view = `/wiki/spaces/${encodeURIComponent(page.spaceKey)}/pages/${page.id}`;
  const modes = EXPORT_MODES.map((m) => `<a href="${view}/export?mode=${m}">${m}</a>`).join('');
  // A document runs nothing: the policy backs up the sanitising.
  res.set('Content-Security-Policy', "script-src 'none'; frame-src 'none'; object-src 'none'");
  res.type('html').send(`<!doctype html>
<html lang="${user.locale.slice(0, 2)}"><head><meta charset="utf-8">
<title>${esc(page.title)} (${mode}) - ${esc(site.title)}</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head><body>
<div class="sim-export-bar">Export of <a href="${view}" data-testid="sim-export-back">${esc(page.title)}</a> as <strong data-testid="sim-export-mode">${mode}</strong> · ${modes}</div>
<main data-testid="sim-export" data-mode="${mode}">
<h1 data-testid="sim-page-heading">${esc(page.title)}</h1>
<div class="sim-page-body" data-testid="sim-page-body">${body}</div>
</main>
</body></html>`);
}
