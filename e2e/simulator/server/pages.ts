/**
 * Host pages: a Jira issue, a Confluence page, a page for any app module, the site's home.
 * The layout borrows AUI's look; every app module is an iframe that host-sim.ts creates.
 */
import type { SimUser } from '../lib/directory';
import { esc } from './html';
import { STYLE, hostDocument, pageUser } from './host-document';
import type { SiteRuntime } from './context';
import type { Product } from './state';
import type { FrameConfig, HostConfig } from '../browser/host-types';

/** A module iframe of the page: what host-sim.ts hands to connect-host.js. */
export type FrameSpec = FrameConfig;

export interface PageSpec {
  site: SiteRuntime;
  product: Product;
  user: SimUser;
  title: string;
  /** HTML of the page body; frames go into elements whose ids the frames name. */
  body: string;
  frames: FrameSpec[];
  dialogModules: HostConfig['dialogModules'];
  location: HostConfig['location'];
}

export function renderPage(spec: PageSpec): string {
  // What host-sim.ts reads from #sim-config: one type on both sides.
  const config: HostConfig = {
    site: spec.site.name,
    product: spec.product,
    user: pageUser(spec.user),
    frames: spec.frames,
    dialogModules: spec.dialogModules,
    location: spec.location,
  };
  return hostDocument(spec, {
    config,
    stylesheets: ['/vendor/aui/aui-prototyping.css', '/vendor/connect/connect-host.css'],
    style: STYLE,
    scripts: [
      '/vendor/jquery/jquery.min.js',
      '/vendor/aui/aui-prototyping.js',
      '/vendor/connect/connect-host.js',
      '/sim-assets/host-sim.js',
    ],
  });
}

/** Where an app is not installed (or disabled), the host shows nothing of it; we say why. */
export const notInstalled = (product: Product) =>
  `<div class="sim-missing">The Checklists app for ${esc(product)} is not installed on this site (yet). The simulator installs it once the app answers.</div>`;
