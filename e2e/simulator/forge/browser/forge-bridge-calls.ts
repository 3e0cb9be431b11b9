/**
 * The bridge calls the simulator's Forge host answers (reference §3): the context, the
 * remote (invoke, fetchRemote: the simulator's server signs and forwards), view (submit,
 * close, refresh), Modal, router (navigate/open/getUrl/reload), flags, events between the
 * page's frames, the workflow rule callback, macro viewport height, history; the rest
 * (theming, frame dispatch, ready events, window title) answer harmlessly.
 */
import { closeFlag, openModalShell, showFlag, type ForgeFlag } from './forge-host-ui';
import type { BridgeCall, ForgeBridgeHost, HostFrame } from './forge-bridge-host';
import type { ForgeFrameIdentity } from './forge-types';
import { createHostHistory } from './forge-history';

type Fn = (...args: unknown[]) => unknown;
type Payload = Record<string, unknown>;
const obj = (value: unknown): Payload =>
  value && typeof value === 'object' ? (value as Payload) : {};

const postJson = async (url: string, body: unknown): Promise<Payload> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return obj(await response.json().catch(() => ({})));
};

const identity = (frame: HostFrame): ForgeFrameIdentity => ({
  product: frame.spec.product,
  moduleKey: frame.spec.moduleKey,
  moduleType: frame.spec.moduleType,
  localId: frame.spec.localId,
  extension: frame.spec.extension,
});

export function bridgeCalls(host: ForgeBridgeHost): Record<string, BridgeCall> {
  const { config, sim } = host;
  const listeners = new Map<string, Set<{ frame: HostFrame; callback: Fn }>>();

  const subscribe: BridgeCall = (frame, payload) => {
    const { event, callback } = obj(payload) as { event?: string; callback?: Fn };
    if (!event || typeof callback !== 'function') throw new Error('on: event and callback');
    const entry = { frame, callback };
    const set = listeners.get(event) ?? new Set();
    set.add(entry);
    listeners.set(event, set);
    return { unsubscribe: () => void set.delete(entry) };
  };
  const emit: BridgeCall = (frame, payload) => {
    const { event, payload: data } = obj(payload) as { event?: string; payload?: unknown };
    (sim.events as unknown[]).push({ from: frame.spec.moduleKey, event, payload: data });
    for (const entry of listeners.get(String(event)) ?? []) {
      if (entry.frame !== frame && host.frames.includes(entry.frame))
        void Promise.resolve(entry.callback(data)).catch(() => undefined);
    }
    return true;
  };

  const navigate: BridgeCall = async (frame, payload) => {
    const p = obj(payload);
    sim.navigations.push(p);
    const answer = await postJson('/forge-sim/navigate', { product: frame.spec.product, ...p });
    const url = typeof answer.url === 'string' ? answer.url : undefined;
    if (!url) throw new Error(`Cannot navigate to ${JSON.stringify(p)}`);
    if (p.type === 'new-tab') window.open(url, '_blank', 'noopener');
    else window.location.assign(url);
    return true;
  };

  const openModal: BridgeCall = (frame, payload) => {
    const p = obj(payload);
    const onClose = typeof p.onClose === 'function' ? (p.onClose as Fn) : undefined;
    const resource = typeof p.resource === 'string' ? p.resource : frame.spec.resource;
    let closed = false;
    const shell = openModalShell({
      title: typeof p.title === 'string' ? p.title : '',
      ...(typeof p.size === 'string' ? { size: p.size } : {}),
      resource,
      closeOnEscape: p.closeOnEscape !== false,
      closeOnOverlayClick: p.closeOnOverlayClick !== false,
      onDismiss: () => finish(undefined),
    });
    const { historyBase: _base, ...opener } = frame.spec;
    const modal = host.createFrame(
      {
        ...opener,
        resource,
        containerId: '',
        extension: { ...frame.spec.extension, modal: p.context ?? {} },
      },
      shell.container,
      {
        autoSize: false,
        onClose: (result) => finish(result),
        onSubmit: (result) => finish(result),
        ...(p.closeOnEscape === false ? {} : { onEscape: () => finish(undefined) }),
      },
    );
    function finish(result: unknown) {
      if (closed) return true;
      closed = true;
      host.removeFrame(modal);
      shell.remove();
      if (onClose) void Promise.resolve(onClose(result)).catch(() => undefined);
      return true;
    }
    (sim.modals as unknown[]).push({ from: frame.spec.moduleKey, resource, context: p.context });
    return true;
  };

  const harmless: BridgeCall = () => true;

  return {
    getContext: (frame) => ({
      accountId: config.user.accountId,
      cloudId: config.cloudId,
      siteUrl: config.siteUrl,
      environmentId: config.environmentId,
      environmentType: 'DEVELOPMENT',
      extension: frame.spec.extension,
      localId: frame.spec.localId,
      locale: config.user.locale.replace('_', '-'),
      moduleKey: frame.spec.moduleKey,
      timezone: config.user.timeZone,
      theme: null,
    }),
    invoke: async (frame, payload) => {
      const p = obj(payload);
      if (p.invokeType !== 'ui-remote-fetch')
        return {
          success: false,
          error: { message: 'Only invokeRemote is simulated (no functions).' },
        };
      return postJson('/forge-sim/invoke', { frame: identity(frame), payload: p });
    },
    fetchRemote: async (frame, payload) => {
      const answer = await postJson('/forge-sim/fetch-remote', { frame: identity(frame), payload });
      if (typeof answer.status !== 'number')
        throw new Error(String(answer.error ?? 'fetch failed'));
      return answer;
    },
    submit: (frame, payload) => (frame.onSubmit ? frame.onSubmit(payload) : true),
    close: (frame, payload) => (frame.onClose ? frame.onClose(payload) : true),
    open: harmless,
    refresh: (frame) => {
      frame.iframe.src = host.resourceUrl(frame.spec);
      return true;
    },
    reload: () => {
      window.location.reload();
      return true;
    },
    openModal,
    navigate,
    getUrl: async (frame, payload) =>
      (await postJson('/forge-sim/navigate', { product: frame.spec.product, ...obj(payload) })).url,
    showFlag: (_frame, payload) => {
      const flag = obj(payload) as unknown as ForgeFlag;
      sim.flags.push(flag);
      showFlag(flag);
      return true;
    },
    closeFlag: (_frame, payload) => {
      closeFlag(String(obj(payload).id));
      return true;
    },
    on: subscribe,
    onPublic: subscribe,
    emit,
    emitPublic: emit,
    setWorkflowRuleConfigurationCallback: (frame, payload) => {
      const data = obj(obj(payload).data);
      if (typeof data.onConfigure !== 'function') throw new Error('onConfigure is required');
      frame.onConfigure = data.onConfigure as Fn;
      frame.iframe.dataset.onConfigure = 'registered';
      return true;
    },
    setMacroViewportHeight: (frame, payload) => {
      const height = typeof payload === 'number' ? payload : Number(obj(payload).height);
      host.resize(frame, height);
      return true;
    },
    createHistory: (frame) => createHostHistory(frame),
    refreshIssueView: () => {
      window.location.reload();
      return true;
    },
    getFrameDispatch: () => undefined,
    emitReadyEvent: harmless,
    enableTheming: harmless,
    changeWindowTitle: harmless,
    getFrameId: (frame) => frame.iframe.name,
    initFeatureFlags: harmless,
    getCookieConsentPreferences: () => ({ analytics: false, marketing: false }),
  };
}
