/**
 * The wire between a Custom UI frame (on the Forge CDN's origin) and the host page: both ends
 * hold a BridgeChannel over `postMessage`. A call is a request with an id answered by a
 * result; functions inside payloads and results (onClose, onConfigure, event callbacks, the
 * history object's methods) cannot be posted, so each end replaces them by `{ __forgeFn: id }`
 * and keeps the function; calling the other end's proxy posts `fn-call` and waits for its
 * `fn-result`. Used by frame-bridge.ts (frame) and forge-bridge-host.ts (host page).
 */
export const NAMESPACE = 'forge-sim-bridge';

export type BridgeMessage =
  | { ns: typeof NAMESPACE; kind: 'call'; id: number; name: string; payload: unknown }
  | { ns: typeof NAMESPACE; kind: 'fn-call'; id: number; fnId: string; args: unknown[] }
  | {
      ns: typeof NAMESPACE;
      kind: 'result';
      id: number;
      ok: boolean;
      value?: unknown;
      error?: string;
    }
  | { ns: typeof NAMESPACE; kind: 'resize'; height: number }
  | { ns: typeof NAMESPACE; kind: 'escape' };

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type AnyFunction = (...args: unknown[]) => unknown;

export const isBridgeMessage = (data: unknown): data is BridgeMessage =>
  typeof data === 'object' && data !== null && (data as { ns?: unknown }).ns === NAMESPACE;

export class BridgeChannel {
  private nextId = 1;
  private nextFn = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly functions = new Map<string, AnyFunction>();

  constructor(
    private readonly post: (message: BridgeMessage) => void,
    /** Answers a `call` from the other end (the host page implements the bridge calls). */
    private readonly onCall: (name: string, payload: unknown) => unknown = () => {
      throw new Error('This end takes no calls.');
    },
    private readonly prefix = 'fn',
  ) {}

  /** Calls `name` on the other end with `payload`; resolves with its (decoded) answer. */
  call(name: string, payload?: unknown): Promise<unknown> {
    return this.request((id) => ({
      ns: NAMESPACE,
      kind: 'call',
      id,
      name,
      payload: this.encode(payload),
    }));
  }

  /** Handles a message from the other end; false if it was not ours. */
  receive(data: unknown): boolean {
    if (!isBridgeMessage(data)) return false;
    if (data.kind === 'result') {
      const pending = this.pending.get(data.id);
      this.pending.delete(data.id);
      if (!pending) return true;
      if (data.ok) pending.resolve(this.decode(data.value));
      else pending.reject(new Error(data.error ?? 'The bridge call failed.'));
    } else if (data.kind === 'call') {
      void this.answer(data.id, () => this.onCall(data.name, this.decode(data.payload)));
    } else if (data.kind === 'fn-call') {
      const fn = this.functions.get(data.fnId);
      void this.answer(data.id, () => {
        if (!fn) throw new Error(`No function ${data.fnId}`);
        return fn(...(this.decode(data.args) as unknown[]));
      });
    }
    return true;
  }

  /** Replaces every function by a reference the other end can call back. */
  encode(value: unknown): unknown {
    if (typeof value === 'function') {
      const fnId = `${this.prefix}-${this.nextFn++}`;
      this.functions.set(fnId, value as AnyFunction);
      return { __forgeFn: fnId };
    }
    if (Array.isArray(value)) return value.map((v) => this.encode(v));
    if (value && typeof value === 'object' && !(value instanceof Date)) {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = this.encode(v);
      return out;
    }
    return value;
  }

  /** Turns the other end's function references into callable proxies. */
  decode(value: unknown): unknown {
    if (Array.isArray(value)) return value.map((v) => this.decode(v));
    if (value && typeof value === 'object') {
      const fnId = (value as { __forgeFn?: unknown }).__forgeFn;
      if (typeof fnId === 'string' && Object.keys(value).length === 1) {
        return (...args: unknown[]) =>
          this.request((id) => ({
            ns: NAMESPACE,
            kind: 'fn-call',
            id,
            fnId,
            args: this.encode(args) as unknown[],
          }));
      }
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = this.decode(v);
      return out;
    }
    return value;
  }

  /** How many functions this end keeps for the other (for tests). */
  get functionCount(): number {
    return this.functions.size;
  }

  private request(message: (id: number) => BridgeMessage): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.post(message(id));
    });
  }

  private async answer(id: number, run: () => unknown): Promise<void> {
    try {
      const value = await run();
      this.post({ ns: NAMESPACE, kind: 'result', id, ok: true, value: this.encode(value) });
    } catch (error) {
      this.post({
        ns: NAMESPACE,
        kind: 'result',
        id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
}
