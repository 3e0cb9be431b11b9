/** What a Forge host page is told by the simulator's server (forge-host-page.ts → forge-host.ts). */

/** Which module a frame runs and its product context: what getContext answers and a FIT signs. */
export interface ForgeFrameIdentity {
  product: 'jira' | 'confluence';
  moduleKey: string;
  /** The manifest's module type, e.g. `jira:issuePanel`, `macro`. */
  moduleType: string;
  localId: string;
  extension: Record<string, unknown>;
}

export interface ForgeFrameSpec extends ForgeFrameIdentity {
  /** The element the frame goes into. */
  containerId: string;
  resource: string;
  /** Created only once the element with this id is clicked. */
  openedBy?: string;
  /** Initial height (frames then size themselves). */
  height?: string;
  /** `view.createHistory()`'s first pathname (`/<route>` on routed pages, else `/`). */
  historyPath?: string;
  /** The host page's path the route is appended to (module pages), if it follows the route. */
  historyBase?: string;
}

export interface ForgeHostConfig {
  site: string;
  siteUrl: string;
  cloudId: string;
  environmentId: string;
  cdnOrigin: string;
  user: { id: string; accountId: string; locale: string; timeZone: string; displayName: string };
  frames: ForgeFrameSpec[];
  /** The page's own behaviour: `issue` (Jira issue view), `editor` (Confluence), `workflow`. */
  page: { kind: string; data: Record<string, unknown> };
}

/** What Forge's Custom UI frames may do in the host (the iframe `sandbox`). */
export const FORGE_IFRAME_SANDBOX = [
  'allow-downloads',
  'allow-forms',
  'allow-modals',
  'allow-pointer-lock',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
  'allow-same-origin',
  'allow-scripts',
].join(' ');
