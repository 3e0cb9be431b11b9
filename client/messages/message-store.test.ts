import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessageStore } from './message-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const titles = (store: MessageStore) => store.current().map((m) => m.title);

describe('message time-outs', () => {
  it('closes a success message after 4 s', () => {
    const store = new MessageStore();
    store.show({ kind: 'success', title: 'Saved' });
    vi.advanceTimersByTime(3_999);
    expect(titles(store)).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(titles(store)).toEqual([]);
  });

  it('closes an error after 4 s, or only by hand when asked to', () => {
    const store = new MessageStore();
    store.show({ kind: 'error', title: 'Auto' });
    const manual = store.show({ kind: 'error', title: 'Manual', close: 'manual' });
    vi.advanceTimersByTime(60_000);
    expect(titles(store)).toEqual(['Manual']);
    store.dismiss(manual);
    expect(titles(store)).toEqual([]);
  });

  it('keeps a notice for 10 s and a macro list message for 4 s', () => {
    const store = new MessageStore();
    store.show({ kind: 'notice', title: 'Notice' });
    store.show({ kind: 'macroList', title: 'List' });
    vi.advanceTimersByTime(4_000);
    expect(titles(store)).toEqual(['Notice']);
    vi.advanceTimersByTime(6_000);
    expect(titles(store)).toEqual([]);
  });

  it('tells listeners about every change, newest first', () => {
    const store = new MessageStore();
    const seen: string[][] = [];
    store.subscribe((messages) => seen.push(messages.map((m) => m.title)));
    store.show({ kind: 'success', title: 'One' });
    store.show({ kind: 'success', title: 'Two' });
    expect(seen).toEqual([['One'], ['Two', 'One']]);
  });
});
