/**
 * Forge's Custom UI bridge as @forge/bridge 7.2 calls it (../shared/forge/reference.md, §3):
 * `globalThis.__bridge.callBridge(name, payload)`, defined by the script Forge (or the
 * simulator) puts first in the resource's index.html. The packages themselves
 * (@forge/bridge, @forge/jira-bridge, @forge/confluence-bridge) are devDependencies only:
 * their CommonJS index would add about 32 KB gzip to the light entries, so these are the few
 * calls we make, and forge-bridge-contract.test.ts proves each one is the call the real
 * package makes. Functions in payloads (onClose, callbacks) are passed as they are; the host
 * proxies them.
 */

/** What `view.getContext()` answers; only the fields the app reads are named. */
export interface ForgeContext {
  accountId?: string;
  cloudId?: string;
  siteUrl?: string;
  localId?: string;
  locale?: string;
  moduleKey: string;
  environmentType?: string;
  extension?: ForgeExtension;
}

/** `context.extension`: what the module is about (issue, page, macro config, modal…). */
export interface ForgeExtension {
  type?: string;
  entryPoint?: string;
  isEditing?: boolean;
  issue?: { id?: string | number; key?: string; type?: unknown; typeId?: string | number };
  issueType?: { id?: string | number };
  project?: { id?: string | number; key?: string };
  content?: { id?: string | number; version?: string | number };
  space?: { key?: string; id?: string | number };
  config?: Record<string, unknown> | string;
  postFunctionId?: string;
  postFunctionConfig?: unknown;
  validatorId?: string;
  validatorConfig?: unknown;
  /** Inside a `Modal` we opened: the `context` we gave it. */
  modal?: { screen?: string; customData?: Record<string, unknown> } & Record<string, unknown>;
  [field: string]: unknown;
}

export type CallBridge = (name: string, payload?: unknown) => Promise<unknown>;

export class ForgeBridgeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ForgeBridgeError';
  }
}

/** The bridge the page was given; null when there is none (not inside Forge). */
export function findCallBridge(scope: object = globalThis): CallBridge | null {
  const bridge = (scope as { __bridge?: { callBridge?: unknown } }).__bridge;
  return bridge && typeof bridge.callBridge === 'function'
    ? (bridge.callBridge.bind(bridge) as CallBridge)
    : null;
}

/** The calls of @forge/bridge we use, on one `callBridge`. */
export interface ForgeBridge {
  call: CallBridge;
  getContext(): Promise<ForgeContext>;
  /** `view.submit`, `view.close`, `router.*`, `Modal.open`: a `false` answer is a failure. */
  command(name: string, payload?: unknown): Promise<void>;
}

export function forgeBridge(call: CallBridge): ForgeBridge {
  return {
    call,
    getContext: async () => {
      const context = (await call('getContext')) as ForgeContext | null | undefined;
      if (!context || typeof context !== 'object') throw new ForgeBridgeError('no Forge context');
      return context;
    },
    command: async (name, payload) => {
      const answer = await call(name, payload);
      if (answer === false) throw new ForgeBridgeError(`the host refused ${name}`);
    },
  };
}
