import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installHostApi, resetHostApi, type HostApi } from '../host/host-api';
import { messageStore } from './message-store';
import { showSuccess } from './show-message';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  resetHostApi();
});

describe('the same message three times', () => {
  it('shows one host flag: each new one replaces the one before', () => {
    const flags: { title: string; close: ReturnType<typeof vi.fn> }[] = [];
    installHostApi({
      showFlag: (options: { title: string }) => {
        const flag = { title: options.title, close: vi.fn() };
        flags.push(flag);
        return flag;
      },
    } as unknown as HostApi);
    showSuccess('Item added');
    showSuccess('Item added');
    showSuccess('Saved');
    showSuccess('Item added');
    const openFlags = () =>
      flags.filter((f) => f.close.mock.calls.length === 0).map((f) => f.title);
    expect(openFlags()).toEqual(['Saved', 'Item added']);
    vi.advanceTimersByTime(4_000);
    expect(openFlags()).toEqual([]);
    expect(flags.every((f) => f.close.mock.calls.length === 1)).toBe(true);
  });

  it('shows one message in the page outside a host', () => {
    for (let i = 0; i < 3; i++) showSuccess('Item added');
    expect(messageStore.current().map((m) => m.title)).toEqual(['Item added']);
    vi.advanceTimersByTime(4_000);
    expect(messageStore.current()).toEqual([]);
  });
});
