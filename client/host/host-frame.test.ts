import { afterEach, describe, expect, it } from 'vitest';
import { hasHostApi, HostScriptError, isInFrame, loadHostScript } from './host-frame';

afterEach(() => {
  delete (window as Window & { AP?: unknown }).AP;
  document.head.innerHTML = '';
});

describe('the host frame script', () => {
  it('is not loaded when AP is already there', async () => {
    (window as Window & { AP?: unknown }).AP = {};
    await loadHostScript('http://host.example/all.js');
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(hasHostApi()).toBe(true);
  });

  it('names its source when it fails to load', async () => {
    const loading = loadHostScript('http://host.example/all.js');
    const script = document.querySelector('script');
    expect(script?.src).toBe('http://host.example/all.js');
    script?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(HostScriptError);
    await expect(loading).rejects.toThrow(
      'The host script did not load correctly: http://host.example/all.js',
    );
  });

  it('knows a top-level window is not framed', () => {
    expect(isInFrame()).toBe(false);
  });
});
