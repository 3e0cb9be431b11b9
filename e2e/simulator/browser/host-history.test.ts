import { describe, expect, it } from 'vitest';
import { createHostHistory, stateOf, type HistoryWindow, type PopStateEvent } from './host-history';

/** A host window with a real-enough session history: entries of URLs, an index, popstate. */
function fakeHost(start: string) {
  const entries = [start];
  let index = 0;
  const listeners: (() => void)[] = [];
  const location = {
    get href() {
      return entries[index]!;
    },
    get hash() {
      const at = entries[index]!.indexOf('#');
      return at === -1 ? '' : entries[index]!.slice(at);
    },
  };
  const withHash = (hash: string) => entries[index]!.replace(/#.*$/, '') + hash;
  const traverse = (delta: number) => {
    const next = index + delta;
    if (next < 0 || next >= entries.length || delta === 0) return;
    index = next;
    listeners.forEach((listener) => listener());
  };
  const win: HistoryWindow = {
    location,
    history: {
      pushState: (_data, _unused, url) => {
        entries.splice(index + 1, entries.length, withHash(url ?? ''));
        index += 1;
      },
      replaceState: (_data, _unused, url) => {
        entries[index] = withHash(url ?? '');
      },
      back: () => traverse(-1),
      forward: () => traverse(1),
      go: (delta = 0) => traverse(delta),
    },
    addEventListener: (_type, listener) => listeners.push(listener),
  };
  return { win, entries: () => [...entries], userPressesBack: () => traverse(-1) };
}

const PAGE = { isPageModule: true };
const DIALOG = { isPageModule: false };
const START = 'http://acme.sim/wiki/plugins/servlet/ac/app/checklists-overview?as=alice';

describe('the simulator host history module', () => {
  it('keeps the state in the host hash: push adds an entry, replace does not, neither emits', () => {
    const host = fakeHost(START);
    const popped: PopStateEvent[] = [];
    const history = createHostHistory(host.win, (event) => popped.push(event));
    history.pushState(PAGE, '/checklist-overview/instances/c1');
    expect(host.win.location.href).toBe(`${START}#!/checklist-overview/instances/c1`);
    history.replaceState(PAGE, '/checklist-overview/instances/c2');
    expect(host.entries()).toEqual([START, `${START}#!/checklist-overview/instances/c2`]);
    expect(history.getState(PAGE)).toBe('/checklist-overview/instances/c2');
    expect(popped).toEqual([]);
  });

  it('back, forward and go move the host history and emit popState with both URLs', () => {
    const host = fakeHost(START);
    const popped: PopStateEvent[] = [];
    const history = createHostHistory(host.win, (event) => popped.push(event));
    history.pushState(PAGE, '/a');
    history.pushState(PAGE, '/b');
    history.back(PAGE);
    expect(history.getState(PAGE)).toBe('/a');
    history.go(PAGE, -1);
    expect(history.getState(PAGE)).toBe('');
    history.forward(PAGE);
    expect(popped).toEqual([
      { oldURL: `${START}#!/b`, newURL: `${START}#!/a` },
      { oldURL: `${START}#!/a`, newURL: START },
      { oldURL: START, newURL: `${START}#!/a` },
    ]);
  });

  it("emits popState for the browser's own Back button too", () => {
    const host = fakeHost(START);
    const popped: PopStateEvent[] = [];
    const history = createHostHistory(host.win, (event) => popped.push(event));
    history.pushState(PAGE, '/templates');
    host.userPressesBack();
    expect(popped).toEqual([{ oldURL: `${START}#!/templates`, newURL: START }]);
  });

  it('answers the state a reloaded host page carries in its hash', () => {
    const host = fakeHost(`${START}#!/checklist-overview/instances/c9`);
    const history = createHostHistory(host.win, () => undefined);
    expect(history.getState(PAGE)).toBe('/checklist-overview/instances/c9');
  });

  it('does nothing for a dialog (or any frame that is not a page module)', () => {
    const host = fakeHost(`${START}#!/x`);
    const history = createHostHistory(host.win, () => undefined);
    expect(history.getState(DIALOG)).toBe('');
    history.pushState(DIALOG, '/y');
    history.replaceState(DIALOG, '/y');
    history.back(DIALOG);
    expect(host.entries()).toEqual([`${START}#!/x`]);
    expect(history.refused).toEqual(['getState', 'pushState', 'replaceState', 'back']);
  });

  it('reads the state from a URL or a hash', () => {
    expect(stateOf(`${START}#!/a?b=1`)).toBe('/a?b=1');
    expect(stateOf('#other')).toBe('');
  });
});
