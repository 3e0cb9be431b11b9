/**
 * For tests: a stand-in for Forge's `globalThis.__bridge` (../shared/forge/reference.md, §3)
 * that records every call and answers as the host would.
 */
import type { ForgeContext } from '../host/forge/forge-bridge';

export interface FakeBridge {
  calls: [string, unknown][];
  /** The payloads of every call of `name`, in order. */
  payloads(name: string): unknown[];
  /** Callbacks given to `on`, by event. */
  listeners: Map<string, ((payload: unknown) => void)[]>;
  remove(): void;
}

export type BridgeAnswers = Record<string, (payload: unknown) => unknown>;

export function installFakeBridge(
  context: ForgeContext | null,
  answers: BridgeAnswers = {},
  scope: object = globalThis,
): FakeBridge {
  const calls: [string, unknown][] = [];
  const listeners = new Map<string, ((payload: unknown) => void)[]>();
  const callBridge = (name: string, payload?: unknown): Promise<unknown> => {
    calls.push([name, payload]);
    const answer = answers[name];
    if (answer) return Promise.resolve().then(() => answer(payload));
    if (name === 'getContext') return Promise.resolve(context);
    if (name === 'on') {
      const { event, callback } = payload as { event: string; callback(p: unknown): void };
      listeners.set(event, [...(listeners.get(event) ?? []), callback]);
      return Promise.resolve({
        unsubscribe: () =>
          listeners.set(
            event,
            (listeners.get(event) ?? []).filter((c) => c !== callback),
          ),
      });
    }
    return Promise.resolve(true);
  };
  (scope as { __bridge?: unknown }).__bridge = { callBridge };
  return {
    calls,
    payloads: (name) => calls.filter(([n]) => n === name).map(([, p]) => p),
    listeners,
    remove: () => {
      delete (scope as { __bridge?: unknown }).__bridge;
    },
  };
}
