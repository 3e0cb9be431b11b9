import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_IN_FRAME_MESSAGE, startHostBridge } from './host-bridge';
import { resetHostApi } from './host-api';

afterEach(() => {
  vi.restoreAllMocks();
  resetHostApi();
  delete (window as Window & { AP?: unknown }).AP;
});

const framed = (extra: Partial<Window> = {}) =>
  ({
    ...window,
    self: window,
    top: {},
    document,
    requestAnimationFrame,
    ...extra,
  }) as unknown as Window;

describe('starting the host bridge', () => {
  it('outside a frame only logs that the macro view is not in a frame', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(await startHostBridge('http://host.example/all.js')).toEqual({ kind: 'absent' });
    expect(info).toHaveBeenCalledWith(NOT_IN_FRAME_MESSAGE);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('inside a frame with AP present, does not load the script and asks for the language', async () => {
    (window as Window & { AP?: unknown }).AP = {
      user: { getLocale: (cb: (l: string) => void) => cb('de_DE') },
      resize: vi.fn(),
    };
    expect(await startHostBridge('http://host.example/all.js', framed())).toEqual({
      kind: 'ready',
      locale: 'de_DE',
    });
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('inside a frame, reports a script that fails to load with its source', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const starting = startHostBridge('http://host.example/all.js', framed());
    document.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(await starting).toEqual({ kind: 'failed', src: 'http://host.example/all.js' });
    expect(error).toHaveBeenCalledWith(
      'The host script did not load correctly: http://host.example/all.js',
    );
    document.head.innerHTML = '';
  });
});
