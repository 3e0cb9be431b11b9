/**
 * The bridge's wire: calls and answers between a frame's and the host's BridgeChannel, with
 * functions in payloads and answers proxied by ids in both directions, and errors carried back.
 */
import { describe, expect, it } from 'vitest';
import { BridgeChannel, type BridgeMessage } from './bridge-channel';

/** Two ends joined by asynchronous, structured-cloned messages (as postMessage delivers). */
function pair(onCall: (name: string, payload: unknown) => unknown) {
  const ends: { frame?: BridgeChannel; host?: BridgeChannel } = {};
  const deliver = (to: 'frame' | 'host') => (message: BridgeMessage) =>
    setTimeout(() => ends[to]?.receive(structuredClone(message)), 0);
  const frame = new BridgeChannel(deliver('host'), undefined, 'frame');
  const host = new BridgeChannel(deliver('frame'), onCall, 'host');
  Object.assign(ends, { frame, host });
  return { frame, host };
}

describe('the bridge channel', () => {
  it('answers a call with the host result', async () => {
    const { frame } = pair((name, payload) => ({ name, payload }));
    await expect(frame.call('getContext', { a: 1 })).resolves.toEqual({
      name: 'getContext',
      payload: { a: 1 },
    });
  });

  it('lets the host call functions of the payload and get their answers', async () => {
    let onConfigure: ((...args: unknown[]) => unknown) | undefined;
    const { frame } = pair((_name, payload) => {
      onConfigure = (payload as { data: { onConfigure: () => unknown } }).data.onConfigure;
      return true;
    });
    await frame.call('setWorkflowRuleConfigurationCallback', {
      data: { onConfigure: async () => JSON.stringify({ mode: 'all' }) },
    });
    await expect(onConfigure?.()).resolves.toBe('{"mode":"all"}');
  });

  it('carries arguments both ways and functions in answers (an unsubscribe, a history)', async () => {
    const heard: unknown[] = [];
    let callback: ((payload: unknown) => unknown) | undefined;
    const { frame } = pair((name, payload) => {
      if (name === 'on') {
        callback = (payload as { callback: (p: unknown) => unknown }).callback;
        return { unsubscribe: () => 'gone' };
      }
      let pathname = '/settings';
      return {
        location: { pathname },
        push: (path: unknown) => {
          pathname = String(path);
          return pathname;
        },
      };
    });
    const subscription = (await frame.call('on', {
      event: 'x',
      callback: (p: unknown) => heard.push(p),
    })) as { unsubscribe: () => Promise<unknown> };
    await callback?.({ written: true });
    expect(heard).toEqual([{ written: true }]);
    await expect(subscription.unsubscribe()).resolves.toBe('gone');
    const history = (await frame.call('createHistory')) as {
      location: { pathname: string };
      push: (p: string) => Promise<unknown>;
    };
    expect(history.location.pathname).toBe('/settings');
    await expect(history.push('/apikeys')).resolves.toBe('/apikeys');
  });

  it('rejects when the host throws, and for calls of functions it does not know', async () => {
    const { frame, host } = pair(() => {
      throw new Error('not simulated');
    });
    await expect(frame.call('fetchProduct')).rejects.toThrow('not simulated');
    const ghost = host.decode({ __forgeFn: 'frame-99' }) as () => Promise<unknown>;
    await expect(ghost()).rejects.toThrow('No function frame-99');
  });

  it('ignores messages that are not its own', () => {
    const { host } = pair(() => true);
    expect(host.receive({ type: 'connect-js' })).toBe(false);
    expect(host.receive(null)).toBe(false);
  });
});
