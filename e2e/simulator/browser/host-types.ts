/** What the host page is told by the simulator's server, and how connect-host.js calls us. */
/* eslint-disable @typescript-eslint/no-explicit-any -- connect-host.js is an untyped global */

export interface FrameConfig {
  containerId: string;
  addonKey: string;
  moduleKey: string;
  url: string;
  productContext: Record<string, string>;
  fullPage?: boolean;
  height?: string;
  /** Created only when the element with this id is clicked (an issue's activity tab). */
  openedBy?: string;
}

export interface HostConfig {
  site: string;
  product: 'jira' | 'confluence';
  user: { id: string; accountId: string; locale: string; timeZone: string; displayName: string };
  frames: FrameConfig[];
  dialogModules: Record<string, Record<string, { options: Record<string, unknown> }>>;
  location: { target: string; context: Record<string, unknown> };
}

export type XdmCallback = ((...args: unknown[]) => void) & {
  _context?: {
    extension?: {
      addon_key: string;
      key: string;
      options?: {
        productContext?: Record<string, string>;
        isFullPage?: boolean;
        isDialog?: boolean;
      };
    };
  };
};

/** Marks a module method as answering with a promise (connect-host.js reads the flag). */
export const promised = <F extends (...args: any[]) => unknown>(fn: F): F => {
  (fn as any).returnsPromise = true;
  return fn;
};

/** A POST to the simulator's own /sim routes. */
export const postJson = async (url: string, body: unknown) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json() as Promise<Record<string, any>>;
};

/** What Jira and Confluence give every app iframe (`sandbox`). */
export const IFRAME_SANDBOX = [
  'allow-downloads',
  'allow-forms',
  'allow-modals',
  'allow-popups',
  'allow-scripts',
  'allow-same-origin',
  'allow-top-navigation-by-user-activation',
].join(' ');
