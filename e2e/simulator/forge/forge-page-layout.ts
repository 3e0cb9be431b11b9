/**
 * The Forge site's host pages: the same document and look as the Connect sites' (../server/host-document.ts), no
 * connect-host.js; forge-host.js (browser/forge-host.ts) makes the Custom UI frames the page
 * names and answers their bridge calls.
 */
import type { SimUser } from '../lib/directory';
import type { SiteRuntime } from '../server/context';
import { esc } from '../server/html';
import { STYLE, hostDocument, pageUser } from '../server/host-document';
import type { ForgeHost } from './forge-host';
import type { ForgeFrameSpec, ForgeHostConfig } from './browser/forge-types';
import { cloudIdOf, environmentIdOf } from './forge-apps';

const FORGE_STYLE = `
.sim-forge-flags { position: fixed; top: 60px; right: 20px; z-index: 1000; display: flex; flex-direction: column; gap: 8px; width: 360px; }
.sim-forge-flag { padding: 12px 16px; border-radius: 6px; background: #fff; box-shadow: 0 4px 12px rgba(9,30,66,.25); border-left: 4px solid #0C66E4; }
.sim-forge-flag-success { border-left-color: #22A06B; } .sim-forge-flag-error { border-left-color: #C9372C; } .sim-forge-flag-warning { border-left-color: #E2B203; }
.sim-forge-flag p { margin: 4px 0; }
.sim-forge-overlay { position: fixed; inset: 0; background: rgba(9,30,66,.54); z-index: 900; display: flex; align-items: flex-start; justify-content: center; padding-top: 5vh; }
.sim-forge-modal { background: #fff; border-radius: 6px; max-width: 95vw; display: flex; flex-direction: column; box-shadow: 0 8px 24px rgba(9,30,66,.3); }
.sim-forge-modal-head { display: flex; align-items: center; justify-content: space-between; padding: 12px 16px 0; }
.sim-forge-modal-head h2 { margin: 0; font-size: 18px; }
.sim-forge-modal-body { padding: 8px 16px 16px; overflow: auto; }
.sim-context { margin-top: 16px; border: 1px solid #DCDFE4; border-radius: 4px; }
.sim-context > button { display: flex; width: 100%; justify-content: space-between; padding: 8px 12px; border: 0; background: #fff; cursor: pointer; font: inherit; font-weight: 600; }
`;

export interface ForgePageSpec {
  forge: ForgeHost;
  site: SiteRuntime;
  user: SimUser;
  title: string;
  body: string;
  frames: ForgeFrameSpec[];
  page?: ForgeHostConfig['page'];
}

export function renderForgePage(spec: ForgePageSpec): string {
  const config: ForgeHostConfig = {
    site: spec.site.name,
    siteUrl: spec.site.origin,
    cloudId: cloudIdOf(spec.site.name),
    environmentId: environmentIdOf(spec.site.name),
    cdnOrigin: spec.forge.cdnOrigin,
    user: pageUser(spec.user),
    frames: spec.frames,
    page: spec.page ?? { kind: 'plain', data: {} },
  };
  return hostDocument(spec, {
    config,
    stylesheets: ['/vendor/aui/aui-prototyping.css'],
    style: `${STYLE}${FORGE_STYLE}`,
    scripts: ['/sim-assets/forge-host.js'],
  });
}

/** Where a Forge app is not installed (its manifest was not built), the host says so. */
export const forgeNotInstalled = (product: string) =>
  `<div class="sim-missing" data-testid="sim-forge-not-installed">The Checklists Forge app for ${esc(product)} is not installed on this site: build it (npm run build) and restart the simulator.</div>`;
