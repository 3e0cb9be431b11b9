/**
 * The host page's end of the Custom UI bridge: it makes each Forge frame (the resource on the
 * Forge CDN, `sandbox` as Forge sets it), keeps a BridgeChannel per frame and answers the bridge
 * calls in forge-bridge-calls.ts. A message is taken only from a frame's own window and the
 * CDN's origin.
 */
import { BridgeChannel, isBridgeMessage } from './bridge-channel';
import { FORGE_IFRAME_SANDBOX, type ForgeFrameSpec, type ForgeHostConfig } from './forge-types';

type Fn = (...args: unknown[]) => unknown;

export interface HostFrame {
  spec: ForgeFrameSpec;
  iframe: HTMLIFrameElement;
  channel: BridgeChannel;
  /** `view.submit(payload)`: a macro config stores it; a modal closes with it. */
  onSubmit?: (payload: unknown) => unknown;
  /** `view.close(payload)`: a modal (or a macro config) closes. */
  onClose?: (payload: unknown) => unknown;
  /** `workflowRules.onConfigure(fn)`: the workflow editor asks it for the rule's configuration. */
  onConfigure?: Fn;
  /** Escape pressed inside the frame (a modal closes). */
  onEscape?: () => unknown;
  /** Frames size themselves (iframe-resizer) unless the container fixes the size. */
  autoSize: boolean;
}

export type BridgeCall = (frame: HostFrame, payload: unknown) => unknown;

export interface SimRecorder {
  bridgeCalls: { moduleKey: string; name: string }[];
  unsupported: string[];
  flags: unknown[];
  navigations: unknown[];
  [key: string]: unknown;
}

export class ForgeBridgeHost {
  readonly frames: HostFrame[] = [];
  private calls: Record<string, BridgeCall> = {};
  private counter = 0;

  constructor(
    readonly config: ForgeHostConfig,
    readonly sim: SimRecorder,
  ) {
    window.addEventListener('message', (event) => this.onMessage(event));
  }

  setCalls(calls: Record<string, BridgeCall>): void {
    this.calls = calls;
  }

  /** The resource's URL on the Forge CDN, with the host page's origin for the bridge. */
  resourceUrl(spec: ForgeFrameSpec): string {
    const query = new URLSearchParams({ host: window.location.origin, frame: spec.localId });
    return `${this.config.cdnOrigin}/${spec.product}/${encodeURIComponent(spec.resource)}/index.html?${query.toString()}`;
  }

  createFrame(
    spec: ForgeFrameSpec,
    container: HTMLElement,
    options: Partial<Pick<HostFrame, 'onSubmit' | 'onClose' | 'onEscape' | 'autoSize'>> = {},
  ): HostFrame {
    const iframe = document.createElement('iframe');
    iframe.src = this.resourceUrl(spec);
    iframe.setAttribute('sandbox', FORGE_IFRAME_SANDBOX);
    iframe.name = `forge-frame-${++this.counter}`;
    iframe.title = spec.moduleKey;
    iframe.dataset.moduleKey = spec.moduleKey;
    iframe.dataset.localId = spec.localId;
    iframe.className = 'sim-forge-frame';
    iframe.style.width = '100%';
    iframe.style.border = '0';
    iframe.style.display = 'block';
    iframe.style.height = options.autoSize === false ? '100%' : (spec.height ?? '150px');
    const frame: HostFrame = {
      spec,
      iframe,
      autoSize: options.autoSize ?? true,
      channel: new BridgeChannel(
        (message) => iframe.contentWindow?.postMessage(message, this.config.cdnOrigin),
        (name, payload) => this.handle(frame, name, payload),
        `host${this.counter}`,
      ),
      ...(options.onSubmit ? { onSubmit: options.onSubmit } : {}),
      ...(options.onClose ? { onClose: options.onClose } : {}),
      ...(options.onEscape ? { onEscape: options.onEscape } : {}),
    };
    this.frames.push(frame);
    container.append(iframe);
    return frame;
  }

  removeFrame(frame: HostFrame): void {
    frame.iframe.remove();
    const at = this.frames.indexOf(frame);
    if (at >= 0) this.frames.splice(at, 1);
  }

  /** Sets a frame's height (iframe-resizer, `setMacroViewportHeight`). */
  resize(frame: HostFrame, height: number): void {
    if (frame.autoSize && Number.isFinite(height) && height > 0)
      frame.iframe.style.height = `${Math.ceil(height)}px`;
  }

  private onMessage(event: MessageEvent): void {
    if (event.origin !== this.config.cdnOrigin || !isBridgeMessage(event.data)) return;
    const frame = this.frames.find((f) => f.iframe.contentWindow === event.source);
    if (!frame) return;
    if (event.data.kind === 'resize') this.resize(frame, event.data.height);
    else if (event.data.kind === 'escape') frame.onEscape?.();
    else frame.channel.receive(event.data);
  }

  private handle(frame: HostFrame, name: string, payload: unknown): unknown {
    this.sim.bridgeCalls.push({ moduleKey: frame.spec.moduleKey, name });
    const call = this.calls[name];
    if (!call) {
      this.sim.unsupported.push(name);
      throw new Error(`The simulator does not implement the bridge call "${name}".`);
    }
    return call(frame, payload);
  }
}
